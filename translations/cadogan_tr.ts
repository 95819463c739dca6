<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="tr" sourcelanguage="en">
    <context>
        <name>App</name>
        <message>
            <source>Damaged file set aside</source>
            <translation>Bozuk dosya kenara kondu</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>Kart destesi</translation>
        </message>
        <message>
            <source>%1: deal %2 resumed where it was left</source>
            <translation>%1: %2 numaralı dağıtım kaldığı yerden sürüyor</translation>
        </message>
        <message>
            <source>%1 was kept: choose it again to go on where you left it</source>
            <translation>%1 saklandı: kaldığınız yerden sürdürmek için onu yeniden seçin</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>Dağıtım %1</translation>
        </message>
        <message>
            <source>Deal %1 was put aside: Undo brings it back</source>
            <translation>%1 numaralı dağıtım kenara kondu: Geri al onu geri getirir</translation>
        </message>
    </context>
    <context>
        <name>Appearance</name>
        <message>
            <source>Red lattice</source>
            <translation>Kırmızı kafes</translation>
        </message>
        <message>
            <source>Blue rosette</source>
            <translation>Mavi rozet</translation>
        </message>
        <message>
            <source>Green stripes</source>
            <translation>Yeşil çizgiler</translation>
        </message>
        <message>
            <source>&amp;Green</source>
            <translation>&amp;Yeşil</translation>
        </message>
        <message>
            <source>&amp;Blue</source>
            <translation>&amp;Mavi</translation>
        </message>
        <message>
            <source>&amp;Wine</source>
            <translation>&amp;Bordo</translation>
        </message>
        <message>
            <source>%1; the built-in deck is used instead.</source>
            <translation>%1; onun yerine yerleşik deste kullanılıyor.</translation>
        </message>
        <message>
            <source>Card &amp;back</source>
            <translation>Kart a&amp;rkası</translation>
        </message>
        <message>
            <source>&amp;Table colour</source>
            <translation>&amp;Masa rengi</translation>
        </message>
        <message>
            <source>Card &amp;deck…</source>
            <translation>Kart &amp;destesi…</translation>
        </message>
        <message>
            <source>Draw the cards with another deck: those installed for KDE and GNOME games</source>
            <translation>Kartları başka bir desteyle çizin: KDE ve GNOME oyunları için kurulu olanlar</translation>
        </message>
        <message>
            <source>Card &amp;size</source>
            <translation>Kart &amp;boyutu</translation>
        </message>
        <message>
            <source>&amp;Fit to window</source>
            <translation>&amp;Pencereye sığdır</translation>
        </message>
        <message>
            <source>&amp;Larger cards</source>
            <translation>&amp;Daha büyük kartlar</translation>
        </message>
        <message>
            <source>S&amp;maller cards</source>
            <translation>Daha &amp;küçük kartlar</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>&amp;Azaltılmış hareket</translation>
        </message>
        <message>
            <source>Cards move at once, without gliding; no flying cards on a win</source>
            <translation>Kartlar kaymadan, hemen yer değiştirir; kazanınca uçan kart yok</translation>
        </message>
        <message>
            <source>The %1 deck has its own back; this one shows with Cadogan's deck</source>
            <translation>%1 destesinin kendi sırtı var; bu sırt Cadogan'ın destesiyle görünür</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>Kart destesi</translation>
        </message>
        <message>
            <source>%1. The built-in deck is used instead.</source>
            <translation>%1. Onun yerine yerleşik deste kullanılıyor.</translation>
        </message>
        <message>
            <source>Cards drawn with the %1 deck</source>
            <translation>Kartlar %1 destesiyle çiziliyor</translation>
        </message>
    </context>
    <context>
        <name>Chooser</name>
        <message numerus="yes">
            <source>%Ln piquet pack(s)</source>
            <translation>
                <numerusform>%Ln piket destesi</numerusform>
            </translation>
        </message>
        <message>
            <source>One pack</source>
            <translation>Tek deste</translation>
        </message>
        <message>
            <source>Two packs</source>
            <translation>İki deste</translation>
        </message>
        <message numerus="yes">
            <source>%Ln pack(s)</source>
            <translation>
                <numerusform>%Ln deste</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Bir oyun seçin</translation>
        </message>
        <message>
            <source>The book's %1 games and their variants. Choose one:</source>
            <translation>Kitabın %1 oyunu ve türleri. Birini seçin:</translation>
        </message>
        <message>
            <source>Type to filter by name…</source>
            <translation>Ada göre süzmek için yazın…</translation>
        </message>
        <message>
            <source>Show only games played with this many packs</source>
            <translation>Yalnızca bu sayıda desteyle oynanan oyunları göster</translation>
        </message>
        <message>
            <source>The book's order</source>
            <translation>Kitaptaki sıra</translation>
        </message>
        <message>
            <source>By name</source>
            <translation>Ada göre</translation>
        </message>
        <message>
            <source>No game matches.</source>
            <translation>Uyan oyun yok.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Oyna</translation>
        </message>
        <message>
            <source>Any packs</source>
            <translation>Deste sayısı fark etmez</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; — %2. %3</source>
            <translation>&lt;b&gt;%1&lt;/b&gt; — %2. %3</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
    </context>
    <context>
        <name>DeckDialog</name>
        <message>
            <source>Cadogan (built in)</source>
            <translation>Cadogan (yerleşik)</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>Kart destesi</translation>
        </message>
        <message>
            <source>Draw the cards with the built-in deck, or with a deck installed for other card games:</source>
            <translation>Kartları yerleşik desteyle ya da başka kart oyunları için kurulmuş bir desteyle çizin:</translation>
        </message>
        <message>
            <source>Add a &amp;folder of decks…</source>
            <translation>Bir deste &amp;klasörü ekle…</translation>
        </message>
        <message>
            <source>Decks of KDE's kind (folders with index.desktop) or SVG files, where they lie</source>
            <translation>KDE türü desteler (index.desktop içeren klasörler) ya da SVG dosyaları, bulundukları yerde</translation>
        </message>
        <message>
            <source>Drawn by Cadogan itself</source>
            <translation>Cadogan'ın kendi çizimi</translation>
        </message>
        <message>
            <source>%1
(cannot be read)</source>
            <translation>%1
(okunamıyor)</translation>
        </message>
        <message>
            <source>A folder of card decks</source>
            <translation>Kart desteleri klasörü</translation>
        </message>
    </context>
    <context>
        <name>EndPanel</name>
        <message>
            <source>New deal</source>
            <translation>Yeni dağıtım</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Geri al</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>İstatistikler</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>La Belle Lucie</source>
            <translation>La Belle Lucie</translation>
        </message>
        <message>
            <source>Eighteen fans of three; marry down in suit to free the aces. Two re-deals.</source>
            <translation>Üçer kartlık on sekiz yelpaze; asları kurtarmak için aynı takımdan aşağı doğru evlendirin. İki yeniden dağıtım.</translation>
        </message>
        <message>
            <source>Re-deal at any time</source>
            <translation>İstediğiniz an yeniden dağıtım</translation>
        </message>
        <message>
            <source>A re-deal may be taken whenever one is left, not only when no card can be played.</source>
            <translation>Yeniden dağıtım hakkı kaldıkça, yalnızca hiçbir kart oynanamadığında değil, her an yeniden dağıtılabilir.</translation>
        </message>
        <message>
            <source>The House in the Wood</source>
            <translation>Ormandaki Ev</translation>
        </message>
        <message>
            <source>La Belle Lucie with two packs: thirty-six fans and eight aces.</source>
            <translation>İki desteyle La Belle Lucie: otuz altı yelpaze ve sekiz as.</translation>
        </message>
        <message>
            <source>The House on the Hill</source>
            <translation>Tepedeki Ev</translation>
        </message>
        <message>
            <source>Two packs: four aces build up, four kings build down; marry up or down.</source>
            <translation>İki deste: dört as yukarı, dört papaz aşağı doğru dizilir; yukarı ya da aşağı evlendirin.</translation>
        </message>
        <message>
            <source>Canfield or Klondike</source>
            <translation>Canfield ya da Klondike</translation>
        </message>
        <message>
            <source>Seven columns, red on black; turn the stock once, one card at a time, and play for counters.</source>
            <translation>Yedi sütun, siyahın üstüne kırmızı; stoku kart kart bir kez çevirin ve fiş için oynayın.</translation>
        </message>
        <message>
            <source>The Clock</source>
            <translation>Saat</translation>
        </message>
        <message>
            <source>Twelve foundations round a dial, each building in suit until it reaches its hour.</source>
            <translation>Bir kadranın çevresinde on iki temel; her biri kendi saatine ulaşana dek aynı takımdan dizilir.</translation>
        </message>
        <message>
            <source>Strict order: play, then marry, then refill</source>
            <translation>Katı sıra: önce oyna, sonra evlendir, sonra doldur</translation>
        </message>
        <message>
            <source>Once a marriage is made, no card may be played until the packets are refilled.</source>
            <translation>Bir evlilik yapıldıktan sonra kümeler doldurulana dek hiçbir kart temele çıkarılamaz.</translation>
        </message>
        <message>
            <source>The Shah</source>
            <translation>Şah</translation>
        </message>
        <message>
            <source>A star of eight rays round a lone king; eight aces build up to the queens.</source>
            <translation>Yalnız bir papazın çevresinde sekiz ışınlı bir yıldız; sekiz as kızlara kadar yukarı dizilir.</translation>
        </message>
        <message>
            <source>Margarethe</source>
            <translation>Margarethe</translation>
        </message>
        <message>
            <source>The court cards spell an M, nine help cards an A; build each court down three steps in suit.</source>
            <translation>Resimli kartlar bir M, dokuz yardımcı kart bir A oluşturur; her resimli kartın üzerine aynı takımdan üç adım aşağı dizin.</translation>
        </message>
        <message>
            <source>Talon laid aside until the re-deal</source>
            <translation>Iskarta yeniden dağıtıma dek kenarda</translation>
        </message>
        <message>
            <source>Only the card just turned may be played; once another card covers it, it waits for the re-deal.</source>
            <translation>Yalnızca yeni çevrilen kart oynanabilir; başka bir kart üstünü örtünce yeniden dağıtımı bekler.</translation>
        </message>
        <message>
            <source>The Herring-Bone</source>
            <translation>Ringa Kılçığı</translation>
        </message>
        <message>
            <source>A herring-bone of 28 cards taken from the foot up; eight bases of one rank, four up, four down.</source>
            <translation>Alttan yukarı alınan 28 kartlık bir ringa kılçığı; aynı değerde sekiz temel kartı, dördü yukarı, dördü aşağı.</translation>
        </message>
        <message>
            <source>German variety: the herring-bone from one pack</source>
            <translation>Alman türü: tek desteden ringa kılçığı</translation>
        </message>
        <message>
            <source>The herring-bone is dealt from one shuffled pack alone, so it holds no two alike; the rest of that pack is shuffled with the second pack for everything after.</source>
            <translation>Ringa kılçığı yalnızca karıştırılmış tek bir desteden dağıtılır, bu yüzden içinde aynı karttan iki tane olmaz; o destenin kalanı sonraki her şey için ikinci desteyle karıştırılır.</translation>
        </message>
        <message>
            <source>Babette</source>
            <translation>Babette</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of eight that keep their holes; only the lowest card of a column plays.</source>
            <translation>Deliklerini koruyan sekizli sıralar hâlinde dağıtılan iki deste; yalnızca bir sütunun en alttaki kartı oynar.</translation>
        </message>
        <message>
            <source>Fortress</source>
            <translation>Kale</translation>
        </message>
        <message>
            <source>Two groups of rows round four aces; marry up or down in suit, and reverse runs through empty lanes.</source>
            <translation>Dört asın çevresinde iki grup sıra; aynı takımdan yukarı ya da aşağı evlendirin, dizileri boş sıralarla ters çevirin.</translation>
        </message>
        <message>
            <source>General Sedgewick</source>
            <translation>General Sedgewick</translation>
        </message>
        <message>
            <source>A cross of five packets; the first card turned after it sets the foundation rank.</source>
            <translation>Beş kümelik bir haç; ondan sonra çevrilen ilk kart temel değerini belirler.</translation>
        </message>
        <message>
            <source>Napoleon at St. Helena</source>
            <translation>Napolyon St. Helena'da</translation>
        </message>
        <message>
            <source>Two packs: ten columns of four; marry down in suit, fill empty columns, turn the pack once.</source>
            <translation>İki deste: dörder kartlık on sütun; aynı takımdan aşağı evlendirin, boş sütunları doldurun, desteyi bir kez çevirin.</translation>
        </message>
        <message>
            <source>Empty columns from the talon only</source>
            <translation>Boş sütunlar yalnızca ıskartadan</translation>
        </message>
        <message>
            <source>An empty column may be filled only with the top card of the talon, never from another column.</source>
            <translation>Boş bir sütun yalnızca ıskartanın üst kartıyla doldurulabilir, başka bir sütundan asla.</translation>
        </message>
        <message>
            <source>Napoleon's Square</source>
            <translation>Napolyon'un Karesi</translation>
        </message>
        <message>
            <source>Two packs: twelve packets of four round three sides of a square; marry down in suit.</source>
            <translation>İki deste: bir karenin üç kenarında dörder kartlık on iki küme; aynı takımdan aşağı evlendirin.</translation>
        </message>
        <message>
            <source>Napoleon's Square (single cards)</source>
            <translation>Napolyon'un Karesi (tek kartlar)</translation>
        </message>
        <message>
            <source>Napoleon's Square begun with twelve single cards; marry down in suit as the pack is turned.</source>
            <translation>On iki tek kartla başlayan Napolyon'un Karesi; deste çevrildikçe aynı takımdan aşağı evlendirin.</translation>
        </message>
        <message>
            <source>The Blockade</source>
            <translation>Abluka</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of twelve, each row blocking the one above; marry down in suit.</source>
            <translation>On ikişerlik sıralar hâlinde dağıtılan iki deste, her sıra üstündekini kapatır; aynı takımdan aşağı evlendirin.</translation>
        </message>
        <message>
            <source>Refill each vacancy at once</source>
            <translation>Her boşluğu hemen doldur</translation>
        </message>
        <message>
            <source>Every vacancy is refilled from the pack straight after the move that made it, so no card above it is ever released while the pack lasts.</source>
            <translation>Her boşluk, onu açan hamlenin hemen ardından desteden doldurulur; böylece deste sürdükçe üstündeki hiçbir kart serbest kalmaz.</translation>
        </message>
        <message>
            <source>The Congress</source>
            <translation>Kongre</translation>
        </message>
        <message>
            <source>Two packs; rivers dealt row on row feed four helps that build down; eight aces build up.</source>
            <translation>İki deste; sıra sıra dağıtılan ırmaklar aşağı dizilen dört yardımcıyı besler; sekiz as yukarı dizilir.</translation>
        </message>
        <message>
            <source>The Fifteen</source>
            <translation>On Beş</translation>
        </message>
        <message>
            <source>Two packs in fifteen columns; aces build up, kings down; marry up or down and use the lanes.</source>
            <translation>On beş sütunda iki deste; aslar yukarı, papazlar aşağı dizilir; yukarı ya da aşağı evlendirin ve boş sıraları kullanın.</translation>
        </message>
        <message>
            <source>One ace and one king of each suit</source>
            <translation>Her takımdan bir as ve bir papaz</translation>
        </message>
        <message>
            <source>The four rising foundations must be of four different suits, and so must the four falling ones.</source>
            <translation>Dört yükselen temel dört ayrı takımdan olmalıdır; dört alçalan temel de öyle.</translation>
        </message>
        <message>
            <source>The Flower-Garden</source>
            <translation>Çiçek Bahçesi</translation>
        </message>
        <message>
            <source>Six flower-beds of six and a bouquet of sixteen free cards; build down in any suit.</source>
            <translation>Altışar kartlık altı çiçek tarhı ve on altı serbest karttan bir buket; takıma bakılmaksızın aşağı dizin.</translation>
        </message>
        <message>
            <source>The Four Corners</source>
            <translation>Dört Köşe</translation>
        </message>
        <message>
            <source>Twelve packets at the corners and sides; play only as the cards fall until the deal is done.</source>
            <translation>Köşelerde ve yanlarda on iki küme; dağıtım bitene dek yalnızca kartlar düştükçe oynayın.</translation>
        </message>
        <message>
            <source>The Kings</source>
            <translation>Papazlar</translation>
        </message>
        <message>
            <source>Two packs: eight aces in the centre build to kings regardless of suit; rows grow out on both sides.</source>
            <translation>İki deste: ortadaki sekiz as takıma bakılmaksızın papazlara kadar dizilir; sıralar iki yana doğru büyür.</translation>
        </message>
        <message>
            <source>A lane needs the whole row empty</source>
            <translation>Boş sıra için bütün sıra boş olmalı</translation>
        </message>
        <message>
            <source>An emptied line takes a card only when the line on the other side of the aces is empty too.</source>
            <translation>Boşalan bir hat ancak asların öteki yanındaki hat da boşsa kart alır.</translation>
        </message>
        <message>
            <source>The Nation</source>
            <translation>Ulus</translation>
        </message>
        <message>
            <source>Two packs in twelve columns counted to eight; aces build up, kings down; two re-deals.</source>
            <translation>Sekize kadar sayılan on iki sütunda iki deste; aslar yukarı, papazlar aşağı dizilir; iki yeniden dağıtım.</translation>
        </message>
        <message>
            <source>The Square</source>
            <translation>Kare</translation>
        </message>
        <message>
            <source>Sixteen cards in a square; four aces climb to the kings and come back down to the aces.</source>
            <translation>Bir karede on altı kart; dört as papazlara tırmanır ve yeniden aslara iner.</translation>
        </message>
        <message>
            <source>The Sultan</source>
            <translation>Sultan</translation>
        </message>
        <message>
            <source>Two packs: the Sultan in a square of kings; build to the queens from the Divan and the talon.</source>
            <translation>İki deste: papazlardan bir karenin ortasında Sultan; Divan'dan ve ıskartadan kızlara kadar dizin.</translation>
        </message>
        <message>
            <source>Two Rings</source>
            <translation>İki Halka</translation>
        </message>
        <message>
            <source>Two packs: sevens build up and sixes down in two linked rings, fed from an eight-card bracelet.</source>
            <translation>İki deste: birbirine geçmiş iki halkada yedililer yukarı, altılılar aşağı dizilir; sekiz kartlık bir bilezikten beslenir.</translation>
        </message>
        <message>
            <source>Bracelet refilled from the talon</source>
            <translation>Bilezik ıskartadan doldurulur</translation>
        </message>
        <message>
            <source>A bracelet space takes the talon's top card, or the pack's next card when there is no talon.</source>
            <translation>Bilezikteki bir boşluk ıskartanın üst kartını, ıskarta yoksa destenin sıradaki kartını alır.</translation>
        </message>
        <message>
            <source>The Zodiac</source>
            <translation>Zodyak</translation>
        </message>
        <message>
            <source>Two packs: marry every card into a circle of 24 round an Equator of 8, then build eight foundations.</source>
            <translation>İki deste: her kartı 8 kartlık bir Ekvator'un çevresindeki 24 kartlık çembere evlendirin, sonra sekiz temel dizin.</translation>
        </message>
        <message>
            <source>The Mill</source>
            <translation>Değirmen</translation>
        </message>
        <message>
            <source>Two packs: a windmill of eight cards round one ace; four kings in the angles build down.</source>
            <translation>İki deste: bir asın çevresinde sekiz kartlık bir yel değirmeni; açılardaki dört papaz aşağı dizilir.</translation>
        </message>
        <message>
            <source>The Queens</source>
            <translation>Kızlar</translation>
        </message>
        <message>
            <source>Two packs: play off the key, marry on the shutter; each queen in the talon buys a fresh pack.</source>
            <translation>İki deste: anahtardan oynayın, kepenkte evlendirin; ıskartadaki her kız yeni bir deste satın alır.</translation>
        </message>
        <message>
            <source>The key pays for every queen</source>
            <translation>Anahtar her kız için öder</translation>
        </message>
        <message>
            <source>Whenever a queen comes uppermost on the key during play, fourteen key cards go under the pack too.</source>
            <translation>Oyun sırasında anahtarın en üstüne bir kız geldiğinde de on dört anahtar kartı destenin altına gider.</translation>
        </message>
        <message>
            <source>The queens stay in the talon</source>
            <translation>Kızlar ıskartada kalır</translation>
        </message>
        <message>
            <source>A payment deals only three talon cards for each new queen; the queens themselves stay in the talon.</source>
            <translation>Bir bedel her yeni kız için yalnızca üç ıskarta kartı dağıtır; kızların kendileri ıskartada kalır.</translation>
        </message>
        <message>
            <source>La Nivernaise</source>
            <translation>La Nivernaise</translation>
        </message>
        <message>
            <source>Two Flanks guard eight foundations; six Line packets grow by fours and only their tops play.</source>
            <translation>İki Kanat sekiz temeli korur; Hat'ın altı kümesi dörder dörder büyür ve yalnızca üst kartları oynar.</translation>
        </message>
        <message>
            <source>Examining counts the top card</source>
            <translation>Bakarken üst kart da sayılır</translation>
        </message>
        <message>
            <source>With k empty Flank places you see k cards of each Line packet, its top card among them, rather than k cards beneath the top.</source>
            <translation>Kanatlar'da k boş yer varken Hat'ın her kümesinden, üst kartın altındaki k kartı değil, üst kart da içinde olmak üzere k kart görürsünüz.</translation>
        </message>
        <message>
            <source>The "Louis" Patience</source>
            <translation>"Louis" Pasyansı</translation>
        </message>
        <message>
            <source>An alphabet of twelve letters round eight foundations, dealt in circles that block each other.</source>
            <translation>Sekiz temelin çevresinde on iki harflik bir alfabe; birbirini kapatan turlar hâlinde dağıtılır.</translation>
        </message>
        <message>
            <source>A card played as it turns up uses up its letter</source>
            <translation>Açıldığı anda oynanan kart harfini tüketir</translation>
        </message>
        <message>
            <source>When you play a card as it is dealt, the next card goes to the next letter, not to the same one.</source>
            <translation>Bir kartı dağıtıldığı anda oynarsanız sıradaki kart aynı harfe değil, sonraki harfe gider.</translation>
        </message>
        <message>
            <source>The re-deal begins with g's cards</source>
            <translation>Yeniden dağıtım g'nin kartlarıyla başlar</translation>
        </message>
        <message>
            <source>The letters are gathered so that the bottom card of g is dealt first and the cards of f come last.</source>
            <translation>Harfler, g'nin alt kartı önce dağıtılacak ve f'nin kartları en sona kalacak biçimde toplanır.</translation>
        </message>
        <message>
            <source>The Labyrinth</source>
            <translation>Labirent</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of ten that keep their holes; a card plays when free at either end.</source>
            <translation>Deliklerini koruyan onarlı sıralar hâlinde dağıtılan iki deste; bir kart iki uçtan birinde serbestse oynar.</translation>
        </message>
        <message>
            <source>Foundations as they come</source>
            <translation>Temeller geldikleri gibi</translation>
        </message>
        <message>
            <source>The aces and kings are not taken out first: the first ace and king of each suit to come free begin its foundations.</source>
            <translation>Aslar ve papazlar önceden ayrılmaz: her takımın serbest kalan ilk ası ve papazı o takımın temellerini başlatır.</translation>
        </message>
        <message>
            <source>No talon</source>
            <translation>Iskarta yok</translation>
        </message>
        <message>
            <source>A card turned from the pack must go into a vacancy of the last row (or to a foundation) before another is turned or the next row dealt.</source>
            <translation>Desteden çevrilen kart, başka bir kart çevrilmeden ya da sonraki sıra dağıtılmadan önce son sıradaki bir boşluğa (ya da bir temele) gitmelidir.</translation>
        </message>
        <message>
            <source>The Carpet</source>
            <translation>Halı</translation>
        </message>
        <message>
            <source>Two packs; a carpet of 64 cards laid like a chessboard, freed by lanes to its narrow ends.</source>
            <translation>İki deste; satranç tahtası gibi serilmiş 64 kartlık bir halı, kartlar dar uçlarına açılan boş sıralarla serbest kalır.</translation>
        </message>
        <message>
            <source>Duchess de Luynes</source>
            <translation>Duchess de Luynes</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of four with two laid aside each time; the reserve opens at the end.</source>
            <translation>Her seferinde ikisi kenara konarak dörtlü sıralar hâlinde dağıtılan iki deste; yedek sonda açılır.</translation>
        </message>
        <message>
            <source>Two re-deals</source>
            <translation>İki yeniden dağıtım</translation>
        </message>
        <message>
            <source>The packets and the reserve may be taken up and dealt again twice instead of once.</source>
            <translation>Kümeler ve yedek bir kez yerine iki kez toplanıp yeniden dağıtılabilir.</translation>
        </message>
        <message>
            <source>The Fish-Bone</source>
            <translation>Balık Kılçığı</translation>
        </message>
        <message>
            <source>Eight knaves down a spine, each with its king and queen as bones; a gridiron marries upward.</source>
            <translation>Bir omurga boyunca sekiz vale, her birinin yanında kılçık olarak papazı ve kızı; ızgarada yukarı doğru evlendirilir.</translation>
        </message>
        <message>
            <source>Sly</source>
            <translation>Kurnaz</translation>
        </message>
        <message>
            <source>Two packs; deals of twenty laid on the promenade where you choose, played only between deals.</source>
            <translation>İki deste; gezintide istediğiniz yere konan yirmişerlik dağıtımlar, yalnızca dağıtımlar arasında oynanır.</translation>
        </message>
        <message>
            <source>Promenade in four rows of five</source>
            <translation>Beşer kartlık dört sıralı gezinti</translation>
        </message>
        <message>
            <source>The promenade is laid in four rows of five instead of two rows of ten; the rules are the same.</source>
            <translation>Gezinti, onar kartlık iki sıra yerine beşer kartlık dört sıra hâlinde açılır; kurallar aynıdır.</translation>
        </message>
        <message>
            <source>Anna</source>
            <translation>Anna</translation>
        </message>
        <message>
            <source>Eight helps spell an A, eight knaves an N; build the knaves down to the kings, marry up on helps.</source>
            <translation>Sekiz yardımcı bir A, sekiz vale bir N oluşturur; valeleri papazlara kadar aşağı dizin, yardımcılarda yukarı evlendirin.</translation>
        </message>
        <message>
            <source>Ace on king in the helps</source>
            <translation>Yardımcılarda papazın üstüne as</translation>
        </message>
        <message>
            <source>A marriage may turn the corner: an ace of the same suit may be placed on a king among the helps.</source>
            <translation>Bir evlilik papazdan asa dönebilir: yardımcılar arasındaki bir papazın üstüne aynı takımdan bir as konabilir.</translation>
        </message>
        <message>
            <source>Light and Shade</source>
            <translation>Işık ve Gölge</translation>
        </message>
        <message>
            <source>Two packs; aces built up red and black in turn, fed only from four Auxiliaries.</source>
            <translation>İki deste; aslar kırmızı ve siyah sırayla yukarı dizilir, yalnızca dört Yardımcıdan beslenir.</translation>
        </message>
        <message>
            <source>Talon only through the Rivals</source>
            <translation>Iskarta yalnızca Rakipler üzerinden</translation>
        </message>
        <message>
            <source>The talon's cards reach the Auxiliaries only by filling a Rival space, never in sequence.</source>
            <translation>Iskartanın kartları Yardımcılara, sırayla dizilerek değil, yalnızca bir Rakip boşluğunu doldurarak ulaşır.</translation>
        </message>
        <message>
            <source>Rows seen from the far side</source>
            <translation>Sıralar karşı taraftan görülür</translation>
        </message>
        <message>
            <source>The plate read from the other side of the table: the Rivals lie next to the aces, the Auxiliaries below them.</source>
            <translation>Kitaptaki resim masanın öteki yanından okunur: Rakipler asların yanında, Yardımcılar onların altında durur.</translation>
        </message>
        <message>
            <source>Red and Black</source>
            <translation>Kırmızı ve Siyah</translation>
        </message>
        <message>
            <source>Two packs; eight Volunteers built down red on black, the talon shuffled and dealt once more.</source>
            <translation>İki deste; sekiz Gönüllü siyahın üstüne kırmızı aşağı dizilir, ıskarta karıştırılıp bir kez daha dağıtılır.</translation>
        </message>
        <message>
            <source>Talon laid aside</source>
            <translation>Iskarta kenara konur</translation>
        </message>
        <message>
            <source>The talon's cards wait for the re-deal: only the card just turned may be played before it is covered.</source>
            <translation>Iskartanın kartları yeniden dağıtımı bekler: yalnızca yeni çevrilen kart, üstü örtülmeden önce oynanabilir.</translation>
        </message>
        <message>
            <source>Move whole runs</source>
            <translation>Bütün dizileri taşı</translation>
        </message>
        <message>
            <source>A run of red and black in descending order moves from Volunteer to Volunteer.</source>
            <translation>Aşağı doğru giden kırmızı-siyah bir dizi Gönüllüden Gönüllüye taşınır.</translation>
        </message>
        <message>
            <source>The Terrace</source>
            <translation>Teras</translation>
        </message>
        <message>
            <source>Two packs; free the Terrace card by card onto foundations of a rank you choose, red and black.</source>
            <translation>İki deste; Teras'ı kart kart, değerini sizin seçtiğiniz kırmızı-siyah temellere çıkararak serbest bırakın.</translation>
        </message>
        <message>
            <source>Terrace first as advice only</source>
            <translation>Önce Teras yalnızca öğüt olarak</translation>
        </message>
        <message>
            <source>A Terrace card that fits a foundation need not be played before a valley or talon card takes its place.</source>
            <translation>Bir temele uyan Teras kartının, bir vadi ya da ıskarta kartı onun yerini almadan önce oynanması gerekmez.</translation>
        </message>
        <message>
            <source>The Olga</source>
            <translation>Olga</translation>
        </message>
        <message>
            <source>Four piquet packs; a flower-bed of seven rows, built down red and black, sixteen aces up to the kings.</source>
            <translation>Dört piket destesi; kırmızı-siyah aşağı dizilen yedi sıralık bir çiçek tarhı, papazlara kadar yukarı dizilen on altı as.</translation>
        </message>
        <message>
            <source>No card on a seven</source>
            <translation>Yedilinin üstüne kart yok</translation>
        </message>
        <message>
            <source>An ace may not be placed on a seven in the flower-bed.</source>
            <translation>Çiçek tarhında bir yedilinin üstüne as konamaz.</translation>
        </message>
        <message>
            <source>A run of red and black in descending order moves from column to column.</source>
            <translation>Aşağı doğru giden kırmızı-siyah bir dizi sütundan sütuna taşınır.</translation>
        </message>
        <message>
            <source>Mount Olympus</source>
            <translation>Olimpos Dağı</translation>
        </message>
        <message>
            <source>Two packs: a pyramid of aces and twos climbing in steps of two; a battery built down by twos.</source>
            <translation>İki deste: ikişer adımla tırmanan aslardan ve ikililerden bir piramit; ikişer ikişer aşağı dizilen bir batarya.</translation>
        </message>
        <message>
            <source>Spenser's Fairie Queen</source>
            <translation>Spenser'ın Peri Kraliçesi</translation>
        </message>
        <message>
            <source>Two packs dealt in lines under the kings as they come; aces up to the queens; bare kings take any card.</source>
            <translation>Geldikçe papazların altında kollar hâlinde dağıtılan iki deste; aslar kızlara kadar yukarı; yalnız papazlar her kartı alır.</translation>
        </message>
        <message>
            <source>The Besieged City</source>
            <translation>Kuşatılmış Kent</translation>
        </message>
        <message>
            <source>Two packs: a Reserve walled in by fourteen Ramparts; foundations zig-zag from ace to ace.</source>
            <translation>İki deste: on dört Surla çevrili bir Yedek; temeller astan asa zikzak çizer.</translation>
        </message>
        <message>
            <source>Zig-zag neighbours adding up to fourteen only</source>
            <translation>Yalnızca toplamı on dört eden zikzak komşuları</translation>
        </message>
        <message>
            <source>On the Ramparts, besides cards one apart, only pairs adding up to fourteen go on each other (Q on 2, J on 3 … 7 on 7, A on K), not those adding up to fifteen (K on 2, Q on 3 …).</source>
            <translation>Surlarda, bir değer aralıklı kartların yanı sıra, yalnızca toplamı on dört eden çiftler birbirinin üstüne gider (2'nin üstüne Q, 3'ün üstüne J … 7'nin üstüne 7, K'nin üstüne A), toplamı on beş edenler değil (2'nin üstüne K, 3'ün üstüne Q …).</translation>
        </message>
        <message>
            <source>The Constitution</source>
            <translation>Anayasa</translation>
        </message>
        <message>
            <source>Two packs: cards climb from the People through Commons and Lords to the Privy Council, then home.</source>
            <translation>İki deste: kartlar Halk'tan Avam ve Lordlar üzerinden Danışma Meclisi'ne, oradan da temele tırmanır.</translation>
        </message>
        <message>
            <source>Cæsar</source>
            <translation>Sezar</translation>
        </message>
        <message>
            <source>Nine cards, ace to nine, in a square: swap them until every line makes fifteen.</source>
            <translation>Bir karede astan dokuzluya dokuz kart: her hat on beş edene dek yerlerini değiştirin.</translation>
        </message>
        <message>
            <source>Shuffled opening</source>
            <translation>Karışık açılış</translation>
        </message>
        <message>
            <source>The nine cards are laid at random instead of as the book's picture.</source>
            <translation>Dokuz kart, kitaptaki resimdeki gibi değil, rastgele konur.</translation>
        </message>
        <message>
            <source>Shuffled, with three fifteens</source>
            <translation>Karışık, üç on beşle</translation>
        </message>
        <message>
            <source>The nine cards are laid at random, but so that exactly three lines make fifteen, as in the book.</source>
            <translation>Dokuz kart rastgele konur, ama kitaptaki gibi tam üç hat on beş edecek biçimde.</translation>
        </message>
        <message>
            <source>Nestor</source>
            <translation>Nestor</translation>
        </message>
        <message>
            <source>Six rows of eight: pair off the lowest cards of equal value, with a reserve of four for help.</source>
            <translation>Sekizer kartlık altı sıra: eşit değerdeki en alt kartları eşleyin; yardım için dört kartlık bir yedek.</translation>
        </message>
        <message>
            <source>Take up the reserve at any time</source>
            <translation>Yedekten her an kart al</translation>
        </message>
        <message>
            <source>A reserve card may be taken up even while a pair can still be made.</source>
            <translation>Bir çift hâlâ yapılabilirken bile yedekten kart alınabilir.</translation>
        </message>
        <message>
            <source>The Fourteenth</source>
            <translation>On Dördüncü</translation>
        </message>
        <message>
            <source>Two packs through a square of 25: pair off cards of one line adding to fourteen.</source>
            <translation>25 kartlık bir kareden geçen iki deste: aynı hattaki, toplamı on dört eden kartları eşleyin.</translation>
        </message>
        <message>
            <source>One exchange a game</source>
            <translation>Oyunda bir değiş tokuş</translation>
        </message>
        <message>
            <source>The exchange may be made once in the whole game.</source>
            <translation>Değiş tokuş bütün oyunda bir kez yapılabilir.</translation>
        </message>
        <message>
            <source>The exchange is one swap</source>
            <translation>Değiş tokuş tek bir yer değiştirmedir</translation>
        </message>
        <message>
            <source>The exchange moves two cards, which change places, instead of two pairs of cards.</source>
            <translation>Değiş tokuş, iki kart çifti yerine, yer değiştiren iki kartı taşır.</translation>
        </message>
        <message>
            <source>0: the exchange is free (when no fourteen can be made); 1: its first swap made, the second due; 2: made (free again after the next pair, unless the option allows one a game)</source>
            <translation>0: değiş tokuş serbest (hiç on dört yapılamadığında); 1: ilk yer değiştirme yapıldı, ikincisi bekleniyor; 2: yapıldı (seçenek oyunda yalnızca bir değiş tokuşa izin vermiyorsa sonraki çiftten sonra yeniden serbest)</translation>
        </message>
        <message>
            <source>while the exchange is half made: the places of its first swap, as 25 * i + j (i &lt; j, places numbered 0-24 in reading order)</source>
            <translation>değiş tokuş yarıdayken: ilk yer değiştirmenin yerleri, 25 * i + j olarak (i &lt; j, yerler okuma sırasıyla 0-24 numaralı)</translation>
        </message>
        <message>
            <source>The Wheel</source>
            <translation>Çark</translation>
        </message>
        <message>
            <source>Three pip cards making eighteen, crowned by a court card, fill a circle round a cross of aces.</source>
            <translation>Toplamı on sekiz eden, üstünde bir resimli kart bulunan üç sayı kartı, aslardan bir haçın çevresindeki çemberi doldurur.</translation>
        </message>
        <message>
            <source>how many deals of the cushion have been made, the first included (refilling only while it is 1)</source>
            <translation>minderin kaç kez dağıtıldığı, ilki dahil (doldurma yalnızca 1 iken yapılır)</translation>
        </message>
        <message>
            <source>present only in the middle of a deal: 1 + the index of the cushion place its next card goes to</source>
            <translation>yalnızca bir dağıtımın ortasında bulunur: 1 + sıradaki kartın gideceği minder yerinin sıra numarası</translation>
        </message>
        <message>
            <source>The Great Thirteen</source>
            <translation>Büyük On Üç</translation>
        </message>
        <message>
            <source>No foundations: under each balcony card build by doubling, then adding its value, to a king.</source>
            <translation>Temel yok: her balkon kartının altına, önce iki katını alarak, sonra değerini ekleyerek papaza kadar dizin.</translation>
        </message>
        <message>
            <source>Priority for the card only</source>
            <translation>Öncelik yalnızca kart için</translation>
        </message>
        <message>
            <source>A card that could begin an empty numeral must begin it, but other cards may still be added elsewhere meanwhile.</source>
            <translation>Boş bir rakamı başlatabilecek kart onu başlatmalıdır, ama bu arada başka kartlar yine başka yerlere eklenebilir.</translation>
        </message>
        <message>
            <source>the third process's progress: 0 during the first deal (kings are slipped under), then the number of the next ground packet to take up, 9 once packet 8 has been dealt</source>
            <translation>üçüncü işlemin ilerlemesi: ilk dağıtım boyunca 0 (papazlar alta kaydırılır), sonra kaldırılacak sıradaki zemin kümesinin numarası, 8. küme dağıtılınca 9</translation>
        </message>
        <message>
            <source>The Empress of India</source>
            <translation>Hindistan İmparatoriçesi</translation>
        </message>
        <message>
            <source>Four packs: the Army's red cards and the Navy's black go home in pairs, one of each colour.</source>
            <translation>Dört deste: Ordu'nun kırmızı ve Donanma'nın siyah kartları, her renkten biri olmak üzere çiftler hâlinde temele çıkar.</translation>
        </message>
        <message>
            <source>Pair cards only when no pair can go home</source>
            <translation>Kartları yalnızca temele çıkacak çift yokken çiftleştir</translation>
        </message>
        <message>
            <source>A new pair may be made only when no two cards can go home together, unless the new pair goes at once.</source>
            <translation>Yeni bir çift, yeni çift hemen temele çıkmıyorsa, ancak hiçbir iki kart birlikte temele çıkamadığında yapılabilir.</translation>
        </message>
        <message>
            <source>The Hemispheres</source>
            <translation>Yarım Küreler</translation>
        </message>
        <message>
            <source>Two packs: red cards live north and black south; exchange the misplaced across the equator.</source>
            <translation>İki deste: kırmızı kartlar kuzeyde, siyahlar güneyde yaşar; yanlış yerdekileri ekvatorun iki yanı arasında değiş tokuş edin.</translation>
        </message>
        <message>
            <source>The end comes when the pack is used up</source>
            <translation>Son, deste bitince gelir</translation>
        </message>
        <message>
            <source>Misplaced cards may move alone into a space, and the barriers be played, once the pack is used up, even while the talon still holds cards.</source>
            <translation>Deste bitince, ıskartada hâlâ kart olsa bile, yanlış yerdeki kartlar tek başına bir boşluğa geçebilir ve engeller oynanabilir.</translation>
        </message>
        <message>
            <source>At the end, misplaced cards are free where they lie</source>
            <translation>Sonda yanlış yerdeki kartlar durdukları yerde serbesttir</translation>
        </message>
        <message>
            <source>At the end a card in the wrong hemisphere may be used where it lies, as well as moved to a space.</source>
            <translation>Sonda yanlış yarım küredeki bir kart bir boşluğa taşınabildiği gibi durduğu yerde de kullanılabilir.</translation>
        </message>
        <message>
            <source>The Salic Law</source>
            <translation>Salik Yasası</translation>
        </message>
        <message>
            <source>Two packs: each king heads the cards dealt until the next; aces climb to knaves in any suit.</source>
            <translation>İki deste: her papaz, bir sonraki papaza dek dağıtılan kartların başında durur; aslar takıma bakılmaksızın valelere tırmanır.</translation>
        </message>
        <message>
            <source>A bare king takes a card once only</source>
            <translation>Boş papaz yalnızca bir kez kart alır</translation>
        </message>
        <message>
            <source>After the deal each bare king may take one card once in the game, not again when that card has gone.</source>
            <translation>Dağıtımdan sonra her boş papaz oyunda bir kez bir kart alabilir; o kart gidince yeniden alamaz.</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>&amp;Language</source>
            <translation>Di&amp;l</translation>
        </message>
        <message>
            <source>The system's language</source>
            <translation>Sistemin dili</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Dil</translation>
        </message>
        <message>
            <source>Cadogan will speak %1 from its next start.</source>
            <translation>Cadogan bir sonraki açılışından itibaren %1 konuşacak.</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Cadogan</source>
            <translation>Cadogan</translation>
        </message>
        <message>
            <source>&amp;Game</source>
            <translation>&amp;Oyun</translation>
        </message>
        <message>
            <source>&amp;New deal</source>
            <translation>&amp;Yeni dağıtım</translation>
        </message>
        <message>
            <source>&amp;Restart deal</source>
            <translation>Dağıtımı &amp;baştan başlat</translation>
        </message>
        <message>
            <source>Deal by &amp;number…</source>
            <translation>&amp;Numarayla dağıt…</translation>
        </message>
        <message>
            <source>&amp;Choose game…</source>
            <translation>Oyun &amp;seç…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>İs&amp;tatistikler…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;Çıkış</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>Dü&amp;zen</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Geri al</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Yinele</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>İ&amp;pucu</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Ayarlar</translation>
        </message>
        <message>
            <source>&amp;Auto-play to foundations</source>
            <translation>Temellere &amp;otomatik oyna</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Kapalı</translation>
        </message>
        <message>
            <source>&amp;Safe moves only</source>
            <translation>Yalnızca &amp;güvenli hamleler</translation>
        </message>
        <message>
            <source>&amp;All moves</source>
            <translation>&amp;Tüm hamleler</translation>
        </message>
        <message>
            <source>Game &amp;options</source>
            <translation>Oyun &amp;seçenekleri</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>&amp;Tam ekran</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Yardım</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>Bu oyunun &amp;kuralları</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Kurallar</translation>
        </message>
        <message>
            <source>The rules of this game (F1)</source>
            <translation>Bu oyunun kuralları (F1)</translation>
        </message>
        <message>
            <source>Choose another game (Ctrl+G); the game in progress is kept</source>
            <translation>Başka bir oyun seçin (Ctrl+G); süren oyun saklanır</translation>
        </message>
        <message>
            <source>&amp;About Cadogan</source>
            <translation>Cadogan &amp;hakkında</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Masa</translation>
        </message>
        <message>
            <source>Undo: %1</source>
            <translation>Geri al: %1</translation>
        </message>
        <message>
            <source>Nothing to undo</source>
            <translation>Geri alınacak bir şey yok</translation>
        </message>
        <message>
            <source>Redo: %1</source>
            <translation>Yinele: %1</translation>
        </message>
        <message>
            <source>Nothing to redo</source>
            <translation>Yinelenecek bir şey yok</translation>
        </message>
        <message>
            <source>New deal</source>
            <translation>Yeni dağıtım</translation>
        </message>
        <message>
            <source>Restart deal</source>
            <translation>Dağıtımı baştan başlat</translation>
        </message>
        <message>
            <source>Deal by number</source>
            <translation>Numarayla dağıt</translation>
        </message>
        <message>
            <source>Deal number:</source>
            <translation>Dağıtım numarası:</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>Dağıtım %1</translation>
        </message>
        <message>
            <source>%1 is on the table: New deal deals again</source>
            <translation>%1 masada: Yeni dağıtım yeniden dağıtır</translation>
        </message>
        <message>
            <source>%1: deal %2 resumed where it was left</source>
            <translation>%1: %2 numaralı dağıtım kaldığı yerden sürüyor</translation>
        </message>
        <message>
            <source>The game left could not be kept: %1</source>
            <translation>Bırakılan oyun saklanamadı: %1</translation>
        </message>
        <message>
            <source>About Cadogan</source>
            <translation>Cadogan hakkında</translation>
        </message>
        <message>
            <source>Cadogan %1

The games of patience of Lady Cadogan's illustrated book, on a card table.</source>
            <translation>Cadogan %1

Lady Cadogan'ın resimli kitabındaki pasyanslar, bir kart masasında.</translation>
        </message>
        <message>
            <source>Click: %1</source>
            <translation>Tıklama: %1</translation>
        </message>
        <message>
            <source>The %1 goes with more than one card: drop it on the one you choose</source>
            <translation>%1 birden çok karta gidebilir: onu seçtiğiniz kartın üstüne bırakın</translation>
        </message>
        <message>
            <source>Nothing goes with the %1 now</source>
            <translation>Şu an %1 ile giden bir kart yok</translation>
        </message>
        <message>
            <source>No foundation takes the %1 now</source>
            <translation>Şu an hiçbir temel %1 kartını almıyor</translation>
        </message>
        <message>
            <source>No useful move</source>
            <translation>Yararlı hamle yok</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>İpucu: %1</translation>
        </message>
        <message>
            <source>Solved!</source>
            <translation>Çözüldü!</translation>
        </message>
        <message>
            <source>%1, deal %2: %3.</source>
            <translation>%1, dağıtım %2: %3.</translation>
        </message>
        <message>
            <source>Solved! Well played.</source>
            <translation>Çözüldü! İyi oynadınız.</translation>
        </message>
        <message>
            <source>No more moves</source>
            <translation>Başka hamle yok</translation>
        </message>
        <message>
            <source>%1. Undo, or try a new deal.</source>
            <translation>%1. Geri alın ya da yeni bir dağıtım deneyin.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln move(s)</source>
            <translation>
                <numerusform>%Ln hamle</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln more by auto-play</source>
            <translation>
                <numerusform>otomatik oyunla %Ln hamle daha</numerusform>
            </translation>
        </message>
        <message>
            <source>no help from auto-play</source>
            <translation>otomatik oyundan yardım yok</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>%1, %2, in %3</source>
            <translation>%1, %2, süre %3</translation>
        </message>
        <message>
            <source>%1 · deal %2</source>
            <translation>%1 · dağıtım %2</translation>
        </message>
        <message>
            <source>Moves: %1, %2 by auto-play</source>
            <translation>Hamle: %1, otomatik: %2</translation>
        </message>
        <message>
            <source>Moves: %1</source>
            <translation>Hamle: %1</translation>
        </message>
        <message>
            <source>Pack: %1</source>
            <translation>Deste: %1</translation>
        </message>
        <message>
            <source>Talon: %1</source>
            <translation>Iskarta: %1</translation>
        </message>
        <message>
            <source>Time: %1</source>
            <translation>Süre: %1</translation>
        </message>
        <message>
            <source>%1 &amp;options</source>
            <translation>%1 &amp;seçenekleri</translation>
        </message>
        <message>
            <source>This game has no options</source>
            <translation>Bu oyunun seçeneği yok</translation>
        </message>
        <message>
            <source>Deal %1 started again: %2 on</source>
            <translation>%1 numaralı dağıtım yeniden başladı: %2 açık</translation>
        </message>
        <message>
            <source>Deal %1 started again: %2 off</source>
            <translation>%1 numaralı dağıtım yeniden başladı: %2 kapalı</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>Yeniden dağıt</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Aç…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Kaydet</translation>
        </message>
        <message>
            <source>Save the game to the file it came from (or choose one)</source>
            <translation>Oyunu geldiği dosyaya kaydedin (ya da bir dosya seçin)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>&amp;Farklı kaydet…</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>Oyun kaydedilemedi: %1</translation>
        </message>
        <message>
            <source>The game cannot be kept</source>
            <translation>Oyun saklanamıyor</translation>
        </message>
        <message>
            <source>The game in progress could not be saved, so the play since then would be lost.</source>
            <translation>Süren oyun kaydedilemedi; o zamandan beri oynananlar kaybolacak.</translation>
        </message>
        <message>
            <source>%1.

Save it to another place before closing?</source>
            <translation>%1.

Kapatmadan önce başka bir yere kaydedilsin mi?</translation>
        </message>
        <message>
            <source>Save &amp;Elsewhere…</source>
            <translation>&amp;Başka yere kaydet…</translation>
        </message>
        <message>
            <source>&amp;Close Without Saving</source>
            <translation>Kaydetmeden &amp;kapat</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Farklı kaydet</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Kaydet</translation>
        </message>
        <message>
            <source>The game could not be saved to %1: %2.</source>
            <translation>Oyun şuraya kaydedilemedi: %1: %2.</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>Kaydedildi: %1</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Aç</translation>
        </message>
        <message>
            <source>%1 cannot be opened.</source>
            <translation>%1 açılamıyor.</translation>
        </message>
        <message>
            <source>Opened %1; %2 was kept: choose it again to go on</source>
            <translation>%1 açıldı; %2 saklandı: sürdürmek için onu yeniden seçin</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>%1 açıldı</translation>
        </message>
        <message>
            <source>Open %1</source>
            <translation>Aç: %1</translation>
        </message>
        <message>
            <source>Opened %1: Undo brings back the deal before</source>
            <translation>%1 açıldı: Geri al önceki dağıtımı geri getirir</translation>
        </message>
        <message>
            <source>Opened %1: Undo brings back the deal kept before; %2 was kept too</source>
            <translation>%1 açıldı: Geri al önceden saklanan dağıtımı geri getirir; %2 de saklandı</translation>
        </message>
        <message>
            <source>Save game as</source>
            <translation>Oyunu farklı kaydet</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Kaydedilmiş bir oyun aç</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Cadogan games (*.cadogan);;All files (*)</source>
            <translation>Cadogan oyunları (*.cadogan);;Tüm dosyalar (*)</translation>
        </message>
    </context>
    <context>
        <name>Moves</name>
        <message>
            <source>%1 (the exchange's first swap)</source>
            <extracomment>%1: the move's name</extracomment>
            <translation>%1 (değiş tokuşun ilk yer değiştirmesi)</translation>
        </message>
        <message>
            <source>%1 and %2 home together</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>%1 ile %2 birlikte temele</translation>
        </message>
        <message>
            <source>%1 starts %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>%1 ile %2 başlar</translation>
        </message>
        <message>
            <source>%1 starts a descending foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 ile aşağı giden bir temel başlar</translation>
        </message>
        <message>
            <source>%1 starts an ascending foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 ile yukarı giden bir temel başlar</translation>
        </message>
        <message>
            <source>%1 to %2</source>
            <extracomment>%1: cards (9♥ 9♠), %2: a pile's name</extracomment>
            <translation>%1 → %2</translation>
        </message>
        <message>
            <source>%1…%2 to %3</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥), %3: a pile's name</extracomment>
            <translation>%1…%2 → %3</translation>
        </message>
        <message>
            <source>Begin deal %1 of twenty</source>
            <extracomment>%1: a number</extracomment>
            <translation>Yirmi kartlık %1. dağıtımı başlat</translation>
        </message>
        <message>
            <source>Choose the %1 as the first foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>İlk temel olarak %1 kartını seç</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Dağıt</translation>
        </message>
        <message>
            <source>Deal a column on the left</source>
            <translation>Sola bir sütun dağıt</translation>
        </message>
        <message>
            <source>Deal a column on the right</source>
            <translation>Sağa bir sütun dağıt</translation>
        </message>
        <message>
            <source>Deal a round</source>
            <translation>Bir tur dağıt</translation>
        </message>
        <message>
            <source>Deal a round onto the Line</source>
            <translation>Hat'a bir tur dağıt</translation>
        </message>
        <message>
            <source>Deal on</source>
            <translation>Dağıtmayı sürdür</translation>
        </message>
        <message>
            <source>Deal row %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1. sırayı dağıt</translation>
        </message>
        <message>
            <source>Deal the %1 circle</source>
            <extracomment>%1: first, second or third</extracomment>
            <translation>Dağıt: %1 çember</translation>
        </message>
        <message>
            <source>Deal the next row of the rivers</source>
            <translation>Irmakların sonraki sırasını dağıt</translation>
        </message>
        <message>
            <source>Deal the square again</source>
            <translation>Kareyi yeniden dağıt</translation>
        </message>
        <message>
            <source>Deal twelve more cards</source>
            <translation>On iki kart daha dağıt</translation>
        </message>
        <message>
            <source>Draw the %1 out of %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>%1 kartını çek: %2</translation>
        </message>
        <message>
            <source>Fill %1 from the pack</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Desteden doldur: %1</translation>
        </message>
        <message>
            <source>Fill gridiron pile %1 from the pack</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1. ızgara yığınını desteden doldur</translation>
        </message>
        <message>
            <source>Finish the deal</source>
            <translation>Dağıtımı bitir</translation>
        </message>
        <message>
            <source>Grace: %1 to %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>Lütuf: %1 → %2</translation>
        </message>
        <message>
            <source>move %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1. hamle</translation>
        </message>
        <message>
            <source>Packet %1 to the circle</source>
            <extracomment>%1: cards' values or labels (7 + 5, 9♥ 9♠)</extracomment>
            <translation>%1 kümesi çembere</translation>
        </message>
        <message>
            <source>Pair %1 with %2</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>Eşle: %1 ile %2</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>Yeniden dağıt</translation>
        </message>
        <message>
            <source>Re-deal %1</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Yeniden dağıt: %1</translation>
        </message>
        <message>
            <source>Re-deal the alphabet</source>
            <translation>Alfabeyi yeniden dağıt</translation>
        </message>
        <message>
            <source>Re-deal the garden</source>
            <translation>Bahçe'yi yeniden dağıt</translation>
        </message>
        <message>
            <source>Re-deal the Line</source>
            <translation>Hat'ı yeniden dağıt</translation>
        </message>
        <message>
            <source>Re-deal the packets and reserve</source>
            <translation>Kümeleri ve yedeği yeniden dağıt</translation>
        </message>
        <message>
            <source>Re-deal the talon</source>
            <translation>Iskartayı yeniden dağıt</translation>
        </message>
        <message>
            <source>Refill</source>
            <translation>Doldur</translation>
        </message>
        <message>
            <source>Refill the packets</source>
            <translation>Kümeleri doldur</translation>
        </message>
        <message>
            <source>Refill, then deal row %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>Doldur, sonra %1. sırayı dağıt</translation>
        </message>
        <message>
            <source>Shuffle and re-deal</source>
            <translation>Karıştır ve yeniden dağıt</translation>
        </message>
        <message>
            <source>Slip the %1 to the bottom of %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>%1 kartını en alta kaydır: %2</translation>
        </message>
        <message>
            <source>Swap %1 and %2</source>
            <extracomment>%1: cards (9♥ 9♠), %2: cards (9♥ 9♠)</extracomment>
            <translation>Yer değiştir: %1 ile %2</translation>
        </message>
        <message>
            <source>Take the %1 as the grace</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 kartını lütuf olarak al</translation>
        </message>
        <message>
            <source>Take up a reserve card</source>
            <translation>Bir yedek kart al</translation>
        </message>
        <message>
            <source>The queens' payment</source>
            <translation>Kızların bedeli</translation>
        </message>
        <message>
            <source>Turn a card</source>
            <translation>Bir kart çevir</translation>
        </message>
        <message>
            <source>undone move %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>geri alınmış %1. hamle</translation>
        </message>
    </context>
    <context>
        <name>Piles</name>
        <message>
            <source>packet %1</source>
            <translation>küme %1</translation>
        </message>
        <message>
            <source>foundation</source>
            <translation>temel</translation>
        </message>
        <message>
            <source>column %1</source>
            <translation>sütun %1</translation>
        </message>
        <message>
            <source>stock</source>
            <translation>stok</translation>
        </message>
        <message>
            <source>waste</source>
            <translation>ıskarta</translation>
        </message>
        <message>
            <source>the I foundation</source>
            <translation>I temeli</translation>
        </message>
        <message>
            <source>the II foundation</source>
            <translation>II temeli</translation>
        </message>
        <message>
            <source>the III foundation</source>
            <translation>III temeli</translation>
        </message>
        <message>
            <source>the IV foundation</source>
            <translation>IV temeli</translation>
        </message>
        <message>
            <source>the V foundation</source>
            <translation>V temeli</translation>
        </message>
        <message>
            <source>the VI foundation</source>
            <translation>VI temeli</translation>
        </message>
        <message>
            <source>the VII foundation</source>
            <translation>VII temeli</translation>
        </message>
        <message>
            <source>the VIII foundation</source>
            <translation>VIII temeli</translation>
        </message>
        <message>
            <source>the IX foundation</source>
            <translation>IX temeli</translation>
        </message>
        <message>
            <source>the X foundation</source>
            <translation>X temeli</translation>
        </message>
        <message>
            <source>the XI foundation</source>
            <translation>XI temeli</translation>
        </message>
        <message>
            <source>the XII foundation</source>
            <translation>XII temeli</translation>
        </message>
        <message>
            <source>packet I</source>
            <translation>küme I</translation>
        </message>
        <message>
            <source>packet II</source>
            <translation>küme II</translation>
        </message>
        <message>
            <source>packet III</source>
            <translation>küme III</translation>
        </message>
        <message>
            <source>packet IV</source>
            <translation>küme IV</translation>
        </message>
        <message>
            <source>packet V</source>
            <translation>küme V</translation>
        </message>
        <message>
            <source>packet VI</source>
            <translation>küme VI</translation>
        </message>
        <message>
            <source>packet VII</source>
            <translation>küme VII</translation>
        </message>
        <message>
            <source>packet VIII</source>
            <translation>küme VIII</translation>
        </message>
        <message>
            <source>packet IX</source>
            <translation>küme IX</translation>
        </message>
        <message>
            <source>packet X</source>
            <translation>küme X</translation>
        </message>
        <message>
            <source>packet XI</source>
            <translation>küme XI</translation>
        </message>
        <message>
            <source>packet XII</source>
            <translation>küme XII</translation>
        </message>
        <message>
            <source>pack</source>
            <translation>deste</translation>
        </message>
        <message>
            <source>talon</source>
            <translation>ıskarta</translation>
        </message>
        <message>
            <source>the Shah</source>
            <translation>Şah</translation>
        </message>
        <message>
            <source>ray %1, inner place</source>
            <translation>ışın %1, iç yer</translation>
        </message>
        <message>
            <source>ray %1, middle place</source>
            <translation>ışın %1, orta yer</translation>
        </message>
        <message>
            <source>ray %1, outer place</source>
            <translation>ışın %1, dış yer</translation>
        </message>
        <message>
            <source>the kings set aside</source>
            <translation>kenara konan papazlar</translation>
        </message>
        <message>
            <source>the king of hearts</source>
            <translation>kupa papazı</translation>
        </message>
        <message>
            <source>the king of clubs</source>
            <translation>sinek papazı</translation>
        </message>
        <message>
            <source>the king of diamonds</source>
            <translation>karo papazı</translation>
        </message>
        <message>
            <source>the king of spades</source>
            <translation>maça papazı</translation>
        </message>
        <message>
            <source>the knave of hearts</source>
            <translation>kupa valesi</translation>
        </message>
        <message>
            <source>the knave of clubs</source>
            <translation>sinek valesi</translation>
        </message>
        <message>
            <source>the knave of diamonds</source>
            <translation>karo valesi</translation>
        </message>
        <message>
            <source>the knave of spades</source>
            <translation>maça valesi</translation>
        </message>
        <message>
            <source>the queen of hearts</source>
            <translation>kupa kızı</translation>
        </message>
        <message>
            <source>the queen of clubs</source>
            <translation>sinek kızı</translation>
        </message>
        <message>
            <source>the queen of diamonds</source>
            <translation>karo kızı</translation>
        </message>
        <message>
            <source>the queen of spades</source>
            <translation>maça kızı</translation>
        </message>
        <message>
            <source>the aces' packet</source>
            <translation>asların kümesi</translation>
        </message>
        <message>
            <source>help card %1</source>
            <translation>yardımcı kart %1</translation>
        </message>
        <message>
            <source>the herring-bone</source>
            <translation>ringa kılçığı</translation>
        </message>
        <message>
            <source>a side scene</source>
            <translation>bir yan sahne</translation>
        </message>
        <message>
            <source>a bar</source>
            <translation>bir çubuk</translation>
        </message>
        <message>
            <source>a descending foundation</source>
            <translation>aşağı giden bir temel</translation>
        </message>
        <message>
            <source>an ascending foundation</source>
            <translation>yukarı giden bir temel</translation>
        </message>
        <message>
            <source>a king foundation</source>
            <translation>bir papaz temeli</translation>
        </message>
        <message>
            <source>an ace foundation</source>
            <translation>bir as temeli</translation>
        </message>
        <message>
            <source>row %1, column %2</source>
            <translation>sıra %1, sütun %2</translation>
        </message>
        <message>
            <source>the pack</source>
            <translation>deste</translation>
        </message>
        <message>
            <source>left row %1</source>
            <translation>sol sıra %1</translation>
        </message>
        <message>
            <source>right row %1</source>
            <translation>sağ sıra %1</translation>
        </message>
        <message>
            <source>the top packet</source>
            <translation>üst küme</translation>
        </message>
        <message>
            <source>the left packet</source>
            <translation>sol küme</translation>
        </message>
        <message>
            <source>the centre packet</source>
            <translation>orta küme</translation>
        </message>
        <message>
            <source>the right packet</source>
            <translation>sağ küme</translation>
        </message>
        <message>
            <source>the bottom packet</source>
            <translation>alt küme</translation>
        </message>
        <message>
            <source>the upper-left foundation</source>
            <translation>sol üst temel</translation>
        </message>
        <message>
            <source>the upper-right foundation</source>
            <translation>sağ üst temel</translation>
        </message>
        <message>
            <source>the lower-left foundation</source>
            <translation>sol alt temel</translation>
        </message>
        <message>
            <source>the lower-right foundation</source>
            <translation>sağ alt temel</translation>
        </message>
        <message>
            <source>a foundation</source>
            <translation>bir temel</translation>
        </message>
        <message>
            <source>river %1</source>
            <translation>ırmak %1</translation>
        </message>
        <message>
            <source>help %1</source>
            <translation>yardımcı %1</translation>
        </message>
        <message>
            <source>the Bouquet</source>
            <translation>Buket</translation>
        </message>
        <message>
            <source>corner packet %1</source>
            <translation>köşe kümesi %1</translation>
        </message>
        <message>
            <source>side packet %1</source>
            <translation>yan küme %1</translation>
        </message>
        <message>
            <source>the A♥ foundation</source>
            <translation>A♥ temeli</translation>
        </message>
        <message>
            <source>the A♠ foundation</source>
            <translation>A♠ temeli</translation>
        </message>
        <message>
            <source>the A♦ foundation</source>
            <translation>A♦ temeli</translation>
        </message>
        <message>
            <source>the A♣ foundation</source>
            <translation>A♣ temeli</translation>
        </message>
        <message>
            <source>the K♥ foundation</source>
            <translation>K♥ temeli</translation>
        </message>
        <message>
            <source>the K♠ foundation</source>
            <translation>K♠ temeli</translation>
        </message>
        <message>
            <source>the K♦ foundation</source>
            <translation>K♦ temeli</translation>
        </message>
        <message>
            <source>the K♣ foundation</source>
            <translation>K♣ temeli</translation>
        </message>
        <message>
            <source>a foundation of row %1</source>
            <translation>%1. sıranın bir temeli</translation>
        </message>
        <message>
            <source>pile %1 of the Square</source>
            <translation>Kare'nin %1. yığını</translation>
        </message>
        <message>
            <source>the top left foundation</source>
            <translation>sol üst temel</translation>
        </message>
        <message>
            <source>the top right foundation</source>
            <translation>sağ üst temel</translation>
        </message>
        <message>
            <source>the bottom left foundation</source>
            <translation>sol alt temel</translation>
        </message>
        <message>
            <source>the bottom right foundation</source>
            <translation>sağ alt temel</translation>
        </message>
        <message>
            <source>the top middle foundation</source>
            <translation>üst orta temel</translation>
        </message>
        <message>
            <source>the left middle foundation</source>
            <translation>sol orta temel</translation>
        </message>
        <message>
            <source>the right middle foundation</source>
            <translation>sağ orta temel</translation>
        </message>
        <message>
            <source>the bottom middle foundation</source>
            <translation>alt orta temel</translation>
        </message>
        <message>
            <source>the Sultan</source>
            <translation>Sultan</translation>
        </message>
        <message>
            <source>Divan card %1</source>
            <translation>Divan kartı %1</translation>
        </message>
        <message>
            <source>the card just turned</source>
            <translation>yeni çevrilen kart</translation>
        </message>
        <message>
            <source>the left ring</source>
            <translation>sol halka</translation>
        </message>
        <message>
            <source>the right ring</source>
            <translation>sağ halka</translation>
        </message>
        <message>
            <source>bracelet card %1</source>
            <translation>bilezik kartı %1</translation>
        </message>
        <message>
            <source>an ace's foundation</source>
            <translation>bir asın temeli</translation>
        </message>
        <message>
            <source>a king's foundation</source>
            <translation>bir papazın temeli</translation>
        </message>
        <message>
            <source>Zodiac packet %1</source>
            <translation>Zodyak kümesi %1</translation>
        </message>
        <message>
            <source>Equator place %1</source>
            <translation>Ekvator yeri %1</translation>
        </message>
        <message>
            <source>the ace packet</source>
            <translation>as kümesi</translation>
        </message>
        <message>
            <source>the top-left angle</source>
            <translation>sol üst açı</translation>
        </message>
        <message>
            <source>the top-right angle</source>
            <translation>sağ üst açı</translation>
        </message>
        <message>
            <source>the bottom-right angle</source>
            <translation>sağ alt açı</translation>
        </message>
        <message>
            <source>the bottom-left angle</source>
            <translation>sol alt açı</translation>
        </message>
        <message>
            <source>the wing (top arm, inner)</source>
            <translation>kanat (üst kol, iç)</translation>
        </message>
        <message>
            <source>the wing (top arm, outer)</source>
            <translation>kanat (üst kol, dış)</translation>
        </message>
        <message>
            <source>the wing (right arm, inner)</source>
            <translation>kanat (sağ kol, iç)</translation>
        </message>
        <message>
            <source>the wing (right arm, outer)</source>
            <translation>kanat (sağ kol, dış)</translation>
        </message>
        <message>
            <source>the wing (bottom arm, inner)</source>
            <translation>kanat (alt kol, iç)</translation>
        </message>
        <message>
            <source>the wing (bottom arm, outer)</source>
            <translation>kanat (alt kol, dış)</translation>
        </message>
        <message>
            <source>the wing (left arm, inner)</source>
            <translation>kanat (sol kol, iç)</translation>
        </message>
        <message>
            <source>the wing (left arm, outer)</source>
            <translation>kanat (sol kol, dış)</translation>
        </message>
        <message>
            <source>foundation %1</source>
            <translation>temel %1</translation>
        </message>
        <message>
            <source>shutter %1</source>
            <translation>kepenk %1</translation>
        </message>
        <message>
            <source>the key</source>
            <translation>anahtar</translation>
        </message>
        <message>
            <source>the left Flank's place %1</source>
            <translation>sol Kanat'ın %1. yeri</translation>
        </message>
        <message>
            <source>the right Flank's place %1</source>
            <translation>sağ Kanat'ın %1. yeri</translation>
        </message>
        <message>
            <source>Line packet %1</source>
            <translation>Hat kümesi %1</translation>
        </message>
        <message>
            <source>the diamond ace foundation</source>
            <translation>karo as temeli</translation>
        </message>
        <message>
            <source>the club ace foundation</source>
            <translation>sinek as temeli</translation>
        </message>
        <message>
            <source>the heart ace foundation</source>
            <translation>kupa as temeli</translation>
        </message>
        <message>
            <source>the spade ace foundation</source>
            <translation>maça as temeli</translation>
        </message>
        <message>
            <source>the diamond king foundation</source>
            <translation>karo papaz temeli</translation>
        </message>
        <message>
            <source>the club king foundation</source>
            <translation>sinek papaz temeli</translation>
        </message>
        <message>
            <source>the heart king foundation</source>
            <translation>kupa papaz temeli</translation>
        </message>
        <message>
            <source>the spade king foundation</source>
            <translation>maça papaz temeli</translation>
        </message>
        <message>
            <source>letter a</source>
            <translation>a harfi</translation>
        </message>
        <message>
            <source>letter b</source>
            <translation>b harfi</translation>
        </message>
        <message>
            <source>letter c</source>
            <translation>c harfi</translation>
        </message>
        <message>
            <source>letter d</source>
            <translation>d harfi</translation>
        </message>
        <message>
            <source>letter e</source>
            <translation>e harfi</translation>
        </message>
        <message>
            <source>letter f</source>
            <translation>f harfi</translation>
        </message>
        <message>
            <source>letter g</source>
            <translation>g harfi</translation>
        </message>
        <message>
            <source>letter h</source>
            <translation>h harfi</translation>
        </message>
        <message>
            <source>letter i</source>
            <translation>i harfi</translation>
        </message>
        <message>
            <source>letter k</source>
            <translation>k harfi</translation>
        </message>
        <message>
            <source>letter l</source>
            <translation>l harfi</translation>
        </message>
        <message>
            <source>letter m</source>
            <translation>m harfi</translation>
        </message>
        <message>
            <source>the diamonds laid aside</source>
            <translation>kenara konan karolar</translation>
        </message>
        <message>
            <source>the clubs laid aside</source>
            <translation>kenara konan sinekler</translation>
        </message>
        <message>
            <source>the hearts laid aside</source>
            <translation>kenara konan kupalar</translation>
        </message>
        <message>
            <source>the spades laid aside</source>
            <translation>kenara konan maçalar</translation>
        </message>
        <message>
            <source>the grace</source>
            <translation>lütuf</translation>
        </message>
        <message>
            <source>row %1, column %2 of the carpet</source>
            <translation>halının %1. sırası, %2. sütunu</translation>
        </message>
        <message>
            <source>the reserve</source>
            <translation>yedek</translation>
        </message>
        <message>
            <source>gridiron pile %1</source>
            <translation>ızgara yığını %1</translation>
        </message>
        <message>
            <source>knave %1</source>
            <translation>vale %1</translation>
        </message>
        <message>
            <source>the king beside knave %1</source>
            <translation>%1. valenin yanındaki papaz</translation>
        </message>
        <message>
            <source>the queen beside knave %1</source>
            <translation>%1. valenin yanındaki kız</translation>
        </message>
        <message>
            <source>a knave's foundation</source>
            <translation>bir valenin temeli</translation>
        </message>
        <message>
            <source>Auxiliary %1</source>
            <translation>Yardımcı %1</translation>
        </message>
        <message>
            <source>Rival %1</source>
            <translation>Rakip %1</translation>
        </message>
        <message>
            <source>Volunteer %1</source>
            <translation>Gönüllü %1</translation>
        </message>
        <message>
            <source>Terrace card %1</source>
            <translation>Teras kartı %1</translation>
        </message>
        <message>
            <source>valley packet %1</source>
            <translation>vadi kümesi %1</translation>
        </message>
        <message>
            <source>column %1 of the flower-bed</source>
            <translation>çiçek tarhının %1. sütunu</translation>
        </message>
        <message>
            <source>the ace of hearts foundation</source>
            <translation>kupa ası temeli</translation>
        </message>
        <message>
            <source>the two of spades foundation</source>
            <translation>maça ikilisi temeli</translation>
        </message>
        <message>
            <source>the ace of diamonds foundation</source>
            <translation>karo ası temeli</translation>
        </message>
        <message>
            <source>the two of clubs foundation</source>
            <translation>sinek ikilisi temeli</translation>
        </message>
        <message>
            <source>the two of hearts foundation</source>
            <translation>kupa ikilisi temeli</translation>
        </message>
        <message>
            <source>the ace of spades foundation</source>
            <translation>maça ası temeli</translation>
        </message>
        <message>
            <source>the two of diamonds foundation</source>
            <translation>karo ikilisi temeli</translation>
        </message>
        <message>
            <source>the ace of clubs foundation</source>
            <translation>sinek ası temeli</translation>
        </message>
        <message>
            <source>battery pile %1</source>
            <translation>batarya yığını %1</translation>
        </message>
        <message>
            <source>line %1</source>
            <translation>kol %1</translation>
        </message>
        <message>
            <source>the Reserve (row %1, column %2)</source>
            <translation>Yedek (sıra %1, sütun %2)</translation>
        </message>
        <message>
            <source>the Rampart above column %1</source>
            <translation>%1. sütunun üstündeki Sur</translation>
        </message>
        <message>
            <source>the Rampart right of row %1</source>
            <translation>%1. sıranın sağındaki Sur</translation>
        </message>
        <message>
            <source>the Rampart below column %1</source>
            <translation>%1. sütunun altındaki Sur</translation>
        </message>
        <message>
            <source>the Rampart left of row %1</source>
            <translation>%1. sıranın solundaki Sur</translation>
        </message>
        <message>
            <source>the Sovereign</source>
            <translation>Hükümdar</translation>
        </message>
        <message>
            <source>the N foundation</source>
            <translation>K temeli</translation>
        </message>
        <message>
            <source>the NE foundation</source>
            <translation>KD temeli</translation>
        </message>
        <message>
            <source>the E foundation</source>
            <translation>D temeli</translation>
        </message>
        <message>
            <source>the SE foundation</source>
            <translation>GD temeli</translation>
        </message>
        <message>
            <source>the S foundation</source>
            <translation>G temeli</translation>
        </message>
        <message>
            <source>the SW foundation</source>
            <translation>GB temeli</translation>
        </message>
        <message>
            <source>the W foundation</source>
            <translation>B temeli</translation>
        </message>
        <message>
            <source>the NW foundation</source>
            <translation>KB temeli</translation>
        </message>
        <message>
            <source>a Judge</source>
            <translation>bir Yargıç</translation>
        </message>
        <message>
            <source>a Bishop</source>
            <translation>bir Piskopos</translation>
        </message>
        <message>
            <source>the queens laid aside</source>
            <translation>kenara konan kızlar</translation>
        </message>
        <message>
            <source>the Privy Council, packet %1</source>
            <translation>Danışma Meclisi, küme %1</translation>
        </message>
        <message>
            <source>the House of Lords, packet %1</source>
            <translation>Lordlar Kamarası, küme %1</translation>
        </message>
        <message>
            <source>the House of Commons, packet %1</source>
            <translation>Avam Kamarası, küme %1</translation>
        </message>
        <message>
            <source>the People, packet %1</source>
            <translation>Halk, küme %1</translation>
        </message>
        <message>
            <source>the reserve cards taken up</source>
            <translation>yedekten alınan kartlar</translation>
        </message>
        <message>
            <source>the discard</source>
            <translation>atılan kartlar</translation>
        </message>
        <message>
            <source>the cross</source>
            <translation>haç</translation>
        </message>
        <message>
            <source>the circle</source>
            <translation>çember</translation>
        </message>
        <message>
            <source>cushion place %1</source>
            <translation>minder yeri %1</translation>
        </message>
        <message>
            <source>balcony card %1</source>
            <translation>balkon kartı %1</translation>
        </message>
        <message>
            <source>numeral %1</source>
            <translation>rakam %1</translation>
        </message>
        <message>
            <source>ground packet %1</source>
            <translation>zemin kümesi %1</translation>
        </message>
        <message>
            <source>the packet in hand</source>
            <translation>eldeki küme</translation>
        </message>
        <message>
            <source>an Admiral (a black foundation)</source>
            <translation>bir Amiral (siyah bir temel)</translation>
        </message>
        <message>
            <source>a General (a red foundation)</source>
            <translation>bir General (kırmızı bir temel)</translation>
        </message>
        <message>
            <source>the Army</source>
            <translation>Ordu</translation>
        </message>
        <message>
            <source>the Navy</source>
            <translation>Donanma</translation>
        </message>
        <message>
            <source>the Empress</source>
            <translation>İmparatoriçe</translation>
        </message>
        <message>
            <source>the guard</source>
            <translation>muhafızlar</translation>
        </message>
        <message>
            <source>the queens set aside</source>
            <translation>kenara konan kızlar</translation>
        </message>
        <message>
            <source>the red talon</source>
            <translation>kırmızı ıskarta</translation>
        </message>
        <message>
            <source>the black talon</source>
            <translation>siyah ıskarta</translation>
        </message>
        <message>
            <source>a barrier</source>
            <translation>bir engel</translation>
        </message>
        <message>
            <source>place %1 (the Europeans)</source>
            <translation>yer %1 (Avrupalılar)</translation>
        </message>
        <message>
            <source>place %1 (the Asiatics)</source>
            <translation>yer %1 (Asyalılar)</translation>
        </message>
        <message>
            <source>place %1 (the Australians)</source>
            <translation>yer %1 (Avustralyalılar)</translation>
        </message>
        <message>
            <source>place %1 (the Africans)</source>
            <translation>yer %1 (Afrikalılar)</translation>
        </message>
        <message>
            <source>the queens' row</source>
            <translation>kızların sırası</translation>
        </message>
        <message>
            <source>king %1</source>
            <translation>papaz %1</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source> to complete the packet</source>
            <translation> kümeyi tamamlamak için</translation>
        </message>
        <message>
            <source>%1 and %2 make %3, not %4</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥), %3: a number, %4: a number</extracomment>
            <translation>%1 ile %2 birlikte %3 eder, %4 değil</translation>
        </message>
        <message>
            <source>%1 and a court card to complete the packet</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>Kümeyi tamamlamak için %1 ve bir resimli kart gerekli</translation>
        </message>
        <message>
            <source>%1 make %2, not eighteen</source>
            <extracomment>%1: cards' values or labels (7 + 5, 9♥ 9♠), %2: a number</extracomment>
            <translation>%1 = %2, on sekiz değil</translation>
        </message>
        <message>
            <source>%1 make %2: no third card of another value makes eighteen</source>
            <extracomment>%1: cards' values or labels (7 + 5, 9♥ 9♠), %2: a number</extracomment>
            <translation>%1 = %2: başka değerde bir üçüncü kart toplamı on sekize tamamlayamaz</translation>
        </message>
        <message>
            <source>%1 to complete the packet</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>Kümeyi tamamlamak için %1 gerekli</translation>
        </message>
        <message>
            <source>2 more pip cards (%1 in all) and a court card to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>Kümeyi tamamlamak için 2 sayı kartı daha (toplam %1) ve bir resimli kart gerekli</translation>
        </message>
        <message>
            <source>2 more pip cards (%1 in all) to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>Kümeyi tamamlamak için 2 sayı kartı daha (toplam %1) gerekli</translation>
        </message>
        <message>
            <source>3 more pip cards (%1 in all) and a court card to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>Kümeyi tamamlamak için 3 sayı kartı daha (toplam %1) ve bir resimli kart gerekli</translation>
        </message>
        <message>
            <source>3 more pip cards (%1 in all) to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>Kümeyi tamamlamak için 3 sayı kartı daha (toplam %1) gerekli</translation>
        </message>
        <message>
            <source>A bar is refilled from the herring-bone by itself</source>
            <translation>Bir çubuk ringa kılçığından kendiliğinden doldurulur</translation>
        </message>
        <message>
            <source>A barrier goes only to a foundation</source>
            <translation>Bir engel yalnızca bir temele gider</translation>
        </message>
        <message>
            <source>A card can still be played to a foundation</source>
            <translation>Hâlâ bir kart temele çıkarılabilir</translation>
        </message>
        <message>
            <source>A card climbs to the division just above its own, one at a time</source>
            <translation>Bir kart yalnızca kendi bölümünün hemen üstündeki bölüme, tek tek tırmanır</translation>
        </message>
        <message>
            <source>A card dealt to a side packet may go only to the foundation beside it</source>
            <translation>Bir yan kümeye dağıtılan kart yalnızca yanındaki temele gidebilir</translation>
        </message>
        <message>
            <source>A card goes on one a rank higher or lower</source>
            <translation>Bir kart bir büyük ya da bir küçük kartın üstüne gider</translation>
        </message>
        <message>
            <source>A card is paired only with another card</source>
            <translation>Bir kart yalnızca başka bir kartla eşlenir</translation>
        </message>
        <message>
            <source>A card is turned only to fill a vacancy of the last row: deal the next row</source>
            <translation>Kart yalnızca son sıradaki bir boşluğu doldurmak için çevrilir: sonraki sırayı dağıtın</translation>
        </message>
        <message>
            <source>A card laid aside goes only to a foundation</source>
            <translation>Kenara konan bir kart yalnızca bir temele gider</translation>
        </message>
        <message>
            <source>A card laid on a numeral stays there</source>
            <translation>Bir rakama konan kart orada kalır</translation>
        </message>
        <message>
            <source>A card lower in this column blocks this one</source>
            <translation>Bu sütunda daha aşağıdaki bir kart bunu kapatıyor</translation>
        </message>
        <message>
            <source>A card of the ring marries only within its own Race; the talon's marry into any</source>
            <translation>Halkadaki bir kart yalnızca kendi Irkı içinde evlendirilir; ıskartanın kartları her Irka evlendirilebilir</translation>
        </message>
        <message>
            <source>A carpet card goes on the talon only once the talon has a card</source>
            <translation>Bir halı kartı ıskartaya ancak ıskartada bir kart varken gider</translation>
        </message>
        <message>
            <source>A combination can still be made: the next deal comes only when none is left</source>
            <translation>Hâlâ bir birleşim yapılabilir: sonraki dağıtım ancak hiç birleşim kalmayınca gelir</translation>
        </message>
        <message>
            <source>a court card to complete the packet</source>
            <translation>kümeyi tamamlamak için bir resimli kart gerekli</translation>
        </message>
        <message>
            <source>A Flank card cannot move to another Flank place</source>
            <translation>Bir Kanat kartı başka bir Kanat yerine geçemez</translation>
        </message>
        <message>
            <source>A Flank place holds one card</source>
            <translation>Bir Kanat yeri tek kart tutar</translation>
        </message>
        <message>
            <source>A foundation here starts with %1</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>Burada bir temel %1 ile başlar</translation>
        </message>
        <message>
            <source>A foundation's base card stays where it is</source>
            <translation>Bir temelin temel kartı yerinde kalır</translation>
        </message>
        <message>
            <source>A foundation's first card stays where it is</source>
            <translation>Bir temelin ilk kartı yerinde kalır</translation>
        </message>
        <message>
            <source>A fourteen can still be made: the exchange is only for when none can</source>
            <translation>Hâlâ bir on dört yapılabilir: değiş tokuş yalnızca hiçbiri yapılamadığında içindir</translation>
        </message>
        <message>
            <source>A king has already been drawn out</source>
            <translation>Zaten bir papaz çekildi</translation>
        </message>
        <message>
            <source>A king or queen cannot fill a space</source>
            <translation>Bir papaz ya da kız bir boşluğu dolduramaz</translation>
        </message>
        <message>
            <source>A knave begins each foundation of the N</source>
            <translation>N'nin her temeli bir valeyle başlar</translation>
        </message>
        <message>
            <source>A lane opens only when both sides of its row are empty</source>
            <translation>Boş sıra ancak sıranın iki yanı da boşken açılır</translation>
        </message>
        <message>
            <source>A marriage must be one rank above or below</source>
            <translation>Evlilik bir büyük ya da bir küçük kartla olmalı</translation>
        </message>
        <message>
            <source>A misplaced card moves alone into a space only when the pack and the talon are used up</source>
            <translation>Yanlış yerdeki bir kart bir boşluğa tek başına ancak deste ve ıskarta bitince geçer</translation>
        </message>
        <message>
            <source>A new foundation takes the leftmost free place of its row</source>
            <translation>Yeni bir temel, sırasının en soldaki boş yerine konur</translation>
        </message>
        <message>
            <source>A new help is begun with a card from the rivers</source>
            <translation>Yeni bir yardımcı ırmaklardan bir kartla başlatılır</translation>
        </message>
        <message>
            <source>A packet goes to the circle</source>
            <translation>Bir küme çembere gider</translation>
        </message>
        <message>
            <source>A packet is three pip cards of different values making eighteen, and a court card</source>
            <translation>Bir küme, toplamı on sekiz eden farklı değerde üç sayı kartı ile bir resimli karttır</translation>
        </message>
        <message>
            <source>A pair can still be made: take up the reserve only when none is left</source>
            <translation>Hâlâ bir çift yapılabilir: yedeği ancak hiç çift kalmayınca alın</translation>
        </message>
        <message>
            <source>A pair goes to the discard together</source>
            <translation>Bir çift atılan kartlar yığınına birlikte gider</translation>
        </message>
        <message>
            <source>A pair is one Army card and one Navy card</source>
            <translation>Bir çift, bir Ordu kartı ile bir Donanma kartıdır</translation>
        </message>
        <message>
            <source>A pair is two cards of the same value</source>
            <translation>Bir çift aynı değerde iki karttır</translation>
        </message>
        <message>
            <source>A place in the Divan is filled by itself, from the talon or the pack</source>
            <translation>Divan'daki bir yer ıskartadan ya da desteden kendiliğinden doldurulur</translation>
        </message>
        <message>
            <source>A place in the wings is filled from the talon or the pack</source>
            <translation>Kanatlardaki bir yer ıskartadan ya da desteden doldurulur</translation>
        </message>
        <message>
            <source>A queen on a single king stays there until it goes home</source>
            <translation>Yalnız bir papazın üstündeki kız temele çıkana dek orada kalır</translation>
        </message>
        <message>
            <source>A Reserve card goes only to the Ramparts at the ends of its own row and column</source>
            <translation>Bir Yedek kartı yalnızca kendi sırasının ve sütununun uçlarındaki Surlara gider</translation>
        </message>
        <message>
            <source>A Reserve place is filled from the talon or the pack</source>
            <translation>Bir Yedek yeri ıskartadan ya da desteden doldurulur</translation>
        </message>
        <message>
            <source>A Rival space is filled only from the pack or the talon</source>
            <translation>Bir Rakip boşluğu yalnızca desteden ya da ıskartadan doldurulur</translation>
        </message>
        <message>
            <source>A sequence here must follow suit</source>
            <translation>Burada bir dizi aynı takımdan olmalı</translation>
        </message>
        <message>
            <source>A side scene holds one card</source>
            <translation>Bir yan sahne tek kart tutar</translation>
        </message>
        <message>
            <source>A side scene is filled only from the pack or the talon</source>
            <translation>Bir yan sahne yalnızca desteden ya da ıskartadan doldurulur</translation>
        </message>
        <message>
            <source>A space among the help cards is filled from the pack</source>
            <translation>Yardımcı kartlar arasındaki bir boşluk desteden doldurulur</translation>
        </message>
        <message>
            <source>A space in the battery is filled from the pack or the talon</source>
            <translation>Bataryadaki bir boşluk desteden ya da ıskartadan doldurulur</translation>
        </message>
        <message>
            <source>A space in the bracelet is filled by itself, from the pack</source>
            <translation>Bilezikteki bir boşluk desteden kendiliğinden doldurulur</translation>
        </message>
        <message>
            <source>A space in the bracelet is filled by itself, from the talon or the pack</source>
            <translation>Bilezikteki bir boşluk ıskartadan ya da desteden kendiliğinden doldurulur</translation>
        </message>
        <message>
            <source>A space is filled by the next card turned from the pack</source>
            <translation>Bir boşluk desteden çevrilen sıradaki kartla doldurulur</translation>
        </message>
        <message>
            <source>A space is filled from the pack or the talon</source>
            <translation>Bir boşluk desteden ya da ıskartadan doldurulur</translation>
        </message>
        <message>
            <source>A space is filled from the talon or the pack</source>
            <translation>Bir boşluk ıskartadan ya da desteden doldurulur</translation>
        </message>
        <message>
            <source>A space is filled from the talon, or from the pack when there is no talon</source>
            <translation>Bir boşluk ıskartadan, ıskarta yoksa desteden doldurulur</translation>
        </message>
        <message>
            <source>A space is filled only from the pack or the talon</source>
            <translation>Bir boşluk yalnızca desteden ya da ıskartadan doldurulur</translation>
        </message>
        <message>
            <source>A space is filled only from the talon</source>
            <translation>Bir boşluk yalnızca ıskartadan doldurulur</translation>
        </message>
        <message>
            <source>A space is filled only with an available card</source>
            <translation>Bir boşluk yalnızca serbest bir kartla doldurulur</translation>
        </message>
        <message>
            <source>A space is filled with one card</source>
            <translation>Bir boşluk tek kartla doldurulur</translation>
        </message>
        <message>
            <source>A talon card comes into play only through an empty place of the Army or the Navy</source>
            <translation>Bir ıskarta kartı oyuna yalnızca Ordu'daki ya da Donanma'daki boş bir yerden girer</translation>
        </message>
        <message>
            <source>A vacancy is filled from the division below</source>
            <translation>Bir boşluk alttaki bölümden doldurulur</translation>
        </message>
        <message>
            <source>A vacancy is filled only from the pack</source>
            <translation>Bir boşluk yalnızca desteden doldurulur</translation>
        </message>
        <message>
            <source>A vacancy is filled only from the talon or the pack</source>
            <translation>Bir boşluk yalnızca ıskartadan ya da desteden doldurulur</translation>
        </message>
        <message>
            <source>A valley space is filled only from the pack</source>
            <translation>Vadideki bir boşluk yalnızca desteden doldurulur</translation>
        </message>
        <message>
            <source>Aces go only to the foundations</source>
            <translation>Aslar yalnızca temellere gider</translation>
        </message>
        <message>
            <source>All three circles are dealt</source>
            <translation>Üç çemberin üçü de dağıtıldı</translation>
        </message>
        <message>
            <source>An ace has already been drawn out</source>
            <translation>Zaten bir as çekildi</translation>
        </message>
        <message>
            <source>An ace or a king is free: play it instead</source>
            <translation>Serbest bir as ya da papaz var: önce onu oynayın</translation>
        </message>
        <message>
            <source>An angle's card can go only to the ace packet</source>
            <translation>Bir açının kartı yalnızca as kümesine gidebilir</translation>
        </message>
        <message>
            <source>An angle's card may go to the ace packet only to bring a wing or talon card into play</source>
            <translation>Bir açının kartı as kümesine ancak bir kanat ya da ıskarta kartını oyuna sokmak için gidebilir</translation>
        </message>
        <message>
            <source>An Auxiliary space is filled only from the Rivals</source>
            <translation>Bir Yardımcı boşluğu yalnızca Rakiplerden doldurulur</translation>
        </message>
        <message>
            <source>An emptied Zodiac place stays empty</source>
            <translation>Boşalan bir Zodyak yeri boş kalır</translation>
        </message>
        <message>
            <source>An empty column is filled only from the flower-bed</source>
            <translation>Boş bir sütun yalnızca çiçek tarhından doldurulur</translation>
        </message>
        <message>
            <source>An empty help is filled from the pack or the talon</source>
            <translation>Boş bir yardımcı desteden ya da ıskartadan doldurulur</translation>
        </message>
        <message>
            <source>An empty lane takes only the top card of another ray's outer place</source>
            <translation>Boş bir sıra yalnızca başka bir ışının dış yerindeki üst kartı alır</translation>
        </message>
        <message>
            <source>An empty letter takes its cards only from the deal</source>
            <translation>Boş bir harf kartlarını yalnızca dağıtımdan alır</translation>
        </message>
        <message>
            <source>An empty numeral can be filled: that comes before any addition</source>
            <translation>Boş bir rakam doldurulabilir: bu, her eklemeden önce gelir</translation>
        </message>
        <message>
            <source>An empty packet is filled only from the pack</source>
            <translation>Boş bir küme yalnızca desteden doldurulur</translation>
        </message>
        <message>
            <source>An empty packet is filled only from the pack or the talon</source>
            <translation>Boş bir küme yalnızca desteden ya da ıskartadan doldurulur</translation>
        </message>
        <message>
            <source>An empty packet takes no card until the next deal</source>
            <translation>Boş bir küme sonraki dağıtıma dek kart almaz</translation>
        </message>
        <message>
            <source>An empty place in the shutter is filled from the pack</source>
            <translation>Kepenkteki boş bir yer desteden doldurulur</translation>
        </message>
        <message>
            <source>An empty place is filled from the talon of its colour, or the pack</source>
            <translation>Boş bir yer kendi renginin ıskartasından ya da desteden doldurulur</translation>
        </message>
        <message>
            <source>An empty place takes no card</source>
            <translation>Boş bir yer kart almaz</translation>
        </message>
        <message>
            <source>An empty Rampart is filled from its line of the Reserve</source>
            <translation>Boş bir Sur, Yedek'teki kendi hattından doldurulur</translation>
        </message>
        <message>
            <source>An empty Volunteer is filled only from the pack</source>
            <translation>Boş bir Gönüllü yalnızca desteden doldurulur</translation>
        </message>
        <message>
            <source>Beside a knave lie only a king (left) and a queen (right)</source>
            <translation>Bir valenin yanında yalnızca bir papaz (solda) ve bir kız (sağda) durur</translation>
        </message>
        <message>
            <source>Cards are exchanged only between a rising and a falling foundation</source>
            <translation>Kartlar yalnızca yukarı giden bir temelle aşağı giden bir temel arasında değiştirilir</translation>
        </message>
        <message>
            <source>Cards are exchanged only between the two foundations of one suit</source>
            <translation>Kartlar yalnızca aynı takımın iki temeli arasında değiştirilir</translation>
        </message>
        <message>
            <source>Cards are never moved from one packet to another</source>
            <translation>Kartlar hiçbir zaman bir kümeden ötekine taşınmaz</translation>
        </message>
        <message>
            <source>Cards are not moved from one Auxiliary to another</source>
            <translation>Kartlar bir Yardımcıdan ötekine taşınmaz</translation>
        </message>
        <message>
            <source>Cards cannot be combined in this game</source>
            <translation>Bu oyunda kartlar birleştirilemez</translation>
        </message>
        <message>
            <source>Cards cannot be put back on the pack</source>
            <translation>Kartlar desteye geri konamaz</translation>
        </message>
        <message>
            <source>Cards cannot be put back on the stock or the waste</source>
            <translation>Kartlar stoka ya da ıskartaya geri konamaz</translation>
        </message>
        <message>
            <source>Cards cannot be put there</source>
            <translation>Oraya kart konamaz</translation>
        </message>
        <message>
            <source>Cards from the key go only to the foundations</source>
            <translation>Anahtardan gelen kartlar yalnızca temellere gider</translation>
        </message>
        <message>
            <source>Cards from the talon may only go to a foundation</source>
            <translation>Iskartadan gelen kartlar yalnızca bir temele gidebilir</translation>
        </message>
        <message>
            <source>Cards go only to the foundations</source>
            <translation>Kartlar yalnızca temellere gider</translation>
        </message>
        <message>
            <source>Cards go only to the foundations, or onto a card of the other colour to pair</source>
            <translation>Kartlar yalnızca temellere ya da eşlenmek için öteki renkten bir kartın üstüne gider</translation>
        </message>
        <message>
            <source>Cards go only to the numerals, under the balcony</source>
            <translation>Kartlar yalnızca balkonun altındaki rakamlara gider</translation>
        </message>
        <message>
            <source>Cards go to a foundation one at a time</source>
            <translation>Kartlar temele tek tek gider</translation>
        </message>
        <message>
            <source>Cards leave the cushion only as packets</source>
            <translation>Kartlar minderden yalnızca küme olarak ayrılır</translation>
        </message>
        <message>
            <source>Cards leave the cushion only as packets: click three pip cards and a court card</source>
            <translation>Kartlar minderden yalnızca küme olarak ayrılır: üç sayı kartına ve bir resimli karta tıklayın</translation>
        </message>
        <message>
            <source>Cards leave the game in pairs</source>
            <translation>Kartlar oyundan çiftler hâlinde çıkar</translation>
        </message>
        <message>
            <source>Cards leave the square in pairs</source>
            <translation>Kartlar kareden çiftler hâlinde çıkar</translation>
        </message>
        <message>
            <source>Cards leave two at a time, one from each of two places</source>
            <translation>Kartlar ikişer ikişer çıkar, iki ayrı yerden birer tane</translation>
        </message>
        <message>
            <source>Cards may be laid aside only in a re-deal</source>
            <translation>Kartlar yalnızca bir yeniden dağıtımda kenara konabilir</translation>
        </message>
        <message>
            <source>Cards never go back to the Bouquet</source>
            <translation>Kartlar Buket'e asla geri dönmez</translation>
        </message>
        <message>
            <source>Cards of earlier circles wait until the whole pack is dealt</source>
            <translation>Önceki çemberlerin kartları bütün deste dağıtılana dek bekler</translation>
        </message>
        <message>
            <source>Cards on a foundation go only to the other foundation of their suit</source>
            <translation>Bir temeldeki kartlar yalnızca kendi takımlarının öteki temeline gider</translation>
        </message>
        <message>
            <source>Cards on a foundation stay there</source>
            <translation>Temeldeki kartlar orada kalır</translation>
        </message>
        <message>
            <source>Cards on the ace packet stay there</source>
            <translation>As kümesindeki kartlar orada kalır</translation>
        </message>
        <message>
            <source>Cards on the fish-bone stay there</source>
            <translation>Balık kılçığındaki kartlar orada kalır</translation>
        </message>
        <message>
            <source>Cards on the Government stay there</source>
            <translation>Hükümet'teki kartlar orada kalır</translation>
        </message>
        <message>
            <source>Cards on the pyramid stay there</source>
            <translation>Piramitteki kartlar orada kalır</translation>
        </message>
        <message>
            <source>Cards on the Ramparts must follow suit</source>
            <translation>Surlardaki kartlar aynı takımdan olmalı</translation>
        </message>
        <message>
            <source>Cards swap one for one</source>
            <translation>Kartlar bire bir yer değiştirir</translation>
        </message>
        <message>
            <source>Cards turned from the pack alone go to the talon</source>
            <translation>Iskartaya yalnızca desteden çevrilen kartlar gider</translation>
        </message>
        <message>
            <source>Choose the foundation: click one of the turned cards</source>
            <translation>Temeli seçin: çevrilen kartlardan birine tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to deal</source>
            <translation>Dağıtmak için desteye tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to deal a card</source>
            <translation>Bir kart dağıtmak için desteye tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to deal a round, or click an empty Flank place to fill it from the pack</source>
            <translation>Bir tur dağıtmak için desteye, desteden doldurmak için de boş bir Kanat yerine tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to deal from it</source>
            <translation>Desteden dağıtmak için ona tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to deal the next column</source>
            <translation>Sonraki sütunu dağıtmak için desteye tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to deal the next round</source>
            <translation>Sonraki turu dağıtmak için desteye tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to deal the next row</source>
            <translation>Sonraki sırayı dağıtmak için desteye tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to refill the packets or turn a card</source>
            <translation>Kümeleri doldurmak ya da bir kart çevirmek için desteye tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to turn a card</source>
            <translation>Bir kart çevirmek için desteye tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to turn a card, or deal the next row</source>
            <translation>Bir kart çevirmek ya da sonraki sırayı dağıtmak için desteye tıklayın</translation>
        </message>
        <message>
            <source>Click the pack to use its top card</source>
            <translation>Üst kartını kullanmak için desteye tıklayın</translation>
        </message>
        <message>
            <source>Click the stock to turn a card</source>
            <translation>Bir kart çevirmek için stoka tıklayın</translation>
        </message>
        <message>
            <source>Deal the next circle first</source>
            <translation>Önce sonraki çemberi dağıtın</translation>
        </message>
        <message>
            <source>Drop the %1 on the %2 to exchange them</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>Yerlerini değiştirmek için %1 kartını %2 kartının üstüne bırakın</translation>
        </message>
        <message>
            <source>Drop the card on another card to swap them</source>
            <translation>Yerlerini değiştirmek için kartı başka bir kartın üstüne bırakın</translation>
        </message>
        <message>
            <source>Drop the card on another in its row or column to pair them</source>
            <translation>Eşlemek için kartı kendi sırasındaki ya da sütunundaki başka bir kartın üstüne bırakın</translation>
        </message>
        <message>
            <source>Drop the card on another of the same value to pair them</source>
            <translation>Eşlemek için kartı aynı değerde başka bir kartın üstüne bırakın</translation>
        </message>
        <message>
            <source>During the deal a card may go only to a foundation of its own row</source>
            <translation>Dağıtım sırasında bir kart yalnızca kendi sırasındaki bir temele gidebilir</translation>
        </message>
        <message>
            <source>Each card is paired once only, and a pair is never parted</source>
            <translation>Her kart yalnızca bir kez eşlenir ve bir çift asla ayrılmaz</translation>
        </message>
        <message>
            <source>Each card must come from a place of its own</source>
            <translation>Her kart ayrı bir yerden gelmeli</translation>
        </message>
        <message>
            <source>Equator cards never move to another place in the Equator</source>
            <translation>Ekvator kartları Ekvator'da asla başka bir yere geçmez</translation>
        </message>
        <message>
            <source>Every card is placed: the pack is used up</source>
            <translation>Her kart yerleştirildi: deste bitti</translation>
        </message>
        <message>
            <source>Every ground packet has been re-dealt</source>
            <translation>Her zemin kümesi yeniden dağıtıldı</translation>
        </message>
        <message>
            <source>Every packet already holds three cards</source>
            <translation>Her küme zaten üç kart tutuyor</translation>
        </message>
        <message>
            <source>Exchanges go between an ascending and a descending pile</source>
            <translation>Değiş tokuş yukarı giden bir yığınla aşağı giden bir yığın arasında olur</translation>
        </message>
        <message>
            <source>Face-down cards cannot be moved</source>
            <translation>Yüzü kapalı kartlar taşınamaz</translation>
        </message>
        <message>
            <source>Fill the empty places first: %1 comes next</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Önce boş yerleri doldurun: sırada %1 var</translation>
        </message>
        <message>
            <source>Fill the space in the Square first</source>
            <translation>Önce Kare'deki boşluğu doldurun</translation>
        </message>
        <message>
            <source>Fill the space in the Square first, from the pack or the talon</source>
            <translation>Önce Kare'deki boşluğu desteden ya da ıskartadan doldurun</translation>
        </message>
        <message>
            <source>Fill the spaces in order: %1 comes first</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Boşlukları sırayla doldurun: önce %1</translation>
        </message>
        <message>
            <source>Fill the vacancies first: %1 comes next</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Önce boşlukları doldurun: sırada %1 var</translation>
        </message>
        <message>
            <source>Fill the vacancies in order: %1 comes first</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Boşlukları sırayla doldurun: önce %1</translation>
        </message>
        <message>
            <source>Finish the deal first</source>
            <translation>Önce dağıtımı bitirin</translation>
        </message>
        <message>
            <source>Finish the exchange first: swap two other cards</source>
            <translation>Önce değiş tokuşu bitirin: başka iki kartın yerini değiştirin</translation>
        </message>
        <message>
            <source>First deal the square again or slip a king to the bottom of its packet</source>
            <translation>Önce kareyi yeniden dağıtın ya da bir papazı kümesinin altına kaydırın</translation>
        </message>
        <message>
            <source>First fill %1 from its line</source>
            <translation>Önce kendi hattından doldurun: %1</translation>
        </message>
        <message>
            <source>First fill the empty place in the wings, from the talon or the pack</source>
            <translation>Önce kanatlardaki boş yeri ıskartadan ya da desteden doldurun</translation>
        </message>
        <message>
            <source>First fill the vacancy</source>
            <translation>Önce boşluğu doldurun</translation>
        </message>
        <message>
            <source>First fill the vacancy in %1 from %2</source>
            <translation>Önce %1 içindeki boşluğu %2 kartlarından doldurun</translation>
        </message>
        <message>
            <source>First place the %1 as a foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Önce %1 kartını temel olarak koyun</translation>
        </message>
        <message>
            <source>First play the card just turned on a foundation</source>
            <translation>Önce yeni çevrilen kartı bir temele çıkarın</translation>
        </message>
        <message>
            <source>First put the card just turned in its place</source>
            <translation>Önce yeni çevrilen kartı yerine koyun</translation>
        </message>
        <message>
            <source>First put the card just turned in its place: the talon takes any card</source>
            <translation>Önce yeni çevrilen kartı yerine koyun: ıskarta her kartı alır</translation>
        </message>
        <message>
            <source>First put the card just turned on a packet: the next one is then turned</source>
            <translation>Önce yeni çevrilen kartı bir kümeye koyun: ardından sıradaki çevrilir</translation>
        </message>
        <message>
            <source>Foundations take one card at a time</source>
            <translation>Temeller kartları tek tek alır</translation>
        </message>
        <message>
            <source>Gridiron cards marry only with cards from the pack or talon</source>
            <translation>Izgara kartları yalnızca desteden ya da ıskartadan gelen kartlarla evlendirilir</translation>
        </message>
        <message>
            <source>Help cards may not go onto the rivers</source>
            <translation>Yardımcı kartlar ırmakların üstüne gidemez</translation>
        </message>
        <message>
            <source>Here comes %1: %2 and %3 added</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: a rank's name (ace, 2 … 10, knave, queen, king), %3: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>Buraya %1 gelir: %2 artı %3</translation>
        </message>
        <message>
            <source>In the first deal each card goes to the next open place</source>
            <translation>İlk dağıtımda her kart sıradaki açık yere gider</translation>
        </message>
        <message>
            <source>In the first deal, cards stay on the foundations</source>
            <translation>İlk dağıtımda kartlar temellerde kalır</translation>
        </message>
        <message>
            <source>Inner and middle cards can only be played to a foundation</source>
            <translation>İç ve orta kartlar yalnızca bir temele oynanabilir</translation>
        </message>
        <message>
            <source>Knaves are laid down the spine as they appear</source>
            <translation>Valeler ortaya çıktıkça omurga boyunca dizilir</translation>
        </message>
        <message>
            <source>Marriages must follow suit</source>
            <translation>Evlilikler aynı takımdan olmalı</translation>
        </message>
        <message>
            <source>More helps may be begun once the pack is used up</source>
            <translation>Deste bitince yeni yardımcılar başlatılabilir</translation>
        </message>
        <message>
            <source>Neither narrow end of this card is free</source>
            <translation>Bu kartın dar uçlarından hiçbiri açık değil</translation>
        </message>
        <message>
            <source>No card can be married onto the %1</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 kartının üstüne hiçbir kart evlendirilemez</translation>
        </message>
        <message>
            <source>No card can be placed on the %1</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 kartının üstüne hiçbir kart konamaz</translation>
        </message>
        <message>
            <source>No card can be turned now</source>
            <translation>Şu an hiçbir kart çevrilemez</translation>
        </message>
        <message>
            <source>No card goes home alone: pair it with one of the other colour that goes at the same time</source>
            <translation>Hiçbir kart temele tek başına çıkmaz: onu aynı anda çıkabilecek öteki renkten bir kartla eşleyin</translation>
        </message>
        <message>
            <source>No card is placed on a seven</source>
            <translation>Bir 7'nin üstüne kart konmaz</translation>
        </message>
        <message>
            <source>No card was played in this pass through the pack, so another pass cannot help</source>
            <translation>Destenin bu turunda hiçbir kart oynanmadı, bu yüzden bir tur daha işe yaramaz</translation>
        </message>
        <message>
            <source>No cards are left in the Line to re-deal</source>
            <translation>Hat'ta yeniden dağıtılacak kart kalmadı</translation>
        </message>
        <message>
            <source>No cards are left to re-deal</source>
            <translation>Yeniden dağıtılacak kart kalmadı</translation>
        </message>
        <message>
            <source>No cards are placed on the rows until the deal is complete</source>
            <translation>Dağıtım tamamlanana dek sıralara kart konmaz</translation>
        </message>
        <message>
            <source>No combination is made until the deal is complete</source>
            <translation>Dağıtım tamamlanana dek birleşim yapılmaz</translation>
        </message>
        <message>
            <source>No king has come to this place yet</source>
            <translation>Bu yere henüz bir papaz gelmedi</translation>
        </message>
        <message>
            <source>No marriages until the deal is complete</source>
            <translation>Dağıtım tamamlanana dek evlendirme yok</translation>
        </message>
        <message>
            <source>No marriages until the whole pack is dealt</source>
            <translation>Bütün deste dağıtılana dek evlendirme yok</translation>
        </message>
        <message>
            <source>No re-deal is allowed now</source>
            <translation>Şu an yeniden dağıtıma izin yok</translation>
        </message>
        <message>
            <source>No re-deals are left</source>
            <translation>Yeniden dağıtım hakkı kalmadı</translation>
        </message>
        <message>
            <source>No three pip cards of different values with a %1 make eighteen</source>
            <extracomment>%1: a number</extracomment>
            <translation>Bir %1 ile toplamı on sekiz eden, farklı değerde üç sayı kartı yok</translation>
        </message>
        <message>
            <source>No two cards of a packet may have the same value</source>
            <translation>Bir kümenin iki kartı aynı değerde olamaz</translation>
        </message>
        <message>
            <source>Nothing can be placed on a Bouquet card</source>
            <translation>Bir Buket kartının üstüne hiçbir şey konamaz</translation>
        </message>
        <message>
            <source>Nothing is built on the bracelet: cards go only to the rings</source>
            <translation>Bileziğin üstüne dizilmez: kartlar yalnızca halkalara gider</translation>
        </message>
        <message>
            <source>Nothing is built on the Divan: cards go only to the foundations</source>
            <translation>Divan'ın üstüne dizilmez: kartlar yalnızca temellere gider</translation>
        </message>
        <message>
            <source>Nothing is built on the help cards</source>
            <translation>Yardımcı kartların üstüne dizilmez</translation>
        </message>
        <message>
            <source>Nothing is built on the Line: cards go to the foundations or the Flanks</source>
            <translation>Hat'ın üstüne dizilmez: kartlar temellere ya da Kanatlara gider</translation>
        </message>
        <message>
            <source>Nothing is built on the Rivals</source>
            <translation>Rakiplerin üstüne dizilmez</translation>
        </message>
        <message>
            <source>Nothing is built on the tableau: cards go only to the foundations</source>
            <translation>Tablonun üstüne dizilmez: kartlar yalnızca temellere gider</translation>
        </message>
        <message>
            <source>Nothing is built on the wings: cards go only to the foundations</source>
            <translation>Kanatların üstüne dizilmez: kartlar yalnızca temellere gider</translation>
        </message>
        <message>
            <source>Nothing is ever played on the Sultan</source>
            <translation>Sultan'ın üstüne hiçbir zaman kart oynanmaz</translation>
        </message>
        <message>
            <source>Nothing is ever put on the carpet</source>
            <translation>Halının üstüne hiçbir zaman bir şey konmaz</translation>
        </message>
        <message>
            <source>Nothing is ever put on the Terrace</source>
            <translation>Teras'ın üstüne hiçbir zaman bir şey konmaz</translation>
        </message>
        <message>
            <source>Nothing is laid on an Equator card</source>
            <translation>Bir Ekvator kartının üstüne hiçbir şey konmaz</translation>
        </message>
        <message>
            <source>Nothing is played on a barrier</source>
            <translation>Bir engelin üstüne kart oynanmaz</translation>
        </message>
        <message>
            <source>Nothing is put on the key</source>
            <translation>Anahtarın üstüne hiçbir şey konmaz</translation>
        </message>
        <message>
            <source>Nothing is vacant: deal the next row</source>
            <translation>Boş yer yok: sonraki sırayı dağıtın</translation>
        </message>
        <message>
            <source>Nothing may be placed on a queen</source>
            <translation>Bir kızın üstüne hiçbir şey konamaz</translation>
        </message>
        <message>
            <source>Nothing may be placed there</source>
            <translation>Oraya hiçbir şey konamaz</translation>
        </message>
        <message>
            <source>Only %1 can fill an empty %2</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: the place's name (space, column, row)</extracomment>
            <translation>Boş bir %2 yalnızca %1 ile doldurulabilir</translation>
        </message>
        <message>
            <source>Only %1 can go on the %2</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: a card (7♥)</extracomment>
            <translation>%2 kartının üstüne yalnızca %1 konabilir</translation>
        </message>
        <message>
            <source>Only a bare king takes a card, and only one</source>
            <translation>Yalnızca boş bir papaz kart alır, o da tek bir kart</translation>
        </message>
        <message>
            <source>Only a card %1 ranks below the %2 can go on it</source>
            <extracomment>%1: a number, %2: a card (7♥)</extracomment>
            <translation>%2 kartının üstüne yalnızca ondan %1 değer küçük bir kart konabilir</translation>
        </message>
        <message>
            <source>Only a card that fits both foundations of its suit may be laid aside</source>
            <translation>Yalnızca kendi takımının iki temeline de uyan bir kart kenara konabilir</translation>
        </message>
        <message>
            <source>Only a card turned up in the deal may be laid aside</source>
            <translation>Yalnızca dağıtımda açılan bir kart kenara konabilir</translation>
        </message>
        <message>
            <source>Only a covered card of the sixth row can be drawn out</source>
            <translation>Yalnızca altıncı sırada üstü örtülü bir kart çekilebilir</translation>
        </message>
        <message>
            <source>Only a run of red and black in descending order moves together</source>
            <translation>Yalnızca aşağı doğru, kırmızı-siyah sırayla giden bir dizi birlikte taşınır</translation>
        </message>
        <message>
            <source>Only aces go to the aces' packet</source>
            <translation>Asların kümesine yalnızca aslar gider</translation>
        </message>
        <message>
            <source>Only an ace or a king can be drawn out of the sixth row</source>
            <translation>Altıncı sıradan yalnızca bir as ya da papaz çekilebilir</translation>
        </message>
        <message>
            <source>Only an empty Flank place is filled from the pack</source>
            <translation>Desteden yalnızca boş bir Kanat yeri doldurulur</translation>
        </message>
        <message>
            <source>Only an empty gridiron pile is filled from the pack</source>
            <translation>Desteden yalnızca boş bir ızgara yığını doldurulur</translation>
        </message>
        <message>
            <source>Only cards adding up to fourteen, or one apart, go on each other here</source>
            <translation>Burada yalnızca toplamı on dört eden ya da bir değer aralıklı kartlar birbirinin üstüne gider</translation>
        </message>
        <message>
            <source>Only cards of the outer circle take marriages</source>
            <translation>Yalnızca dış çemberdeki kartların üstüne evlendirilir</translation>
        </message>
        <message>
            <source>Only cards of the Privy Council go to the Government</source>
            <translation>Hükümet'e yalnızca Danışma Meclisi'nin kartları gider</translation>
        </message>
        <message>
            <source>Only cards of the ring are exchanged</source>
            <translation>Yalnızca halkanın kartları yer değiştirir</translation>
        </message>
        <message>
            <source>Only cards turned from the pack go there</source>
            <translation>Oraya yalnızca desteden çevrilen kartlar gider</translation>
        </message>
        <message>
            <source>Only cards turned from the pack go to the talon</source>
            <translation>Iskartaya yalnızca desteden çevrilen kartlar gider</translation>
        </message>
        <message>
            <source>Only cards turned from the pack that no foundation takes go to the talon</source>
            <translation>Iskartaya yalnızca desteden çevrilen ve hiçbir temelin almadığı kartlar gider</translation>
        </message>
        <message>
            <source>Only carpet cards are built on the talon</source>
            <translation>Iskartanın üstüne yalnızca halı kartları dizilir</translation>
        </message>
        <message>
            <source>Only one card of this angle at a time: first play a wing or talon card</source>
            <translation>Bu açıdan aynı anda yalnızca tek kart: önce bir kanat ya da ıskarta kartı oynayın</translation>
        </message>
        <message>
            <source>Only one court card crowns a packet, and court cards count no pips</source>
            <translation>Bir kümeyi yalnızca tek bir resimli kart taçlandırır ve resimli kartlar sayılmaz</translation>
        </message>
        <message>
            <source>Only the %1 of %2 can go on the %3</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king), %2: a suit's name (hearts), %3: a card (7♥)</extracomment>
            <translation>%3 kartının üstüne yalnızca %2 takımından %1 konabilir</translation>
        </message>
        <message>
            <source>Only the Auxiliaries' cards are played to the foundations</source>
            <translation>Temellere yalnızca Yardımcıların kartları oynanır</translation>
        </message>
        <message>
            <source>Only the card just turned goes to the talon</source>
            <translation>Iskartaya yalnızca yeni çevrilen kart gider</translation>
        </message>
        <message>
            <source>Only the cards of the square play</source>
            <translation>Yalnızca karedeki kartlar oynanır</translation>
        </message>
        <message>
            <source>Only the lowest card of a column can be moved</source>
            <translation>Bir sütunun yalnızca en alttaki kartı taşınabilir</translation>
        </message>
        <message>
            <source>Only the lowest card of a column is free</source>
            <translation>Bir sütunun yalnızca en alttaki kartı serbesttir</translation>
        </message>
        <message>
            <source>Only the lowest card of the herring-bone is free</source>
            <translation>Ringa kılçığının yalnızca en alttaki kartı serbesttir</translation>
        </message>
        <message>
            <source>Only the outermost card of a ray is free</source>
            <translation>Bir ışının yalnızca en dıştaki kartı serbesttir</translation>
        </message>
        <message>
            <source>Only the outside card of a row can be moved, one at a time</source>
            <translation>Bir sıranın yalnızca dış uçtaki kartı taşınabilir, tek tek</translation>
        </message>
        <message>
            <source>Only the pack's card goes there, as it is turned</source>
            <translation>Oraya yalnızca destenin kartı, çevrildiği anda gider</translation>
        </message>
        <message>
            <source>Only the right-hand card of the Terrace is available</source>
            <translation>Teras'ın yalnızca en sağdaki kartı serbesttir</translation>
        </message>
        <message>
            <source>Only the top card of the waste can be used</source>
            <translation>Iskartanın yalnızca üstteki kartı kullanılabilir</translation>
        </message>
        <message>
            <source>Only the top cards of the cushion make packets</source>
            <translation>Kümeleri yalnızca minderin üst kartları oluşturur</translation>
        </message>
        <message>
            <source>Only the uppermost card can be moved</source>
            <translation>Yalnızca en üstteki kart taşınabilir</translation>
        </message>
        <message>
            <source>Only the vacancies of the last row dealt can be filled</source>
            <translation>Yalnızca son dağıtılan sıranın boşlukları doldurulabilir</translation>
        </message>
        <message>
            <source>Only two single cards are exchanged</source>
            <translation>Yalnızca iki tek kart yer değiştirir</translation>
        </message>
        <message>
            <source>Place every card you can before the third process begins</source>
            <translation>Üçüncü işlem başlamadan önce yerleştirebildiğiniz her kartı yerleştirin</translation>
        </message>
        <message>
            <source>Play every packet card that fits a foundation first (the %1)</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Önce bir temele uyan her küme kartını oynayın (%1)</translation>
        </message>
        <message>
            <source>Play the Volunteers' cards to the foundations before forming sequences</source>
            <translation>Dizi kurmadan önce Gönüllülerin kartlarını temellere oynayın</translation>
        </message>
        <message>
            <source>Privy Council cards go only to the Government</source>
            <translation>Danışma Meclisi kartları yalnızca Hükümet'e gider</translation>
        </message>
        <message>
            <source>Put the card just turned in its place: the next one is then turned</source>
            <translation>Yeni çevrilen kartı yerine koyun: ardından sıradaki çevrilir</translation>
        </message>
        <message>
            <source>Put the card just turned into a vacancy of the last row first</source>
            <translation>Önce yeni çevrilen kartı son sıradaki bir boşluğa koyun</translation>
        </message>
        <message>
            <source>Red and black must alternate</source>
            <translation>Kırmızı ve siyah sırayla gelmeli</translation>
        </message>
        <message>
            <source>Red and black must alternate on this foundation</source>
            <translation>Bu temelde kırmızı ve siyah sırayla gelmeli</translation>
        </message>
        <message>
            <source>Red cards go to the Generals, black cards to the Admirals</source>
            <translation>Kırmızı kartlar Generallere, siyah kartlar Amirallere gider</translation>
        </message>
        <message>
            <source>Refill the short packets before turning a card</source>
            <translation>Kart çevirmeden önce eksik kümeleri doldurun</translation>
        </message>
        <message>
            <source>Reserve cards may be transposed only when the pack and the talon are used up</source>
            <translation>Yedek kartlarının yeri ancak deste ve ıskarta bitince değiştirilebilir</translation>
        </message>
        <message>
            <source>Reserve cards must pass through the Ramparts before they go home</source>
            <translation>Yedek kartları temele çıkmadan önce Surlardan geçmeli</translation>
        </message>
        <message>
            <source>River cards marry only onto the helps</source>
            <translation>Irmak kartları yalnızca yardımcıların üstüne evlendirilir</translation>
        </message>
        <message>
            <source>Strict order: refill the packets before playing again</source>
            <translation>Sıkı sıra: yeniden oynamadan önce kümeleri doldurun</translation>
        </message>
        <message>
            <source>Take up a reserve card by clicking the reserve</source>
            <translation>Bir yedek kart almak için yedeğe tıklayın</translation>
        </message>
        <message>
            <source>Terrace cards go only to the foundations</source>
            <translation>Teras kartları yalnızca temellere gider</translation>
        </message>
        <message>
            <source>That is not allowed now</source>
            <translation>Buna şu an izin yok</translation>
        </message>
        <message>
            <source>That is not one of the moves offered now</source>
            <translation>Bu, şu an sunulan hamlelerden biri değil</translation>
        </message>
        <message>
            <source>The %1 already have their ace foundation</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>Zaten bir %1 as temeli var</translation>
        </message>
        <message>
            <source>The %1 already have their foundation</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>Zaten bir %1 temeli var</translation>
        </message>
        <message>
            <source>The %1 already have their king foundation</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>Zaten bir %1 papaz temeli var</translation>
        </message>
        <message>
            <source>The %1 belongs to the %2 hemisphere</source>
            <extracomment>%1: a card (7♥), %2: northern or southern</extracomment>
            <translation>%1, %2 yarım küreye ait</translation>
        </message>
        <message>
            <source>The %1 can only change places with a misplaced card of the other colour</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 yalnızca öteki renkten, yanlış yerdeki bir kartla yer değiştirebilir</translation>
        </message>
        <message>
            <source>The %1 cannot begin a foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 bir temel başlatamaz</translation>
        </message>
        <message>
            <source>The %1 is blocked by the card below it</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 kartını altındaki kart kapatıyor</translation>
        </message>
        <message>
            <source>The %1 is neither one apart from the %2 nor next to it in the zig-zag</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>%1, %2 kartından ne bir değer uzakta ne de zikzakta onun komşusu</translation>
        </message>
        <message>
            <source>The %1 lies in its own hemisphere: it is not exchanged</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 kendi yarım küresinde duruyor: yer değiştirmez</translation>
        </message>
        <message>
            <source>The %1 lies in the wrong hemisphere: exchange it first</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 yanlış yarım kürede duruyor: önce yerini değiştirin</translation>
        </message>
        <message>
            <source>The %1 lies in the wrong hemisphere: nothing is married onto it</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 yanlış yarım kürede duruyor: üstüne hiçbir şey evlendirilmez</translation>
        </message>
        <message>
            <source>The %1 must start a foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 bir temel başlatmalı</translation>
        </message>
        <message>
            <source>The %1 needs a place beside a knave of %2</source>
            <extracomment>%1: a card (7♥), %2: a suit's name (hearts)</extracomment>
            <translation>%1 bir %2 valesinin yanında yer istiyor</translation>
        </message>
        <message>
            <source>The %1 needs the %2 next</source>
            <extracomment>%1: a card (7♥), %2: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>%1 kartının üstüne sırada %2 gelmeli</translation>
        </message>
        <message>
            <source>The %1 paired with it cannot go home yet</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Onunla eşlenen %1 henüz temele çıkamaz</translation>
        </message>
        <message>
            <source>The %1 takes %2 only</source>
            <extracomment>%1: a card (7♥), %2: a suit's name (hearts)</extracomment>
            <translation>%1 yalnızca %2 alır</translation>
        </message>
        <message>
            <source>The aces take these places as they turn up in the deal</source>
            <translation>Aslar dağıtımda açıldıkça bu yerlere konur</translation>
        </message>
        <message>
            <source>The balcony cards never move</source>
            <translation>Balkon kartları hiç yer değiştirmez</translation>
        </message>
        <message>
            <source>The barriers stay until the pack and the talon are used up</source>
            <translation>Engeller deste ve ıskarta bitene dek yerinde kalır</translation>
        </message>
        <message>
            <source>The card below blocks this one</source>
            <translation>Alttaki kart bunu kapatıyor</translation>
        </message>
        <message>
            <source>The card just turned fits a foundation: it is played there, not laid aside</source>
            <translation>Yeni çevrilen kart bir temele uyuyor: kenara konmaz, oraya oynanır</translation>
        </message>
        <message>
            <source>The card just turned may only go to a foundation; turn the next card to lay it on the talon</source>
            <translation>Yeni çevrilen kart yalnızca bir temele gidebilir; onu ıskartaya koymak için sıradaki kartı çevirin</translation>
        </message>
        <message>
            <source>The card must be next to the %1 in the order %2</source>
            <extracomment>%1: a card (7♥), %2: ranks in their order (A, 7, 8 … K)</extracomment>
            <translation>Kart, %1 kartının komşusu olmalı (sıra: %2)</translation>
        </message>
        <message>
            <source>The cards are already there</source>
            <translation>Kartlar zaten orada</translation>
        </message>
        <message>
            <source>The circle is filled clockwise from the top: the packet goes to its next empty place</source>
            <translation>Çember tepeden saat yönünde doldurulur: küme sıradaki boş yere gider</translation>
        </message>
        <message>
            <source>The deal is complete</source>
            <translation>Dağıtım tamamlandı</translation>
        </message>
        <message>
            <source>The Empress and her guard stand alone</source>
            <translation>İmparatoriçe ve muhafızları yalnız durur</translation>
        </message>
        <message>
            <source>The exception is allowed only before any foundation is begun</source>
            <translation>Açılış ayrıcalığı yalnızca hiçbir temel başlatılmadan önce kullanılabilir</translation>
        </message>
        <message>
            <source>The exchange has been made: another is allowed only after a pair</source>
            <translation>Değiş tokuş yapıldı: yenisine ancak bir çiftten sonra izin var</translation>
        </message>
        <message>
            <source>The exchange moves four different cards: swap two others</source>
            <translation>Değiş tokuş dört farklı kartı yerinden oynatır: başka iki kartın yerini değiştirin</translation>
        </message>
        <message>
            <source>The face-up cards of a column move all together or not at all</source>
            <translation>Bir sütunun yüzü açık kartları ya hep birlikte taşınır ya hiç</translation>
        </message>
        <message>
            <source>The first ace of each suit takes a free corner by itself</source>
            <translation>Her takımın ilk ası boş bir köşeye kendiliğinden yerleşir</translation>
        </message>
        <message>
            <source>The first card on a %1 is %2</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king), %2: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>Bir %1 üstüne gelen ilk kart %2 olur</translation>
        </message>
        <message>
            <source>The first four kings go to the angles</source>
            <translation>İlk dört papaz açılara gider</translation>
        </message>
        <message>
            <source>The foundations are begun only when every card lies in the Zodiac or the Equator</source>
            <translation>Temeller ancak her kart Zodyak'ta ya da Ekvator'da durduğunda başlatılır</translation>
        </message>
        <message>
            <source>The foundations are laid left to right: use the next space</source>
            <translation>Temeller soldan sağa konur: sıradaki boşluğu kullanın</translation>
        </message>
        <message>
            <source>The garden is taken up only when the pack is used up</source>
            <translation>Bahçe ancak deste bitince toplanır</translation>
        </message>
        <message>
            <source>The grace has already been taken</source>
            <translation>Lütuf zaten alındı</translation>
        </message>
        <message>
            <source>The grace is a card of the tableau</source>
            <translation>Lütuf tablodan bir karttır</translation>
        </message>
        <message>
            <source>The grace is taken only once the pack is used up</source>
            <translation>Lütuf ancak deste bitince alınır</translation>
        </message>
        <message>
            <source>The herring-bone is used up, so empty bars stay empty</source>
            <translation>Ringa kılçığı bitti, bu yüzden boş çubuklar boş kalır</translation>
        </message>
        <message>
            <source>The king stays in its angle</source>
            <translation>Papaz kendi açısında kalır</translation>
        </message>
        <message>
            <source>The kings never move</source>
            <translation>Papazlar hiç yer değiştirmez</translation>
        </message>
        <message>
            <source>The kings stay where they are</source>
            <translation>Papazlar yerlerinde kalır</translation>
        </message>
        <message>
            <source>The Line is re-dealt only when the pack is used up</source>
            <translation>Hat ancak deste bitince yeniden dağıtılır</translation>
        </message>
        <message>
            <source>The one exchange of the game has been made</source>
            <translation>Oyunun tek değiş tokuşu yapıldı</translation>
        </message>
        <message>
            <source>The only move is to swap two cards</source>
            <translation>Tek hamle iki kartın yerini değiştirmek</translation>
        </message>
        <message>
            <source>The pack is dealt by the rules</source>
            <translation>Deste kurallara göre dağıtılır</translation>
        </message>
        <message>
            <source>The pack is used up</source>
            <translation>Deste bitti</translation>
        </message>
        <message>
            <source>The pack is used up and no re-deals are left</source>
            <translation>Deste bitti ve yeniden dağıtım hakkı kalmadı</translation>
        </message>
        <message>
            <source>The pack is used up and the re-deal has been made</source>
            <translation>Deste bitti ve yeniden dağıtım yapıldı</translation>
        </message>
        <message>
            <source>The pack is used up: click it to turn the talon over</source>
            <translation>Deste bitti: ıskartayı ters çevirmek için desteye tıklayın</translation>
        </message>
        <message>
            <source>The pack is used up: it is gone through once only</source>
            <translation>Deste bitti: yalnızca bir kez dolaşılır</translation>
        </message>
        <message>
            <source>The pack is used up: the deal is complete</source>
            <translation>Deste bitti: dağıtım tamamlandı</translation>
        </message>
        <message>
            <source>The pack is used up; fill the spaces from the talon</source>
            <translation>Deste bitti; boşlukları ıskartadan doldurun</translation>
        </message>
        <message>
            <source>The pack is used up; short packets stay short</source>
            <translation>Deste bitti; eksik kümeler eksik kalır</translation>
        </message>
        <message>
            <source>The pack is used up; vacancies stay empty</source>
            <translation>Deste bitti; boşluklar boş kalır</translation>
        </message>
        <message>
            <source>The packet in hand is dealt by clicking</source>
            <translation>Eldeki küme tıklanarak dağıtılır</translation>
        </message>
        <message>
            <source>The packets are taken up in order: %1 comes next</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Kümeler sırayla kaldırılır: sırada %1 var</translation>
        </message>
        <message>
            <source>The packets are taken up only when the whole pack has been dealt</source>
            <translation>Kümeler ancak bütün deste dağıtılınca kaldırılır</translation>
        </message>
        <message>
            <source>The queens are paid for only when the pack is used up</source>
            <translation>Kızların bedeli ancak deste bitince ödenir</translation>
        </message>
        <message>
            <source>The queens only stand in their row</source>
            <translation>Kızlar yalnızca kendi sıralarında durur</translation>
        </message>
        <message>
            <source>The queens' row takes only the queens, as they are dealt</source>
            <translation>Kızların sırası yalnızca kızları, dağıtıldıkça alır</translation>
        </message>
        <message>
            <source>The reserve is used up</source>
            <translation>Yedek bitti</translation>
        </message>
        <message>
            <source>The reserve may be used only when the whole pack has been dealt</source>
            <translation>Yedek ancak bütün deste dağıtılınca kullanılabilir</translation>
        </message>
        <message>
            <source>The sequence must descend by one</source>
            <translation>Dizi birer birer aşağı inmeli</translation>
        </message>
        <message>
            <source>The sequence must descend in the order %1</source>
            <extracomment>%1: ranks in their order (A, 7, 8 … K)</extracomment>
            <translation>Dizi şu sırayla aşağı inmeli: %1</translation>
        </message>
        <message>
            <source>The Sovereign, the Bishops and the Judges never move</source>
            <translation>Hükümdar, Piskoposlar ve Yargıçlar hiç yer değiştirmez</translation>
        </message>
        <message>
            <source>The space stays empty: the pack and the talon are used up</source>
            <translation>Boşluk boş kalır: deste ve ıskarta bitti</translation>
        </message>
        <message>
            <source>The square is magic already: every line makes fifteen</source>
            <translation>Kare zaten sihirli: her hat on beş ediyor</translation>
        </message>
        <message>
            <source>The Sultan stays alone in the middle</source>
            <translation>Sultan ortada yalnız kalır</translation>
        </message>
        <message>
            <source>The talon holds no card to pay with</source>
            <translation>Iskartada ödeme yapılacak kart yok</translation>
        </message>
        <message>
            <source>The talon is empty: there is nothing to re-deal</source>
            <translation>Iskarta boş: yeniden dağıtılacak bir şey yok</translation>
        </message>
        <message>
            <source>The talon is re-dealt only when the pack is used up</source>
            <translation>Iskarta ancak deste bitince yeniden dağıtılır</translation>
        </message>
        <message>
            <source>The talon's cards come in only to fill a vacancy among the People</source>
            <translation>Iskartanın kartları oyuna yalnızca Halk'taki bir boşluğu doldurmak için girer</translation>
        </message>
        <message>
            <source>The talon's cards come into play only through the Reserve</source>
            <translation>Iskartanın kartları oyuna yalnızca Yedek üzerinden girer</translation>
        </message>
        <message>
            <source>The talon's cards reach the Auxiliaries only through a Rival space</source>
            <translation>Iskartanın kartları Yardımcılara yalnızca bir Rakip boşluğu üzerinden ulaşır</translation>
        </message>
        <message>
            <source>The talon's cards wait for the re-deal</source>
            <translation>Iskartanın kartları yeniden dağıtımı bekler</translation>
        </message>
        <message>
            <source>The Terrace's %1 must be played here first</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Önce Teras'taki %1 buraya oynanmalı</translation>
        </message>
        <message>
            <source>The three cards make eighteen, but a court card must crown them</source>
            <translation>Üç kart on sekiz ediyor, ama onları bir resimli kart taçlandırmalı</translation>
        </message>
        <message>
            <source>The two cards must lie in one row or one column</source>
            <translation>İki kart aynı sırada ya da aynı sütunda olmalı</translation>
        </message>
        <message>
            <source>There are no vacancies to refill</source>
            <translation>Doldurulacak boşluk yok</translation>
        </message>
        <message>
            <source>There are not so many cards there</source>
            <translation>Orada o kadar kart yok</translation>
        </message>
        <message>
            <source>There is no card there</source>
            <translation>Orada kart yok</translation>
        </message>
        <message>
            <source>There is no queen in the talon to pay for a fresh pack</source>
            <translation>Iskartada yeni bir destenin bedelini ödeyecek kız yok</translation>
        </message>
        <message>
            <source>There is no re-deal</source>
            <translation>Yeniden dağıtım yok</translation>
        </message>
        <message>
            <source>There is no such place</source>
            <translation>Böyle bir yer yok</translation>
        </message>
        <message>
            <source>There is nothing left to re-deal</source>
            <translation>Yeniden dağıtılacak bir şey kalmadı</translation>
        </message>
        <message>
            <source>There is only one re-deal</source>
            <translation>Yalnızca bir yeniden dağıtım var</translation>
        </message>
        <message>
            <source>These cards do not leave together now</source>
            <translation>Bu kartlar şu an birlikte çıkmaz</translation>
        </message>
        <message>
            <source>These cards never move</source>
            <translation>Bu kartlar hiç yer değiştirmez</translation>
        </message>
        <message>
            <source>These queens take no part in the game</source>
            <translation>Bu kızlar oyunda yer almaz</translation>
        </message>
        <message>
            <source>This %1 must first fill the empty numeral waiting for it</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>Bu %1 önce onu bekleyen boş rakamı doldurmalı</translation>
        </message>
        <message>
            <source>This card is blocked by the circle dealt over it</source>
            <translation>Bu kartı üstüne dağıtılan çember kapatıyor</translation>
        </message>
        <message>
            <source>This card is covered above and below in its column</source>
            <translation>Bu kartın sütununda hem üstü hem altı kapalı</translation>
        </message>
        <message>
            <source>This foundation cannot be started with that card</source>
            <translation>Bu temel o kartla başlatılamaz</translation>
        </message>
        <message>
            <source>This foundation has no court card</source>
            <translation>Bu temelde resimli kart yok</translation>
        </message>
        <message>
            <source>This foundation is complete</source>
            <translation>Bu temel tamamlandı</translation>
        </message>
        <message>
            <source>This foundation needs the %1 next</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>Bu temele sırada %1 gelmeli</translation>
        </message>
        <message>
            <source>This foundation needs the second %1 next, to turn</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>Bu temele, dönmek için sırada ikinci %1 gelmeli</translation>
        </message>
        <message>
            <source>This foundation takes %1 only</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>Bu temel yalnızca %1 alır</translation>
        </message>
        <message>
            <source>This game has no re-deal</source>
            <translation>Bu oyunda yeniden dağıtım yok</translation>
        </message>
        <message>
            <source>This king has had its one card</source>
            <translation>Bu papaz tek kartını aldı</translation>
        </message>
        <message>
            <source>This numeral is complete with its king</source>
            <translation>Bu rakam papazıyla tamamlandı</translation>
        </message>
        <message>
            <source>This place keeps %1 only</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>Buraya yalnızca %1 konur</translation>
        </message>
        <message>
            <source>Those cards have left the game</source>
            <translation>O kartlar oyundan çıktı</translation>
        </message>
        <message>
            <source>Transposing here brings no card in line with a Rampart that will take it</source>
            <translation>Burada yer değiştirmek hiçbir kartı onu alacak bir Surla aynı hatta getirmiyor</translation>
        </message>
        <message>
            <source>Under %1 the first card is %2 (its value doubled)</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>Balkondaki %1 altında ilk kart %2 olur (değerinin iki katı)</translation>
        </message>
        <message>
            <source>Until the deal is complete, cards go only to the foundations</source>
            <translation>Dağıtım tamamlanana dek kartlar yalnızca temellere gider</translation>
        </message>
        <message>
            <source>Until the deal is complete, only the card just dealt can be played</source>
            <translation>Dağıtım tamamlanana dek yalnızca yeni dağıtılan kart oynanabilir</translation>
        </message>
        <message>
            <source>Until the deal of twenty is complete, only the card just turned can be played</source>
            <translation>Yirmi kartlık dağıtım tamamlanana dek yalnızca yeni çevrilen kart oynanabilir</translation>
        </message>
        <message>
            <source>While a circle is being dealt, only the card just dealt can be played</source>
            <translation>Bir çember dağıtılırken yalnızca yeni dağıtılan kart oynanabilir</translation>
        </message>
        <message>
            <source>While the circles are dealt, cards only go to the foundations</source>
            <translation>Çemberler dağıtılırken kartlar yalnızca temellere gider</translation>
        </message>
        <message>
            <source>While the pack lasts, an empty help is refilled from the pack</source>
            <translation>Deste bitmedikçe boş bir yardımcı desteden doldurulur</translation>
        </message>
        <message>
            <source>While there is a talon, a space takes its top card</source>
            <translation>Iskarta varken bir boşluk onun üst kartını alır</translation>
        </message>
        <message>
            <source>While two cards can go home together, no new pair is made</source>
            <translation>İki kart birlikte temele çıkabildiği sürece yeni çift yapılmaz</translation>
        </message>
        <message>
            <source>Zodiac cards never fill a space in the Equator</source>
            <translation>Zodyak kartları Ekvator'daki bir boşluğu asla doldurmaz</translation>
        </message>
        <message>
            <source>Zodiac cards never marry each other</source>
            <translation>Zodyak kartları asla birbiriyle evlendirilmez</translation>
        </message>
        <message>
            <source>Zodiac cards stay where they are until every card is placed</source>
            <translation>Zodyak kartları her kart yerleşene dek yerinde kalır</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Rules — %1</source>
            <translation>Kurallar — %1</translation>
        </message>
        <message>
            <source>*These rules are not yet written in %1: here they are in English.*</source>
            <translation>*Bu kurallar henüz %1 yazılmadı: burada İngilizce olarak veriliyor.*</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>%1 (save.start)</source>
            <extracomment>%1: why, in a sentence of its own</extracomment>
            <translation>%1 (save.start)</translation>
        </message>
        <message>
            <source>%1 cannot be played (%2) (%3)</source>
            <extracomment>%1: which move: move 3, undone move 3, %2: the program's own name for the error, shown as it is, %3: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>%1 oynanamıyor (%2) (%3)</translation>
        </message>
        <message>
            <source>%1 is not a card code such as '7H.0' (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>%1, '7H.0' gibi bir kart kodu değil (%2)</translation>
        </message>
        <message>
            <source>%1 is not allowed: %2 (%3)</source>
            <extracomment>%1: which move: move 3, undone move 3, %2: why, in a sentence of its own, %3: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>%1 kurallara aykırı: %2 (%3)</translation>
        </message>
        <message>
            <source>%1 should be %2, not %3 (%4)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: a kind of value (text, a whole number, a list), %3: a kind of value (text, a whole number, a list), %4: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>%1 %2 olmalı, %3 değil (%4)</translation>
        </message>
        <message>
            <source>%1 should be a whole number not below 0 (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>%1 sıfırdan küçük olmayan bir tam sayı olmalı (%2)</translation>
        </message>
        <message>
            <source>'clear_redo' should be true or false (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>'clear_redo' true ya da false olmalı (%1)</translation>
        </message>
        <message>
            <source>'extra' should be an object (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>'extra' bir nesne olmalı (%1)</translation>
        </message>
        <message>
            <source>'extra' should be an object (save.extra)</source>
            <translation>'extra' bir nesne olmalı (save.extra)</translation>
        </message>
        <message>
            <source>'play' should be a list of moves (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>'play' bir hamle listesi olmalı (%1)</translation>
        </message>
        <message>
            <source>a card should be a text code such as '7H.0', not %1 (%2)</source>
            <extracomment>%1: a kind of value (text, a whole number, a list), %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>her kart '7H.0' gibi bir metin kodu olmalı, %1 değil (%2)</translation>
        </message>
        <message>
            <source>a journal line has an unknown field %1 (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>bir günlük satırında bilinmeyen bir alan var: %1 (%2)</translation>
        </message>
        <message>
            <source>a journal line should be an object (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>her günlük satırı bir nesne olmalı (%1)</translation>
        </message>
        <message>
            <source>a move has an unknown field %1 (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>bir hamlede bilinmeyen bir alan var: %1 (%2)</translation>
        </message>
        <message>
            <source>a move should be an object (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>her hamle bir nesne olmalı (%1)</translation>
        </message>
        <message>
            <source>a move's 'auto' should be true or false (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>bir hamlenin 'auto' alanı true ya da false olmalı (%1)</translation>
        </message>
        <message>
            <source>a move's 'count' should be a positive whole number (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>bir hamlenin 'count' alanı pozitif bir tam sayı olmalı (%1)</translation>
        </message>
        <message>
            <source>a move's 'dst' should name a pile (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>bir hamlenin 'dst' alanı bir yığının adı olmalı (%1)</translation>
        </message>
        <message>
            <source>a move's 'src' should name a pile (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>bir hamlenin 'src' alanı bir yığının adı olmalı (%1)</translation>
        </message>
        <message>
            <source>a move's 'srcs' should be a list of piles (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>bir hamlenin 'srcs' alanı bir yığın listesi olmalı (%1)</translation>
        </message>
        <message>
            <source>a number of %1 characters is far too long for a save</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1 karakterlik bir sayı, bir kayıt dosyası için fazlasıyla uzun</translation>
        </message>
        <message>
            <source>a number of %1 digits is far too big for a save</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1 basamaklı bir sayı, bir kayıt dosyası için fazlasıyla büyük</translation>
        </message>
        <message>
            <source>a pile should be a list of cards (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>her yığın bir kart listesi olmalı (%1)</translation>
        </message>
        <message>
            <source>the %1 cannot be read (%2)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file, %2: the program's own name for the error, shown as it is</extracomment>
            <translation>%1 okunamıyor (%2)</translation>
        </message>
        <message>
            <source>the %1 is nested too deeply to be read</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file</extracomment>
            <translation>%1 okunamayacak kadar derin iç içe geçmiş</translation>
        </message>
        <message>
            <source>the %1 is not a JSON document (%2, line %3)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file, %2: the program's own name for the error, shown as it is, %3: a number</extracomment>
            <translation>%1 bir JSON belgesi değil (%2, satır %3)</translation>
        </message>
        <message>
            <source>the %1 is not text</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file</extracomment>
            <translation>%1 metin değil</translation>
        </message>
        <message>
            <source>the %1 is not text (it is not in UTF-8)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file</extracomment>
            <translation>%1 metin değil (UTF-8 kodlamasında değil)</translation>
        </message>
        <message>
            <source>the %1 is too big to be a saved game (%2 MB)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file, %2: a number</extracomment>
            <translation>%1 kayıtlı bir oyun olamayacak kadar büyük (%2 MB)</translation>
        </message>
        <message>
            <source>the counter %1 is missing (save.start.counters)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>%1 sayacı eksik (save.start.counters)</translation>
        </message>
        <message>
            <source>the counter %1 must be a whole number (save.start.counters)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>%1 sayacı bir tam sayı olmalı (save.start.counters)</translation>
        </message>
        <message>
            <source>the deal number must be between 1 and %1 (save.deal)</source>
            <extracomment>%1: a number</extracomment>
            <translation>dağıtım numarası 1 ile %1 arasında olmalı (save.deal)</translation>
        </message>
        <message>
            <source>the field %1 is missing (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>%1 alanı eksik (%2)</translation>
        </message>
        <message>
            <source>the game reaches a position it cannot have: %1 (%2)</source>
            <extracomment>%1: why, in a sentence of its own, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>oyun, olamayacak bir duruma varıyor: %1 (%2)</translation>
        </message>
        <message>
            <source>the journal cannot be replayed (%1) (%2)</source>
            <extracomment>%1: the program's own name for the error, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>günlük yeniden oynatılamıyor (%1) (%2)</translation>
        </message>
        <message>
            <source>the journal does not begin with its header (journal line 1)</source>
            <translation>günlük kendi başlığıyla başlamıyor (journal line 1)</translation>
        </message>
        <message>
            <source>the journal is of a version this copy of Cadogan cannot read (journal line 1)</source>
            <translation>günlüğün sürümünü Cadogan'ın bu kopyası okuyamıyor (journal line 1)</translation>
        </message>
        <message>
            <source>the journal's lines are out of order: this line does not follow the one before it; lines were moved, removed or taken from another journal (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>günlüğün satırlarının sırası bozuk: bu satır bir öncekinin ardından gelmiyor; satırlar yer değiştirmiş, silinmiş ya da başka bir günlükten alınmış (%1)</translation>
        </message>
        <message>
            <source>the number %1 is not allowed in a save</source>
            <extracomment>%1: a number as written in the file</extracomment>
            <translation>%1 sayısı bir kayıt dosyasında kullanılamaz</translation>
        </message>
        <message>
            <source>the number %1 is too big for a save</source>
            <extracomment>%1: a number as written in the file</extracomment>
            <translation>%1 sayısı bir kayıt dosyası için çok büyük</translation>
        </message>
        <message>
            <source>the save cannot be replayed (%1: %2)</source>
            <extracomment>%1: the program's own name for the error, shown as it is, %2: why, in a sentence of its own</extracomment>
            <translation>kayıt dosyasındaki oyun yeniden oynatılamıyor (%1: %2)</translation>
        </message>
        <message>
            <source>the save is nested too deeply to be read</source>
            <translation>kayıt dosyası okunamayacak kadar derin iç içe geçmiş</translation>
        </message>
        <message>
            <source>the save is of version %1, which this copy of Cadogan cannot read (it reads %2) (save.version)</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>kayıt dosyasının sürümü %1; Cadogan'ın bu kopyası bu sürümü okuyamıyor (okuduğu sürüm: %2) (save.version)</translation>
        </message>
        <message>
            <source>the save was made under an older rule of %1 (%2), and its moves cannot be replayed under the rule the game follows now (save.start)</source>
            <extracomment>%1: a game's title, %2: what changed in the rule</extracomment>
            <translation>kayıt dosyası %1 oyununun eski bir kuralıyla yapılmış (%2); hamleleri, oyunun şimdi izlediği kuralla yeniden oynatılamıyor (save.start)</translation>
        </message>
        <message>
            <source>the starting position is not deal %1 of %2 (save.start)</source>
            <extracomment>%1: a number, %2: a game's title</extracomment>
            <translation>başlangıç durumu, %2 oyununun %1 numaralı dağıtımı değil (save.start)</translation>
        </message>
        <message>
            <source>there are fewer moves to redo than the journal says (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>yinelenecek hamleler günlüğün söylediğinden az (%1)</translation>
        </message>
        <message>
            <source>there are fewer moves to undo than the journal says (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>geri alınacak hamleler günlüğün söylediğinden az (%1)</translation>
        </message>
        <message>
            <source>there is no game %1 in this copy of Cadogan (save.game)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>Cadogan'ın bu kopyasında %1 adlı bir oyun yok (save.game)</translation>
        </message>
        <message>
            <source>this is not a saved game of Cadogan (the format should be %1) (save.format)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>bu, Cadogan'ın kayıtlı bir oyunu değil (biçim %1 olmalı) (save.format)</translation>
        </message>
        <message>
            <source>this is not a saved game of Cadogan (the top level must be an object) (save)</source>
            <translation>bu, Cadogan'ın kayıtlı bir oyunu değil (en üst düzey bir nesne olmalı) (save)</translation>
        </message>
    </context>
    <context>
        <name>Solving</name>
        <message>
            <source>No move wins from here: no sequence of moves wins this deal</source>
            <translation>Buradan kazandıran bir hamle yok: hiçbir hamle dizisi bu dağıtımı kazanmaz</translation>
        </message>
        <message>
            <source>No move wins from here: undo moves to find a winnable position</source>
            <translation>Buradan kazandıran bir hamle yok: kazanılabilir bir durum bulmak için hamleleri geri alın</translation>
        </message>
        <message numerus="yes">
            <source>No move wins from here: undo %Ln move(s) to the last winnable position</source>
            <translation>
                <numerusform>Buradan kazandıran bir hamle yok: son kazanılabilir duruma dönmek için %Ln hamle geri alın</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver plays knowing every card, the face-down ones and the order of the pack included, so a deal it can win may still be hard to win by sight.</source>
            <translation>Çözücü her kâğıdı, kapalı olanları ve destenin sırasını da bilerek oynar; bu yüzden onun kazanabildiği bir dağıtımı görerek kazanmak yine de zor olabilir.</translation>
        </message>
        <message>
            <source>Can this deal be &amp;won?</source>
            <translation>Bu dağıtım &amp;kazanılabilir mi?</translation>
        </message>
        <message>
            <source>Ask the solver, which knows every card, whether this deal can be won</source>
            <translation>Her kâğıdı bilen çözücüye bu dağıtımın kazanılıp kazanılamayacağını sorun</translation>
        </message>
        <message>
            <source>&amp;Play to the finish</source>
            <translation>Sonuna kadar &amp;oyna</translation>
        </message>
        <message>
            <source>Play the solver's winning line from here; any click or key stops it</source>
            <translation>Çözücünün kazandıran yolunu buradan oynatın; herhangi bir tıklama ya da tuş onu durdurur</translation>
        </message>
        <message>
            <source>Deal only &amp;winnable games</source>
            <translation>Yalnızca &amp;kazanılabilir oyunlar dağıt</translation>
        </message>
        <message>
            <source>New deal tries deal numbers until the solver proves one can be won (a second or two at most)</source>
            <translation>Yeni dağıtım, çözücü birinin kazanılabileceğini kanıtlayana dek dağıtım numaralarını dener (en çok bir iki saniye)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>İptal</translation>
        </message>
        <message numerus="yes">
            <source>it wins: %Ln move(s) to go, knowing every card</source>
            <translation>
                <numerusform>kazandırır: her kâğıt bilinerek %Ln hamle kaldı</numerusform>
            </translation>
        </message>
        <message>
            <source>The question was left undecided</source>
            <translation>Soru yanıtsız kaldı</translation>
        </message>
        <message>
            <source>Solving the deal</source>
            <translation>Dağıtım çözülüyor</translation>
        </message>
        <message>
            <source>%1, deal %2</source>
            <translation>%1, dağıtım %2</translation>
        </message>
        <message numerus="yes">
            <source>Yes, in %Ln move(s).</source>
            <translation>
                <numerusform>Evet, %Ln hamlede.</numerusform>
            </translation>
        </message>
        <message>
            <source>No: no sequence of moves wins this deal.</source>
            <translation>Hayır: hiçbir hamle dizisi bu dağıtımı kazanmaz.</translation>
        </message>
        <message>
            <source>Not decided within the time allowed.</source>
            <translation>Verilen süre içinde karar verilemedi.</translation>
        </message>
        <message>
            <source>Can this deal be won?</source>
            <translation>Bu dağıtım kazanılabilir mi?</translation>
        </message>
        <message numerus="yes">
            <source>The solver tried %1 positions in %Ln second(s), knowing every card, and neither found a win nor ran out of moves to try.</source>
            <translation>
                <numerusform>Çözücü her kâğıdı bilerek %Ln saniyede %1 durum denedi; ne bir kazanç buldu ne de denenecek hamleleri tükendi.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>The game is won already</source>
            <translation>Oyun zaten kazanıldı</translation>
        </message>
        <message>
            <source>The cards moved while the solver worked: ask again to play to the finish</source>
            <translation>Çözücü çalışırken kâğıtlar oynadı: sonuna kadar oynamak için yeniden sorun</translation>
        </message>
        <message>
            <source>Not decided within the time allowed: no winning line to play</source>
            <translation>Verilen süre içinde karar verilemedi: oynanacak kazandıran bir yol yok</translation>
        </message>
        <message>
            <source>Looking for a winning line</source>
            <translation>Kazandıran bir yol aranıyor</translation>
        </message>
        <message>
            <source>Playing to the finish: click or press a key to stop</source>
            <translation>Sonuna kadar oynanıyor: durdurmak için tıklayın ya da bir tuşa basın</translation>
        </message>
        <message>
            <source>No winning line is known from here</source>
            <translation>Buradan kazandıran bir yol bilinmiyor</translation>
        </message>
        <message>
            <source>Stopped playing to the finish</source>
            <translation>Sonuna kadar oynama durduruldu</translation>
        </message>
        <message>
            <source>No new deal: the search was cancelled</source>
            <translation>Yeni dağıtım yok: arama iptal edildi</translation>
        </message>
        <message>
            <source>No deal was proved winnable within %1 seconds (%2 tried): this one may not be</source>
            <translation>%1 saniye içinde hiçbir dağıtımın kazanılabildiği kanıtlanamadı (%2 denendi): bu dağıtım kazanılamayabilir</translation>
        </message>
        <message>
            <source>Deal %1: the solver, knowing every card, has found a way to win it</source>
            <translation>Dağıtım %1: her kâğıdı bilen çözücü onu kazanmanın bir yolunu buldu</translation>
        </message>
        <message>
            <source>Looking for a winnable deal</source>
            <translation>Kazanılabilir bir dağıtım aranıyor</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tried</source>
            <translation>
                <numerusform>%Ln denendi</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln position(s)</source>
            <translation>
                <numerusform>%Ln durum</numerusform>
            </translation>
        </message>
        <message>
            <source>%1… %2</source>
            <translation>%1… %2</translation>
        </message>
        <message>
            <source>%1…</source>
            <translation>%1…</translation>
        </message>
        <message>
            <source>Cancelling…</source>
            <translation>İptal ediliyor…</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Pack</source>
            <translation>Deste</translation>
        </message>
        <message>
            <source>Talon</source>
            <translation>Iskarta</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>%1: empty</source>
            <translation>%1: boş</translation>
        </message>
        <message>
            <source> on </source>
            <translation>, altında </translation>
        </message>
        <message>
            <source>, %1 more face up</source>
            <translation>, yüzü açık %1 kart daha</translation>
        </message>
        <message numerus="yes">
            <source>%Ln card(s) face down</source>
            <translation>
                <numerusform>yüzü kapalı %Ln kart</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <source>Card table: %1</source>
            <translation>Kart masası: %1</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>Game</source>
            <translation>Oyun</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Oynanan</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Kazanılan</translation>
        </message>
        <message>
            <source>Won %</source>
            <translation>Kazanma %</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>En iyi süre</translation>
        </message>
        <message>
            <source>Fewest moves</source>
            <translation>En az hamle</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Seri</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>En iyi seri</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>İstatistikler</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>%1 (no combination left: click the pack)</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1 (birleşim kalmadı: desteye tıklayın)</translation>
        </message>
        <message>
            <source>%1 (not complete: click the pack)</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1 (tamamlanmadı: desteye tıklayın)</translation>
        </message>
        <message>
            <source>%1 complete</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1, tamamlandı</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>%1 / %2</translation>
        </message>
        <message>
            <source>%1 of %2, complete</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>%1 / %2, tamamlandı</translation>
        </message>
        <message>
            <source>%1 of %2, dealing</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>%1 / %2, dağıtılıyor</translation>
        </message>
        <message>
            <source>%1 of 3 (click the pack for the next)</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1 / 3 (sonraki için desteye tıklayın)</translation>
        </message>
        <message>
            <source>%1, %2 of %3 laid</source>
            <extracomment>%1: a number, %2: a number, %3: a number</extracomment>
            <translation>%1, %2 / %3 kart kondu</translation>
        </message>
        <message>
            <source>a card played</source>
            <translation>bir kart oynandı</translation>
        </message>
        <message>
            <source>click one of the turned cards</source>
            <translation>çevrilen kartlardan birine tıklayın</translation>
        </message>
        <message>
            <source>every packet dealt</source>
            <translation>her küme dağıtıldı</translation>
        </message>
        <message>
            <source>fill the empty place (talon or pack)</source>
            <translation>boş yeri doldurun (ıskarta ya da deste)</translation>
        </message>
        <message>
            <source>going round without progress</source>
            <translation>ilerlemeden dönüp duruyor</translation>
        </message>
        <message>
            <source>made</source>
            <translation>yapıldı</translation>
        </message>
        <message>
            <source>nothing more can be placed: click packet %1 to begin</source>
            <extracomment>%1: a number</extracomment>
            <translation>yerleştirilecek bir şey kalmadı: başlamak için %1. kümeye tıklayın</translation>
        </message>
        <message>
            <source>nothing played yet</source>
            <translation>henüz bir şey oynanmadı</translation>
        </message>
        <message>
            <source>packet %1 next (click it to deal it)</source>
            <extracomment>%1: a number</extracomment>
            <translation>sırada %1. küme (dağıtmak için ona tıklayın)</translation>
        </message>
        <message>
            <source>refill due (click the pack)</source>
            <translation>doldurma zamanı (desteye tıklayın)</translation>
        </message>
        <message>
            <source>row %1 of %2</source>
            <extracomment>%1: a number, %2: a pile's name</extracomment>
            <translation>%2, sıra %1</translation>
        </message>
        <message>
            <source>swap two other cards</source>
            <translation>başka iki kartın yerini değiştirin</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>Another copy of Cadogan is running: this one saves nothing (the game and statistics are theirs).</source>
            <translation>Cadogan'ın başka bir kopyası çalışıyor: bu kopya hiçbir şey kaydetmez (oyun ve istatistikler ötekinindir).</translation>
        </message>
        <message>
            <source>%1 is a file where Cadogan's data folder should be</source>
            <translation>%1, Cadogan'ın veri klasörünün olması gereken yerde bir dosya</translation>
        </message>
        <message>
            <source>%1 is a file where a folder should be, on the way to Cadogan's data folder %2</source>
            <translation>%1, Cadogan'ın veri klasörü %2 yolunda, bir klasörün olması gereken yerde bir dosya</translation>
        </message>
        <message>
            <source>%1: this copy saves nothing (neither the game nor the statistics). Move that file away.</source>
            <translation>%1: bu kopya hiçbir şey kaydetmez (ne oyunu ne de istatistikleri). O dosyayı başka yere taşıyın.</translation>
        </message>
        <message>
            <source>Cadogan's data folder %1 cannot be made (%2): this copy saves nothing.</source>
            <translation>Cadogan'ın veri klasörü %1 oluşturulamıyor (%2): bu kopya hiçbir şey kaydetmez.</translation>
        </message>
        <message>
            <source>The journal %1 of the saved game could not be read (%2): the game is restored as it was last saved whole, without the moves since. %3.</source>
            <translation>Kayıtlı oyunun günlüğü %1 okunamadı (%2): oyun en son bütün olarak kaydedildiği hâliyle, sonraki hamleler olmadan geri yüklendi. %3.</translation>
        </message>
        <message>
            <source>the time played (%1) is not a sensible number of seconds (save.extra)</source>
            <translation>oynanan süre (%1) anlamlı bir saniye sayısı değil (save.extra)</translation>
        </message>
        <message>
            <source>the mark %1 should be true or false (save.extra)</source>
            <translation>%1 işareti true ya da false olmalı (save.extra)</translation>
        </message>
        <message>
            <source>The saved game %1 could not be restored: %2. %3.</source>
            <translation>Kayıtlı oyun %1 geri yüklenemedi: %2. %3.</translation>
        </message>
        <message>
            <source>it is a symbolic link that leads round in a loop, to no file</source>
            <translation>hiçbir dosyaya varmadan döngüye giren bir sembolik bağlantı</translation>
        </message>
        <message>
            <source>The saved game %1 could not be put on the table: %2. %3.</source>
            <translation>Kayıtlı oyun %1 masaya konamadı: %2. %3.</translation>
        </message>
        <message>
            <source>%1 cannot be opened: %2.</source>
            <translation>%1 açılamıyor: %2.</translation>
        </message>
        <message>
            <source>it is not a plain file</source>
            <translation>düz bir dosya değil</translation>
        </message>
        <message>
            <source>it is far too big (%1 KB)</source>
            <translation>çok fazla büyük (%1 KB)</translation>
        </message>
        <message>
            <source>it is not UTF-8 text</source>
            <translation>UTF-8 metin değil</translation>
        </message>
        <message>
            <source>The settings file %1 could not be read (%2); %3. Defaults are used.</source>
            <translation>Ayarlar dosyası %1 okunamadı (%2); %3. Varsayılanlar kullanılıyor.</translation>
        </message>
        <message>
            <source>The settings could not be saved to %1; your choices hold until Cadogan closes.</source>
            <translation>Ayarlar %1 dosyasına kaydedilemedi; seçimleriniz Cadogan kapanana dek geçerli.</translation>
        </message>
        <message>
            <source>The statistics could not be saved to %1: %2</source>
            <translation>İstatistikler %1 dosyasına kaydedilemedi: %2</translation>
        </message>
        <message>
            <source>The statistics file %1 could not be read (%2); %3.</source>
            <translation>İstatistik dosyası %1 okunamadı (%2); %3.</translation>
        </message>
        <message>
            <source>it could not be set aside (%1)</source>
            <translation>kenara alınamadı (%1)</translation>
        </message>
        <message>
            <source>it was kept as %1</source>
            <translation>dosya %1 olarak saklandı</translation>
        </message>
        <message>
            <source>it could not be kept aside (%1)</source>
            <translation>kenarda saklanamadı (%1)</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>%1, then %2</source>
            <translation>%1, sonra %2</translation>
        </message>
        <message>
            <source>%1, then %2 cards by auto-play</source>
            <translation>%1, sonra otomatik oyunla %2 kart</translation>
        </message>
        <message>
            <source>choose the card it goes with</source>
            <translation>eşleşeceği kartı seçin</translation>
        </message>
        <message>
            <source>choose where to put it</source>
            <translation>nereye koyacağınızı seçin</translation>
        </message>
        <message>
            <source>%1 and %2 more picked up: %3 (Esc puts it back)</source>
            <translation>%1 ve %2 kart daha alındı: %3 (Esc geri koyar)</translation>
        </message>
        <message>
            <source>%1 picked up: %2 (Esc puts it back)</source>
            <translation>%1 alındı: %2 (Esc geri koyar)</translation>
        </message>
        <message>
            <source>%1 turned: choose where to put it</source>
            <translation>%1 çevrildi: nereye koyacağınızı seçin</translation>
        </message>
        <message>
            <source>Choose a place for the %1</source>
            <translation>%1 için bir yer seçin</translation>
        </message>
        <message>
            <source>Put back</source>
            <translation>Geri koy</translation>
        </message>
        <message>
            <source>Nothing to pick up from the %1</source>
            <translation>Şuradan alınacak bir şey yok: %1</translation>
        </message>
        <message>
            <source>Nothing chosen</source>
            <translation>Hiçbir şey seçilmedi</translation>
        </message>
        <message>
            <source>%1 chosen: %2</source>
            <translation>%1 seçildi: %2</translation>
        </message>
        <message>
            <source>%1 chosen</source>
            <translation>%1 seçildi</translation>
        </message>
        <message>
            <source>%1: %2 (click a chosen card to put it back)</source>
            <translation>%1: %2 (geri koymak için seçilmiş bir karta tıklayın)</translation>
        </message>
        <message>
            <source>A double-click sends only the top card home, not the %1</source>
            <translation>Çift tıklama yalnızca üst kartı temele gönderir, %1 kartını değil</translation>
        </message>
        <message>
            <source>The Bouquet</source>
            <translation>Buket</translation>
        </message>
        <message>
            <source>pack</source>
            <translation>deste</translation>
        </message>
        <message>
            <source>turned</source>
            <translation>açılan</translation>
        </message>
        <message>
            <source>talon</source>
            <translation>ıskarta</translation>
        </message>
        <message>
            <source>grace</source>
            <translation>lütuf</translation>
        </message>
        <message>
            <source>Privy Council</source>
            <translation>Danışma Meclisi</translation>
        </message>
        <message>
            <source>Lords</source>
            <translation>Lordlar</translation>
        </message>
        <message>
            <source>Commons</source>
            <translation>Avam</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Halk</translation>
        </message>
        <message>
            <source>EUROPEAN</source>
            <translation>AVRUPALILAR</translation>
        </message>
        <message>
            <source>ASIATIC</source>
            <translation>ASYALILAR</translation>
        </message>
        <message>
            <source>AUSTRALIAN</source>
            <translation>AVUSTRALYALILAR</translation>
        </message>
        <message>
            <source>AFRICAN</source>
            <translation>AFRİKALILAR</translation>
        </message>
        <message>
            <source>NORTHERN</source>
            <translation>KUZEY</translation>
        </message>
        <message>
            <source>HEMISPHERE</source>
            <translation>YARIMKÜRE</translation>
        </message>
        <message>
            <source>SOUTHERN</source>
            <translation>GÜNEY</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <source>Re-deals left</source>
            <translation>Kalan yeniden dağıtım</translation>
        </message>
        <message>
            <source>How many more times this game lets you gather the cards up and deal them again.</source>
            <translation>Bu oyunun, kartları toplayıp yeniden dağıtmanıza daha kaç kez izin verdiği.</translation>
        </message>
        <message>
            <source>Counters</source>
            <translation>Fişler</translation>
        </message>
        <message>
            <source>The book's wager: you pay 52 counters for the pack and are paid 5 for every card you lay on a foundation. This is your balance: 11 cards home and you are ahead; all 52 home wins 208.</source>
            <translation>Kitaptaki bahis: deste için 52 fiş ödersiniz ve bir temele koyduğunuz her kart için 5 fiş alırsınız. Bu sizin bakiyenizdir: temelde 11 kart olunca kârdasınız; 52 kartın hepsi temele çıkarsa 208 fiş kazanırsınız.</translation>
        </message>
        <message>
            <source>Packets</source>
            <translation>Kümeler</translation>
        </message>
        <message>
            <source>What the clock's packets wait for now.</source>
            <translation>Saatin kümelerinin şu an beklediği.</translation>
        </message>
        <message>
            <source>Circles</source>
            <translation>Çemberler</translation>
        </message>
        <message>
            <source>How many of the star's three circles are dealt. Each new circle blocks the one inside it; the star is complete with the third (outer) circle.</source>
            <translation>Yıldızın üç çemberinden kaçının dağıtıldığı. Her yeni çember içindekini kapatır; yıldız üçüncü (dış) çemberle tamamlanır.</translation>
        </message>
        <message>
            <source>Foundations from</source>
            <translation>Temellerin başlangıcı</translation>
        </message>
        <message>
            <source>The rank every foundation starts from in this deal; they build up from it, turning the corner from king to ace.</source>
            <translation>Bu dağıtımda her temelin başladığı değer; temeller ondan yukarı doğru dizilir ve papazdan asa döner.</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>Sıralar</translation>
        </message>
        <message>
            <source>How many rows are dealt so far. Each new row blocks the one above it until the cards below are gone.</source>
            <translation>Şimdiye dek kaç sıra dağıtıldığı. Her yeni sıra, altındaki kartlar gidene dek üstündekini kapatır.</translation>
        </message>
        <message>
            <source>Spaces</source>
            <translation>Boşluklar</translation>
        </message>
        <message>
            <source>Empty places waiting to be filled, from the talon or the pack.</source>
            <translation>Iskartadan ya da desteden doldurulmayı bekleyen boş yerler.</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Dağıtım</translation>
        </message>
        <message>
            <source>Which deal this is (the first, then each re-deal), and whether its cards are all laid out.</source>
            <translation>Bunun hangi dağıtım olduğu (ilki, sonra her yeniden dağıtım) ve kartlarının hepsinin açılıp açılmadığı.</translation>
        </message>
        <message>
            <source>Columns dealt</source>
            <translation>Dağıtılan sütunlar</translation>
        </message>
        <message>
            <source>How many columns are laid out so far.</source>
            <translation>Şimdiye dek kaç sütun açıldığı.</translation>
        </message>
        <message>
            <source>This round</source>
            <translation>Bu tur</translation>
        </message>
        <message>
            <source>Whether any card has been played since the pack was last turned over: a round with nothing played cannot help, and the game is over.</source>
            <translation>Deste son kez ters çevrildiğinden beri bir kart oynanıp oynanmadığı: hiçbir şeyin oynanmadığı bir tur işe yaramaz ve oyun biter.</translation>
        </message>
        <message>
            <source>Wings</source>
            <translation>Kanatlar</translation>
        </message>
        <message>
            <source>What the wings wait for now.</source>
            <translation>Kanatların şu an beklediği.</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Anahtar</translation>
        </message>
        <message>
            <source>Cards still in the key, the packet of 32 laid out first. Only its top card is free, and only for a foundation. A queen on top of the key takes fourteen cards off it (herself among them) to the bottom of the pack. Clearing the key matters most.</source>
            <translation>Önce açılan 32 kartlık küme olan anahtarda kalan kartlar. Yalnızca üst kartı serbesttir, o da yalnızca bir temel için. Anahtarın üstündeki bir kız, kendisi de içinde olmak üzere on dört kartı destenin altına götürür. En önemlisi anahtarı bitirmektir.</translation>
        </message>
        <message>
            <source>Queens on talon</source>
            <translation>Iskartadaki kızlar</translation>
        </message>
        <message>
            <source>Queens laid on the talon. When the pack runs out, each one buys three cards from the bottom of the talon, besides herself, for a fresh pack.</source>
            <translation>Iskartaya konan kızlar. Deste bitince her biri, kendisinin yanı sıra yeni bir deste için ıskartanın altından üç kart satın alır.</translation>
        </message>
        <message>
            <source>Queens to pay</source>
            <translation>Ödenecek kızlar</translation>
        </message>
        <message>
            <source>Queens on the talon not paid out yet: each buys three cards from the bottom of the talon for the next fresh pack.</source>
            <translation>Iskartada henüz ödenmemiş kızlar: her biri sonraki yeni deste için ıskartanın altından üç kart satın alır.</translation>
        </message>
        <message>
            <source>Fresh packs</source>
            <translation>Yeni desteler</translation>
        </message>
        <message>
            <source>Whether turning the pack again can still change anything.</source>
            <translation>Desteyi yeniden çevirmenin hâlâ bir şey değiştirip değiştiremeyeceği.</translation>
        </message>
        <message>
            <source>Grace</source>
            <translation>Lütuf</translation>
        </message>
        <message>
            <source>Once the pack is used up, you may take out any one card of the tableau, once; it stays free for a foundation.</source>
            <translation>Deste bitince tablodan herhangi bir kartı bir kez çıkarabilirsiniz; kart bir temel için serbest kalır.</translation>
        </message>
        <message>
            <source>Reserve</source>
            <translation>Yedek</translation>
        </message>
        <message>
            <source>Cards left in the face-down reserve, dealt out when the pack is used up.</source>
            <translation>Deste bitince dağıtılan, yüzü kapalı yedekte kalan kartlar.</translation>
        </message>
        <message>
            <source>Foundation rank</source>
            <translation>Temel değeri</translation>
        </message>
        <message>
            <source>The rank every foundation starts from in this deal: chosen by you from the cards turned up for it.</source>
            <translation>Bu dağıtımda bütün temellerin başladığı değer: bunun için açılan kartlar arasından sizin seçtiğiniz.</translation>
        </message>
        <message>
            <source>Fifteens</source>
            <translation>On beşler</translation>
        </message>
        <message>
            <source>How many of the square's eight lines (rows, columns, diagonals) make fifteen now.</source>
            <translation>Karenin sekiz çizgisinden (sıralar, sütunlar, köşegenler) kaçının şu anda on beş ettiği.</translation>
        </message>
        <message>
            <source>Which deal of the cushion this is: places are refilled only during the first.</source>
            <translation>Minderin kaçıncı dağıtımı olduğu: boş yerler yalnızca ilkinde yeniden doldurulur.</translation>
        </message>
        <message>
            <source>Red talon</source>
            <translation>Kırmızı ıskarta</translation>
        </message>
        <message>
            <source>Red cards laid on the talon of the red kings' side, waiting to refill a place.</source>
            <translation>Kırmızı papazlar tarafındaki ıskartaya konan, bir boş yeri doldurmayı bekleyen kırmızı kartlar.</translation>
        </message>
        <message>
            <source>Black talon</source>
            <translation>Siyah ıskarta</translation>
        </message>
        <message>
            <source>Black cards laid on the talon of the black aces' side, waiting to refill a place.</source>
            <translation>Siyah aslar tarafındaki ıskartaya konan, bir boş yeri doldurmayı bekleyen siyah kartlar.</translation>
        </message>
        <message>
            <source>Misplaced</source>
            <translation>Yanlış yerdekiler</translation>
        </message>
        <message>
            <source>Cards lying in the wrong hemisphere: out of play until exchanged across the equator.</source>
            <translation>Yanlış yarım kürede duran kartlar: Ekvator üzerinden yer değiştirene kadar oyun dışıdır.</translation>
        </message>
        <message>
            <source>Kings</source>
            <translation>Papazlar</translation>
        </message>
        <message>
            <source>How many kings have turned up so far: each heads a new line of cards dealt under it.</source>
            <translation>Şimdiye kadar kaç papazın çıktığı: her biri, altına dağıtılan yeni bir kart sırasının başındadır.</translation>
        </message>
        <message>
            <source>How many of the square's eight lines (three rows, three columns, two diagonals) add up to fifteen. All eight: the square is magic and the game is won.</source>
            <translation>Karenin sekiz çizgisinden (üç sıra, üç sütun, iki köşegen) kaçının toplamının on beş ettiği. Sekizi birden: kare sihirlidir ve oyun kazanılmıştır.</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Dağıtımlar</translation>
        </message>
        <message>
            <source>How many times twelve cards have been dealt onto the cushion. Places emptied after the first deal are filled from the pack; after later deals they stay empty.</source>
            <translation>Mindere kaç kez on iki kart dağıtıldığı. İlk dağıtımdan sonra boşalan yerler desteden doldurulur; sonraki dağıtımlardan sonra boş kalırlar.</translation>
        </message>
        <message>
            <source>Cards of the ring lying in the wrong hemisphere (black in the north, red in the south): out of play until exchanged for a misplaced card of the other colour.</source>
            <translation>Halkanın yanlış yarım kürede duran kartları (kuzeyde siyah, güneyde kırmızı): öteki renkten yanlış yerdeki bir kartla yer değiştirene kadar oyun dışıdır.</translation>
        </message>
        <message>
            <source>How many of the eight kings have come in the deal, each heading its own packet.</source>
            <translation>Sekiz papazdan kaçının dağıtımda çıktığı; her biri kendi kümesinin başındadır.</translation>
        </message>
        <message>
            <source>Red cards waiting for an empty place of the Army; only the top one comes in next.</source>
            <translation>Ordu'da bir boş yer bekleyen kırmızı kartlar; sıradaki yalnızca en üstteki kart girer.</translation>
        </message>
        <message>
            <source>Black cards waiting for an empty place of the Navy; only the top one comes in next.</source>
            <translation>Donanma'da bir boş yer bekleyen siyah kartlar; sıradaki yalnızca en üstteki kart girer.</translation>
        </message>
        <message>
            <source>Garden rows</source>
            <translation>Bahçe sıraları</translation>
        </message>
        <message>
            <source>How many rows of the garden are dealt (eight cards each). Each row blocks the one above it; a card is free once nothing lies below it in its column. Vacancies are never refilled.</source>
            <translation>Bahçenin kaç sırasının dağıtıldığı (her biri sekiz kart). Her sıra üstündekini kapatır; sütununda altında hiçbir şey kalmayan kart serbesttir. Boşluklar hiç doldurulmaz.</translation>
        </message>
        <message>
            <source>How many rows of ten are dealt. A card is free from the top or the bottom of its column; only the last row's spaces may be filled.</source>
            <translation>Onarlı kaç sıranın dağıtıldığı. Bir kart sütununun üstünden ya da altından serbest olur; yalnızca son sıranın boşlukları doldurulabilir.</translation>
        </message>
        <message>
            <source>The game on the table and its deal number: Game &gt; Deal by number plays the same deal again.</source>
            <translation>Masadaki oyun ve dağıtım numarası: Oyun &gt; Numarayla dağıt aynı dağıtımı yeniden oynatır.</translation>
        </message>
        <message>
            <source>Your moves so far; the cards auto-play sent to the foundations are counted apart.</source>
            <translation>Şimdiye dek yaptığınız hamleler; otomatik oyunun temellere gönderdiği kartlar ayrı sayılır.</translation>
        </message>
        <message>
            <source>Cards left in the pack (face down), and in the talon, where the cards turned from the pack lie.</source>
            <translation>Destede (yüzü kapalı) ve desteden çevrilen kartların durduğu ıskartada kalan kartlar.</translation>
        </message>
        <message>
            <source>Time played on this deal: the clock starts with your first move and stops while the game is won or put away.</source>
            <translation>Bu dağıtımda oynanan süre: saat ilk hamlenizle başlar, oyun kazanılmışken ya da kenara konmuşken durur.</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>Yeniden dağıt</translation>
        </message>
        <message>
            <source>Fill</source>
            <translation>Boşluğu doldur</translation>
        </message>
        <message>
            <source>Refill</source>
            <translation>Doldur</translation>
        </message>
        <message>
            <source>Draw out</source>
            <translation>Çek</translation>
        </message>
        <message>
            <source>Deal row</source>
            <translation>Sıra dağıt</translation>
        </message>
        <message>
            <source>%1 Now: %2.</source>
            <translation>%1 Şu an: %2.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>ace</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>as</translation>
        </message>
        <message>
            <source>2</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>2</translation>
        </message>
        <message>
            <source>3</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>3</translation>
        </message>
        <message>
            <source>4</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>4</translation>
        </message>
        <message>
            <source>5</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>5</translation>
        </message>
        <message>
            <source>6</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>6</translation>
        </message>
        <message>
            <source>7</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>7</translation>
        </message>
        <message>
            <source>8</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>8</translation>
        </message>
        <message>
            <source>9</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>9</translation>
        </message>
        <message>
            <source>10</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>10</translation>
        </message>
        <message>
            <source>knave</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>vale</translation>
        </message>
        <message>
            <source>queen</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>kız</translation>
        </message>
        <message>
            <source>king</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>papaz</translation>
        </message>
        <message>
            <source>an ace</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir as</translation>
        </message>
        <message>
            <source>a 2</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir 2</translation>
        </message>
        <message>
            <source>a 3</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir 3</translation>
        </message>
        <message>
            <source>a 4</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir 4</translation>
        </message>
        <message>
            <source>a 5</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir 5</translation>
        </message>
        <message>
            <source>a 6</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir 6</translation>
        </message>
        <message>
            <source>a 7</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir 7</translation>
        </message>
        <message>
            <source>an 8</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir 8</translation>
        </message>
        <message>
            <source>a 9</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir 9</translation>
        </message>
        <message>
            <source>a 10</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir 10</translation>
        </message>
        <message>
            <source>a knave</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir vale</translation>
        </message>
        <message>
            <source>a queen</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir kız</translation>
        </message>
        <message>
            <source>a king</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>bir papaz</translation>
        </message>
        <message>
            <source>clubs</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>sinek</translation>
        </message>
        <message>
            <source>diamonds</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>karo</translation>
        </message>
        <message>
            <source>hearts</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>kupa</translation>
        </message>
        <message>
            <source>spades</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>maça</translation>
        </message>
        <message>
            <source>space</source>
            <extracomment>an empty place (“Only a king can fill an empty %1”)</extracomment>
            <translation>yer</translation>
        </message>
        <message>
            <source>column</source>
            <extracomment>an empty place (“Only a king can fill an empty %1”)</extracomment>
            <translation>sütun</translation>
        </message>
        <message>
            <source>row</source>
            <extracomment>an empty place (“Only a king can fill an empty %1”)</extracomment>
            <translation>sıra</translation>
        </message>
        <message>
            <source>a fraction</source>
            <translation>ondalıklı bir sayı</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>bir liste</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>bir tam sayı</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>bir nesne</translation>
        </message>
        <message>
            <source>first</source>
            <translation>birinci</translation>
        </message>
        <message>
            <source>journal</source>
            <translation>günlük</translation>
        </message>
        <message>
            <source>journal line</source>
            <translation>günlük satırı</translation>
        </message>
        <message>
            <source>northern</source>
            <translation>kuzey</translation>
        </message>
        <message>
            <source>save</source>
            <translation>kayıt dosyası</translation>
        </message>
        <message>
            <source>second</source>
            <translation>ikinci</translation>
        </message>
        <message>
            <source>southern</source>
            <translation>güney</translation>
        </message>
        <message>
            <source>statistics file</source>
            <translation>istatistik dosyası</translation>
        </message>
        <message>
            <source>text</source>
            <translation>metin</translation>
        </message>
        <message>
            <source>the House of Commons</source>
            <translation>Avam Kamarası</translation>
        </message>
        <message>
            <source>the House of Lords</source>
            <translation>Lordlar Kamarası</translation>
        </message>
        <message>
            <source>the People</source>
            <translation>Halk</translation>
        </message>
        <message>
            <source>the Privy Council</source>
            <translation>Danışma Meclisi</translation>
        </message>
        <message>
            <source>third</source>
            <translation>üçüncü</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true ya da false</translation>
        </message>
    </context>
</TS>
