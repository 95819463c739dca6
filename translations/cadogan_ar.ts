<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ar" sourcelanguage="en">
    <context>
        <name>App</name>
        <message>
            <source>Damaged file set aside</source>
            <translation>نُحّي ملف تالف جانبًا</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>رسوم الورق</translation>
        </message>
        <message>
            <source>%1: deal %2 resumed where it was left</source>
            <translation>‏%1: استُؤنفت التوزيعة %2 من حيث تُركت</translation>
        </message>
        <message>
            <source>%1 was kept: choose it again to go on where you left it</source>
            <translation>حُفظت %1: اخترها ثانية لتكمل من حيث توقفت</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>التوزيعة %1</translation>
        </message>
        <message>
            <source>Deal %1 was put aside: Undo brings it back</source>
            <translation>نُحّيت التوزيعة %1 جانبًا: «تراجع» يعيدها</translation>
        </message>
    </context>
    <context>
        <name>Appearance</name>
        <message>
            <source>Red lattice</source>
            <translation>شبكة حمراء</translation>
        </message>
        <message>
            <source>Blue rosette</source>
            <translation>وردة زرقاء</translation>
        </message>
        <message>
            <source>Green stripes</source>
            <translation>خطوط خضراء</translation>
        </message>
        <message>
            <source>&amp;Green</source>
            <translation>أ&amp;خضر</translation>
        </message>
        <message>
            <source>&amp;Blue</source>
            <translation>أ&amp;زرق</translation>
        </message>
        <message>
            <source>&amp;Wine</source>
            <translation>&amp;خمري</translation>
        </message>
        <message>
            <source>%1; the built-in deck is used instead.</source>
            <translation>‏%1؛ تُستعمل الرسوم المدمجة بدلًا منها.</translation>
        </message>
        <message>
            <source>Card &amp;back</source>
            <translation>&amp;ظهر الورق</translation>
        </message>
        <message>
            <source>&amp;Table colour</source>
            <translation>&amp;لون الطاولة</translation>
        </message>
        <message>
            <source>Card &amp;deck…</source>
            <translation>&amp;رسوم الورق…</translation>
        </message>
        <message>
            <source>Draw the cards with another deck: those installed for KDE and GNOME games</source>
            <translation>ارسم الأوراق برسوم أخرى: المثبّتة لألعاب KDE وGNOME</translation>
        </message>
        <message>
            <source>Card &amp;size</source>
            <translation>&amp;حجم الورق</translation>
        </message>
        <message>
            <source>&amp;Fit to window</source>
            <translation>&amp;ملاءمة النافذة</translation>
        </message>
        <message>
            <source>&amp;Larger cards</source>
            <translation>أوراق أ&amp;كبر</translation>
        </message>
        <message>
            <source>S&amp;maller cards</source>
            <translation>أوراق أ&amp;صغر</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>حركة م&amp;خففة</translation>
        </message>
        <message>
            <source>Cards move at once, without gliding; no flying cards on a win</source>
            <translation>تنتقل الأوراق في الحال، دون انزلاق؛ ولا أوراق طائرة عند الفوز</translation>
        </message>
        <message>
            <source>The %1 deck has its own back; this one shows with Cadogan's deck</source>
            <translation>لرسوم %1 ظهرها الخاص؛ وهذا الظهر يظهر مع رسوم Cadogan</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>رسوم الورق</translation>
        </message>
        <message>
            <source>%1. The built-in deck is used instead.</source>
            <translation>‏%1. تُستعمل الرسوم المدمجة بدلًا منها.</translation>
        </message>
        <message>
            <source>Cards drawn with the %1 deck</source>
            <translation>الأوراق مرسومة برسوم %1</translation>
        </message>
    </context>
    <context>
        <name>Chooser</name>
        <message numerus="yes">
            <source>%Ln piquet pack(s)</source>
            <translation>
                <numerusform>لا رزم بيكيه</numerusform>
                <numerusform>رزمة بيكيه واحدة</numerusform>
                <numerusform>رزمتا بيكيه</numerusform>
                <numerusform>%Ln رزم بيكيه</numerusform>
                <numerusform>%Ln رزمة بيكيه</numerusform>
                <numerusform>%Ln رزمة بيكيه</numerusform>
            </translation>
        </message>
        <message>
            <source>One pack</source>
            <translation>رزمة واحدة</translation>
        </message>
        <message>
            <source>Two packs</source>
            <translation>رزمتان</translation>
        </message>
        <message numerus="yes">
            <source>%Ln pack(s)</source>
            <translation>
                <numerusform>لا رزم</numerusform>
                <numerusform>رزمة واحدة</numerusform>
                <numerusform>رزمتان</numerusform>
                <numerusform>%Ln رزم</numerusform>
                <numerusform>%Ln رزمة</numerusform>
                <numerusform>%Ln رزمة</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>اختر لعبة</translation>
        </message>
        <message>
            <source>The book's %1 games and their variants. Choose one:</source>
            <translation>ألعاب الكتاب الـ%1 وصيغها. اختر واحدة:</translation>
        </message>
        <message>
            <source>Type to filter by name…</source>
            <translation>اكتب للتصفية بالاسم…</translation>
        </message>
        <message>
            <source>Show only games played with this many packs</source>
            <translation>اعرض فقط الألعاب التي تُلعب بهذا العدد من الرزم</translation>
        </message>
        <message>
            <source>The book's order</source>
            <translation>ترتيب الكتاب</translation>
        </message>
        <message>
            <source>By name</source>
            <translation>بالاسم</translation>
        </message>
        <message>
            <source>No game matches.</source>
            <translation>لا لعبة مطابقة.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>العب</translation>
        </message>
        <message>
            <source>Any packs</source>
            <translation>أي عدد من الرزم</translation>
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; — %2. %3</source>
            <translation>‏&lt;b&gt;%1&lt;/b&gt; — %2. %3</translation>
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
            <translation>‏Cadogan (مدمجة)</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>رسوم الورق</translation>
        </message>
        <message>
            <source>Draw the cards with the built-in deck, or with a deck installed for other card games:</source>
            <translation>ارسم الأوراق بالرسوم المدمجة، أو برسوم مثبّتة لألعاب ورق أخرى:</translation>
        </message>
        <message>
            <source>Add a &amp;folder of decks…</source>
            <translation>إضافة &amp;مجلد رسوم…</translation>
        </message>
        <message>
            <source>Decks of KDE's kind (folders with index.desktop) or SVG files, where they lie</source>
            <translation>رسوم من نوع KDE (مجلدات فيها index.desktop) أو ملفات SVG، حيث توجد</translation>
        </message>
        <message>
            <source>Drawn by Cadogan itself</source>
            <translation>يرسمها Cadogan نفسه</translation>
        </message>
        <message>
            <source>%1
(cannot be read)</source>
            <translation>‏%1
(تتعذّر قراءتها)</translation>
        </message>
        <message>
            <source>A folder of card decks</source>
            <translation>مجلد رسوم ورق</translation>
        </message>
    </context>
    <context>
        <name>EndPanel</name>
        <message>
            <source>New deal</source>
            <translation>توزيعة جديدة</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>تراجع</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>الإحصاءات</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>La Belle Lucie</source>
            <translation>لوسي الجميلة</translation>
        </message>
        <message>
            <source>Eighteen fans of three; marry down in suit to free the aces. Two re-deals.</source>
            <translation>ثماني عشرة مروحة من ثلاث؛ اقرن تنازليًا في الشكل لتحرر الآسات. إعادتا توزيع.</translation>
        </message>
        <message>
            <source>Re-deal at any time</source>
            <translation>إعادة التوزيع في أي وقت</translation>
        </message>
        <message>
            <source>A re-deal may be taken whenever one is left, not only when no card can be played.</source>
            <translation>تجوز إعادة التوزيع متى بقيت منها واحدة، لا حين لا يمكن نقل ورقة فقط.</translation>
        </message>
        <message>
            <source>The House in the Wood</source>
            <translation>البيت في الغابة</translation>
        </message>
        <message>
            <source>La Belle Lucie with two packs: thirty-six fans and eight aces.</source>
            <translation>لوسي الجميلة برزمتين: ست وثلاثون مروحة وثمانية آسات.</translation>
        </message>
        <message>
            <source>The House on the Hill</source>
            <translation>البيت على التلّ</translation>
        </message>
        <message>
            <source>Two packs: four aces build up, four kings build down; marry up or down.</source>
            <translation>رزمتان: أربعة آسات تُبنى صعودًا وأربعة شوايب نزولًا؛ اقرن صعودًا أو نزولًا.</translation>
        </message>
        <message>
            <source>Canfield or Klondike</source>
            <translation>كانفيلد أو كلوندايك</translation>
        </message>
        <message>
            <source>Seven columns, red on black; turn the stock once, one card at a time, and play for counters.</source>
            <translation>سبعة أعمدة، أحمر على أسود؛ اقلب المخزون مرة واحدة، ورقة ورقة، والعب على الفيش.</translation>
        </message>
        <message>
            <source>The Clock</source>
            <translation>الساعة</translation>
        </message>
        <message>
            <source>Twelve foundations round a dial, each building in suit until it reaches its hour.</source>
            <translation>اثنا عشر أساسًا حول ميناء، كلٌّ يُبنى في شكله حتى يبلغ ساعته.</translation>
        </message>
        <message>
            <source>Strict order: play, then marry, then refill</source>
            <translation>ترتيب صارم: انقل، ثم اقرن، ثم املأ</translation>
        </message>
        <message>
            <source>Once a marriage is made, no card may be played until the packets are refilled.</source>
            <translation>متى تمّ قِران، لا يجوز نقل ورقة حتى تُملأ الكومات.</translation>
        </message>
        <message>
            <source>The Shah</source>
            <translation>الشاه</translation>
        </message>
        <message>
            <source>A star of eight rays round a lone king; eight aces build up to the queens.</source>
            <translation>نجمة من ثمانية أشعة حول شايب وحيد؛ ثمانية آسات تُبنى صعودًا حتى البنات.</translation>
        </message>
        <message>
            <source>Margarethe</source>
            <translation>مارغريت</translation>
        </message>
        <message>
            <source>The court cards spell an M, nine help cards an A; build each court down three steps in suit.</source>
            <translation>أوراق الصور ترسم حرف M، وتسع أوراق عون حرف A؛ ابنِ على كل صورة تنازليًا ثلاث درجات في شكلها.</translation>
        </message>
        <message>
            <source>Talon laid aside until the re-deal</source>
            <translation>المَرمى جانبًا حتى إعادة التوزيع</translation>
        </message>
        <message>
            <source>Only the card just turned may be played; once another card covers it, it waits for the re-deal.</source>
            <translation>لا يجوز نقل إلا الورقة المقلوبة لتوّها؛ فإذا غطّتها ورقة أخرى انتظرت إعادة التوزيع.</translation>
        </message>
        <message>
            <source>The Herring-Bone</source>
            <translation>عظمة الرنجة</translation>
        </message>
        <message>
            <source>A herring-bone of 28 cards taken from the foot up; eight bases of one rank, four up, four down.</source>
            <translation>عظمة رنجة من 28 ورقة تؤخذ من أسفلها صعودًا؛ ثماني قواعد من درجة واحدة، أربع صاعدة وأربع نازلة.</translation>
        </message>
        <message>
            <source>German variety: the herring-bone from one pack</source>
            <translation>الصيغة الألمانية: عظمة الرنجة من رزمة واحدة</translation>
        </message>
        <message>
            <source>The herring-bone is dealt from one shuffled pack alone, so it holds no two alike; the rest of that pack is shuffled with the second pack for everything after.</source>
            <translation>توزَّع عظمة الرنجة من رزمة مخلوطة واحدة فقط، فلا تتكرر فيها ورقة؛ وتُخلط بقية تلك الرزمة مع الرزمة الثانية لكل ما يلي.</translation>
        </message>
        <message>
            <source>Babette</source>
            <translation>بابيت</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of eight that keep their holes; only the lowest card of a column plays.</source>
            <translation>رزمتان توزَّعان في صفوف من ثمانٍ تحتفظ بفجواتها؛ لا تُنقل إلا أدنى ورقة في العمود.</translation>
        </message>
        <message>
            <source>Fortress</source>
            <translation>الحصن</translation>
        </message>
        <message>
            <source>Two groups of rows round four aces; marry up or down in suit, and reverse runs through empty lanes.</source>
            <translation>مجموعتان من الصفوف حول أربعة آسات؛ اقرن صعودًا أو نزولًا في الشكل، واقلب السلاسل عبر الممرات الفارغة.</translation>
        </message>
        <message>
            <source>General Sedgewick</source>
            <translation>الجنرال سِجويك</translation>
        </message>
        <message>
            <source>A cross of five packets; the first card turned after it sets the foundation rank.</source>
            <translation>صليب من خمس كومات؛ أول ورقة تُقلب بعده تحدد درجة الأسس.</translation>
        </message>
        <message>
            <source>Napoleon at St. Helena</source>
            <translation>نابليون في سانت هيلانة</translation>
        </message>
        <message>
            <source>Two packs: ten columns of four; marry down in suit, fill empty columns, turn the pack once.</source>
            <translation>رزمتان: عشرة أعمدة من أربع؛ اقرن تنازليًا في الشكل، واملأ الأعمدة الفارغة، واقلب الرزمة مرة واحدة.</translation>
        </message>
        <message>
            <source>Empty columns from the talon only</source>
            <translation>الأعمدة الفارغة من المَرمى وحده</translation>
        </message>
        <message>
            <source>An empty column may be filled only with the top card of the talon, never from another column.</source>
            <translation>لا يُملأ العمود الفارغ إلا بالورقة العليا في المَرمى، ولا يُملأ أبدًا من عمود آخر.</translation>
        </message>
        <message>
            <source>Napoleon's Square</source>
            <translation>مربع نابليون</translation>
        </message>
        <message>
            <source>Two packs: twelve packets of four round three sides of a square; marry down in suit.</source>
            <translation>رزمتان: اثنتا عشرة كومة من أربع على ثلاثة أضلاع مربع؛ اقرن تنازليًا في الشكل.</translation>
        </message>
        <message>
            <source>Napoleon's Square (single cards)</source>
            <translation>مربع نابليون (أوراق منفردة)</translation>
        </message>
        <message>
            <source>Napoleon's Square begun with twelve single cards; marry down in suit as the pack is turned.</source>
            <translation>مربع نابليون يبدأ باثنتي عشرة ورقة منفردة؛ اقرن تنازليًا في الشكل كلما قُلبت الرزمة.</translation>
        </message>
        <message>
            <source>The Blockade</source>
            <translation>الحصار</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of twelve, each row blocking the one above; marry down in suit.</source>
            <translation>رزمتان توزَّعان في صفوف من اثنتي عشرة، كل صف يسدّ الذي فوقه؛ اقرن تنازليًا في الشكل.</translation>
        </message>
        <message>
            <source>Refill each vacancy at once</source>
            <translation>ملء كل شاغر في الحال</translation>
        </message>
        <message>
            <source>Every vacancy is refilled from the pack straight after the move that made it, so no card above it is ever released while the pack lasts.</source>
            <translation>يُملأ كل شاغر من الرزمة بعد النقلة التي أحدثته مباشرة، فلا تتحرر ورقة فوقه ما دامت الرزمة باقية.</translation>
        </message>
        <message>
            <source>The Congress</source>
            <translation>المؤتمر</translation>
        </message>
        <message>
            <source>Two packs; rivers dealt row on row feed four helps that build down; eight aces build up.</source>
            <translation>رزمتان؛ أنهار توزَّع صفًّا فوق صف تغذّي أربع أوراق عون تُبنى نزولًا؛ وثمانية آسات تُبنى صعودًا.</translation>
        </message>
        <message>
            <source>The Fifteen</source>
            <translation>الخمسة عشر</translation>
        </message>
        <message>
            <source>Two packs in fifteen columns; aces build up, kings down; marry up or down and use the lanes.</source>
            <translation>رزمتان في خمسة عشر عمودًا؛ الآسات تُبنى صعودًا والشوايب نزولًا؛ اقرن صعودًا أو نزولًا واستعمل الممرات.</translation>
        </message>
        <message>
            <source>One ace and one king of each suit</source>
            <translation>آس واحد وشايب واحد من كل شكل</translation>
        </message>
        <message>
            <source>The four rising foundations must be of four different suits, and so must the four falling ones.</source>
            <translation>يجب أن تكون الأسس الصاعدة الأربعة من أربعة أشكال مختلفة، وكذلك الأسس النازلة الأربعة.</translation>
        </message>
        <message>
            <source>The Flower-Garden</source>
            <translation>حديقة الزهور</translation>
        </message>
        <message>
            <source>Six flower-beds of six and a bouquet of sixteen free cards; build down in any suit.</source>
            <translation>ستة أحواض زهور من ست وباقة من ست عشرة ورقة حرّة؛ ابنِ تنازليًا أيًّا كان الشكل.</translation>
        </message>
        <message>
            <source>The Four Corners</source>
            <translation>الزوايا الأربع</translation>
        </message>
        <message>
            <source>Twelve packets at the corners and sides; play only as the cards fall until the deal is done.</source>
            <translation>اثنتا عشرة كومة في الزوايا والجانبين؛ لا تنقل إلا لحظة وقوع الأوراق حتى ينتهي التوزيع.</translation>
        </message>
        <message>
            <source>The Kings</source>
            <translation>الشوايب</translation>
        </message>
        <message>
            <source>Two packs: eight aces in the centre build to kings regardless of suit; rows grow out on both sides.</source>
            <translation>رزمتان: ثمانية آسات في الوسط تُبنى حتى الشوايب أيًّا كان الشكل؛ والصفوف تنمو نحو الخارج على الجانبين.</translation>
        </message>
        <message>
            <source>A lane needs the whole row empty</source>
            <translation>الممر يتطلب الصف كله فارغًا</translation>
        </message>
        <message>
            <source>An emptied line takes a card only when the line on the other side of the aces is empty too.</source>
            <translation>الخط الذي يفرغ لا يقبل ورقة إلا إذا كان الخط المقابل على الجانب الآخر من الآسات فارغًا أيضًا.</translation>
        </message>
        <message>
            <source>The Nation</source>
            <translation>الأمّة</translation>
        </message>
        <message>
            <source>Two packs in twelve columns counted to eight; aces build up, kings down; two re-deals.</source>
            <translation>رزمتان في اثني عشر عمودًا يُعدّ كلٌّ منها إلى ثمانية؛ الآسات تُبنى صعودًا والشوايب نزولًا؛ إعادتا توزيع.</translation>
        </message>
        <message>
            <source>The Square</source>
            <translation>المربع</translation>
        </message>
        <message>
            <source>Sixteen cards in a square; four aces climb to the kings and come back down to the aces.</source>
            <translation>ست عشرة ورقة في مربع؛ أربعة آسات تصعد حتى الشوايب ثم تعود نزولًا حتى الآسات.</translation>
        </message>
        <message>
            <source>The Sultan</source>
            <translation>السلطان</translation>
        </message>
        <message>
            <source>Two packs: the Sultan in a square of kings; build to the queens from the Divan and the talon.</source>
            <translation>رزمتان: السلطان في مربع من الشوايب؛ ابنِ حتى البنات من الديوان والمَرمى.</translation>
        </message>
        <message>
            <source>Two Rings</source>
            <translation>الحلقتان</translation>
        </message>
        <message>
            <source>Two packs: sevens build up and sixes down in two linked rings, fed from an eight-card bracelet.</source>
            <translation>رزمتان: السبعات تُبنى صعودًا والستات نزولًا في حلقتين متشابكتين، يغذيهما سوار من ثماني أوراق.</translation>
        </message>
        <message>
            <source>Bracelet refilled from the talon</source>
            <translation>السوار يُملأ من المَرمى</translation>
        </message>
        <message>
            <source>A bracelet space takes the talon's top card, or the pack's next card when there is no talon.</source>
            <translation>مكان السوار الفارغ يأخذ الورقة العليا في المَرمى، أو الورقة التالية من الرزمة إذا لم يكن هناك مَرمى.</translation>
        </message>
        <message>
            <source>The Zodiac</source>
            <translation>دائرة البروج</translation>
        </message>
        <message>
            <source>Two packs: marry every card into a circle of 24 round an Equator of 8, then build eight foundations.</source>
            <translation>رزمتان: اقرن كل ورقة في دائرة من 24 حول خط استواء من 8، ثم ابنِ ثمانية أسس.</translation>
        </message>
        <message>
            <source>The Mill</source>
            <translation>الطاحونة</translation>
        </message>
        <message>
            <source>Two packs: a windmill of eight cards round one ace; four kings in the angles build down.</source>
            <translation>رزمتان: طاحونة هواء من ثماني أوراق حول آس واحد؛ وأربعة شوايب في الأركان تُبنى نزولًا.</translation>
        </message>
        <message>
            <source>The Queens</source>
            <translation>البنات</translation>
        </message>
        <message>
            <source>Two packs: play off the key, marry on the shutter; each queen in the talon buys a fresh pack.</source>
            <translation>رزمتان: انقل من المفتاح، واقرن على المِصراع؛ كل بنت في المَرمى تشتري رزمة جديدة.</translation>
        </message>
        <message>
            <source>The key pays for every queen</source>
            <translation>المفتاح يدفع عن كل بنت</translation>
        </message>
        <message>
            <source>Whenever a queen comes uppermost on the key during play, fourteen key cards go under the pack too.</source>
            <translation>كلما صارت بنت في أعلى المفتاح أثناء اللعب، ذهبت أربع عشرة ورقة من المفتاح تحت الرزمة أيضًا.</translation>
        </message>
        <message>
            <source>The queens stay in the talon</source>
            <translation>البنات يبقين في المَرمى</translation>
        </message>
        <message>
            <source>A payment deals only three talon cards for each new queen; the queens themselves stay in the talon.</source>
            <translation>الفدية لا توزّع إلا ثلاث أوراق من المَرمى عن كل بنت جديدة؛ والبنات أنفسهن يبقين في المَرمى.</translation>
        </message>
        <message>
            <source>La Nivernaise</source>
            <translation>النيفرنية</translation>
        </message>
        <message>
            <source>Two Flanks guard eight foundations; six Line packets grow by fours and only their tops play.</source>
            <translation>جناحان يحرسان ثمانية أسس؛ ست كومات في الخط تنمو أربعًا أربعًا ولا تُنقل إلا أوراقها العليا.</translation>
        </message>
        <message>
            <source>Examining counts the top card</source>
            <translation>النظر يحسب الورقة العليا</translation>
        </message>
        <message>
            <source>With k empty Flank places you see k cards of each Line packet, its top card among them, rather than k cards beneath the top.</source>
            <translation>إذا كان في الجناحين k مكانًا فارغًا رأيت k ورقة من كل كومة في الخط، ومنها ورقتها العليا، بدلًا من k ورقة تحت العليا.</translation>
        </message>
        <message>
            <source>The "Louis" Patience</source>
            <translation>سوليتير «لويس»</translation>
        </message>
        <message>
            <source>An alphabet of twelve letters round eight foundations, dealt in circles that block each other.</source>
            <translation>أبجدية من اثني عشر حرفًا حول ثمانية أسس، توزَّع في دورات يحجب بعضها بعضًا.</translation>
        </message>
        <message>
            <source>A card played as it turns up uses up its letter</source>
            <translation>الورقة المنقولة حين تنقلب تستهلك حرفها</translation>
        </message>
        <message>
            <source>When you play a card as it is dealt, the next card goes to the next letter, not to the same one.</source>
            <translation>إذا نقلت ورقة حين توزَّع ذهبت الورقة التالية إلى الحرف التالي، لا إلى الحرف نفسه.</translation>
        </message>
        <message>
            <source>The re-deal begins with g's cards</source>
            <translation>إعادة التوزيع تبدأ بأوراق g</translation>
        </message>
        <message>
            <source>The letters are gathered so that the bottom card of g is dealt first and the cards of f come last.</source>
            <translation>تُجمع الحروف بحيث توزَّع الورقة السفلى من g أولًا وتأتي أوراق f أخيرًا.</translation>
        </message>
        <message>
            <source>The Labyrinth</source>
            <translation>المتاهة</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of ten that keep their holes; a card plays when free at either end.</source>
            <translation>رزمتان توزَّعان في صفوف من عشر تحتفظ بفجواتها؛ تُنقل الورقة متى تحررت من أحد الطرفين.</translation>
        </message>
        <message>
            <source>Foundations as they come</source>
            <translation>الأسس كما تأتي</translation>
        </message>
        <message>
            <source>The aces and kings are not taken out first: the first ace and king of each suit to come free begin its foundations.</source>
            <translation>لا تُسحب الآسات والشوايب أولًا: أول آس وأول شايب يتحرران من كل شكل يبدآن أسسه.</translation>
        </message>
        <message>
            <source>No talon</source>
            <translation>بلا مَرمى</translation>
        </message>
        <message>
            <source>A card turned from the pack must go into a vacancy of the last row (or to a foundation) before another is turned or the next row dealt.</source>
            <translation>الورقة المقلوبة من الرزمة يجب أن تذهب إلى شاغر في الصف الأخير (أو إلى أساس) قبل أن تُقلب أخرى أو يوزَّع الصف التالي.</translation>
        </message>
        <message>
            <source>The Carpet</source>
            <translation>السجادة</translation>
        </message>
        <message>
            <source>Two packs; a carpet of 64 cards laid like a chessboard, freed by lanes to its narrow ends.</source>
            <translation>رزمتان؛ سجادة من 64 ورقة مبسوطة كرقعة الشطرنج، تتحرر بممرات إلى أطرافها الضيقة.</translation>
        </message>
        <message>
            <source>Duchess de Luynes</source>
            <translation>دوقة دي لوين</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of four with two laid aside each time; the reserve opens at the end.</source>
            <translation>رزمتان توزَّعان في جولات من أربع مع ورقتين جانبًا في كل مرة؛ ينفتح الاحتياطي في النهاية.</translation>
        </message>
        <message>
            <source>Two re-deals</source>
            <translation>إعادتا توزيع</translation>
        </message>
        <message>
            <source>The packets and the reserve may be taken up and dealt again twice instead of once.</source>
            <translation>يجوز جمع الكومات والاحتياطي وتوزيعها من جديد مرتين بدلًا من مرة.</translation>
        </message>
        <message>
            <source>The Fish-Bone</source>
            <translation>عظمة السمكة</translation>
        </message>
        <message>
            <source>Eight knaves down a spine, each with its king and queen as bones; a gridiron marries upward.</source>
            <translation>ثمانية أولاد على طول عمود فقري، مع كلٍّ شايبه وبنته عظمتين؛ وشبكة تُقرن صعودًا.</translation>
        </message>
        <message>
            <source>Sly</source>
            <translation>الماكر</translation>
        </message>
        <message>
            <source>Two packs; deals of twenty laid on the promenade where you choose, played only between deals.</source>
            <translation>رزمتان؛ توزيعات من عشرين توضع على الممشى حيث تختار، ولا تُنقل إلا بين التوزيعات.</translation>
        </message>
        <message>
            <source>Promenade in four rows of five</source>
            <translation>الممشى في أربعة صفوف من خمس</translation>
        </message>
        <message>
            <source>The promenade is laid in four rows of five instead of two rows of ten; the rules are the same.</source>
            <translation>يُبسط الممشى في أربعة صفوف من خمس بدلًا من صفين من عشر؛ والقواعد نفسها.</translation>
        </message>
        <message>
            <source>Anna</source>
            <translation>آنا</translation>
        </message>
        <message>
            <source>Eight helps spell an A, eight knaves an N; build the knaves down to the kings, marry up on helps.</source>
            <translation>ثماني أوراق عون ترسم حرف A، وثمانية أولاد حرف N؛ ابنِ الأولاد نزولًا حتى الشوايب، واقرن صعودًا على أوراق العون.</translation>
        </message>
        <message>
            <source>Ace on king in the helps</source>
            <translation>آس على شايب في أوراق العون</translation>
        </message>
        <message>
            <source>A marriage may turn the corner: an ace of the same suit may be placed on a king among the helps.</source>
            <translation>يجوز أن يدور القِران: يوضع آس من الشكل نفسه على شايب بين أوراق العون.</translation>
        </message>
        <message>
            <source>Light and Shade</source>
            <translation>النور والظل</translation>
        </message>
        <message>
            <source>Two packs; aces built up red and black in turn, fed only from four Auxiliaries.</source>
            <translation>رزمتان؛ آسات تُبنى صعودًا بالأحمر والأسود متناوبين، لا تغذيها إلا أربع أوراق مساعدة.</translation>
        </message>
        <message>
            <source>Talon only through the Rivals</source>
            <translation>المَرمى عبر المنافِسات فقط</translation>
        </message>
        <message>
            <source>The talon's cards reach the Auxiliaries only by filling a Rival space, never in sequence.</source>
            <translation>لا تبلغ أوراق المَرمى الأوراق المساعدة إلا بملء مكان منافِسة فارغ، لا بالتسلسل أبدًا.</translation>
        </message>
        <message>
            <source>Rows seen from the far side</source>
            <translation>الصفوف من الجانب البعيد</translation>
        </message>
        <message>
            <source>The plate read from the other side of the table: the Rivals lie next to the aces, the Auxiliaries below them.</source>
            <translation>تُقرأ اللوحة من الجانب الآخر للطاولة: المنافِسات بجوار الآسات، والأوراق المساعدة تحتها.</translation>
        </message>
        <message>
            <source>Red and Black</source>
            <translation>الأحمر والأسود</translation>
        </message>
        <message>
            <source>Two packs; eight Volunteers built down red on black, the talon shuffled and dealt once more.</source>
            <translation>رزمتان؛ ثمانية متطوعين يُبنون نزولًا أحمر على أسود، ويُخلط المَرمى ويوزَّع مرة أخرى.</translation>
        </message>
        <message>
            <source>Talon laid aside</source>
            <translation>المَرمى جانبًا</translation>
        </message>
        <message>
            <source>The talon's cards wait for the re-deal: only the card just turned may be played before it is covered.</source>
            <translation>أوراق المَرمى تنتظر إعادة التوزيع: لا يجوز نقل إلا الورقة المقلوبة لتوّها قبل أن تُغطّى.</translation>
        </message>
        <message>
            <source>Move whole runs</source>
            <translation>نقل السلاسل كاملة</translation>
        </message>
        <message>
            <source>A run of red and black in descending order moves from Volunteer to Volunteer.</source>
            <translation>سلسلة حمراء وسوداء بترتيب تنازلي تنتقل من متطوع إلى متطوع.</translation>
        </message>
        <message>
            <source>The Terrace</source>
            <translation>الشرفة</translation>
        </message>
        <message>
            <source>Two packs; free the Terrace card by card onto foundations of a rank you choose, red and black.</source>
            <translation>رزمتان؛ حرّر الشرفة ورقة ورقة إلى أسس من درجة تختارها، أحمر وأسود.</translation>
        </message>
        <message>
            <source>Terrace first as advice only</source>
            <translation>الشرفة أولًا نصيحةً فقط</translation>
        </message>
        <message>
            <source>A Terrace card that fits a foundation need not be played before a valley or talon card takes its place.</source>
            <translation>ورقة الشرفة التي تناسب أساسًا لا يلزم نقلها قبل أن تأخذ مكانها ورقة من الوادي أو المَرمى.</translation>
        </message>
        <message>
            <source>The Olga</source>
            <translation>أولغا</translation>
        </message>
        <message>
            <source>Four piquet packs; a flower-bed of seven rows, built down red and black, sixteen aces up to the kings.</source>
            <translation>أربع رزم بيكيه؛ حوض زهور من سبعة صفوف يُبنى نزولًا أحمر وأسود، وستة عشر آسًا صعودًا حتى الشوايب.</translation>
        </message>
        <message>
            <source>No card on a seven</source>
            <translation>لا ورقة على السبعة</translation>
        </message>
        <message>
            <source>An ace may not be placed on a seven in the flower-bed.</source>
            <translation>لا يجوز وضع آس على سبعة في حوض الزهور.</translation>
        </message>
        <message>
            <source>A run of red and black in descending order moves from column to column.</source>
            <translation>سلسلة حمراء وسوداء بترتيب تنازلي تنتقل من عمود إلى عمود.</translation>
        </message>
        <message>
            <source>Mount Olympus</source>
            <translation>جبل الأولمب</translation>
        </message>
        <message>
            <source>Two packs: a pyramid of aces and twos climbing in steps of two; a battery built down by twos.</source>
            <translation>رزمتان: هرم من الآسات والاثنين يصعد بخطوات من درجتين؛ وبطارية تُبنى نزولًا درجتين درجتين.</translation>
        </message>
        <message>
            <source>Spenser's Fairie Queen</source>
            <translation>ملكة الجنّ لسبنسر</translation>
        </message>
        <message>
            <source>Two packs dealt in lines under the kings as they come; aces up to the queens; bare kings take any card.</source>
            <translation>رزمتان توزَّعان في خطوط تحت الشوايب كما تأتي؛ الآسات صعودًا حتى البنات؛ والشوايب العارية تقبل أي ورقة.</translation>
        </message>
        <message>
            <source>The Besieged City</source>
            <translation>المدينة المحاصَرة</translation>
        </message>
        <message>
            <source>Two packs: a Reserve walled in by fourteen Ramparts; foundations zig-zag from ace to ace.</source>
            <translation>رزمتان: احتياطي يحيط به أربعة عشر سورًا؛ والأسس تتعرّج من آس إلى آس.</translation>
        </message>
        <message>
            <source>Zig-zag neighbours adding up to fourteen only</source>
            <translation>جيران التعرّج الذين مجموعهم أربعة عشر فقط</translation>
        </message>
        <message>
            <source>On the Ramparts, besides cards one apart, only pairs adding up to fourteen go on each other (Q on 2, J on 3 … 7 on 7, A on K), not those adding up to fifteen (K on 2, Q on 3 …).</source>
            <translation>على الأسوار، إلى جانب الأوراق التي تبعد درجة واحدة، لا يوضع بعضها على بعض إلا الأزواج التي مجموعها أربعة عشر (Q على 2، J على 3 … 7 على 7، A على K)، لا التي مجموعها خمسة عشر (K على 2، Q على 3 …).</translation>
        </message>
        <message>
            <source>The Constitution</source>
            <translation>الدستور</translation>
        </message>
        <message>
            <source>Two packs: cards climb from the People through Commons and Lords to the Privy Council, then home.</source>
            <translation>رزمتان: تصعد الأوراق من الشعب عبر العموم واللوردات إلى المجلس الخاص، ثم إلى الأسس.</translation>
        </message>
        <message>
            <source>Cæsar</source>
            <translation>قيصر</translation>
        </message>
        <message>
            <source>Nine cards, ace to nine, in a square: swap them until every line makes fifteen.</source>
            <translation>تسع أوراق، من الآس إلى التسعة، في مربع: بادل بينها حتى يصير مجموع كل خط خمسة عشر.</translation>
        </message>
        <message>
            <source>Shuffled opening</source>
            <translation>بداية مخلوطة</translation>
        </message>
        <message>
            <source>The nine cards are laid at random instead of as the book's picture.</source>
            <translation>تُبسط الأوراق التسع عشوائيًا بدلًا من ترتيب صورة الكتاب.</translation>
        </message>
        <message>
            <source>Shuffled, with three fifteens</source>
            <translation>مخلوطة، بثلاثة خطوط من خمسة عشر</translation>
        </message>
        <message>
            <source>The nine cards are laid at random, but so that exactly three lines make fifteen, as in the book.</source>
            <translation>تُبسط الأوراق التسع عشوائيًا، لكن بحيث يكون مجموع ثلاثة خطوط بالضبط خمسة عشر، كما في الكتاب.</translation>
        </message>
        <message>
            <source>Nestor</source>
            <translation>نسطور</translation>
        </message>
        <message>
            <source>Six rows of eight: pair off the lowest cards of equal value, with a reserve of four for help.</source>
            <translation>ستة صفوف من ثمانٍ: زاوِج أدنى الأوراق المتساوية القيمة، ومعك احتياطي من أربع للعون.</translation>
        </message>
        <message>
            <source>Take up the reserve at any time</source>
            <translation>أخذ الاحتياطي في أي وقت</translation>
        </message>
        <message>
            <source>A reserve card may be taken up even while a pair can still be made.</source>
            <translation>يجوز أخذ ورقة من الاحتياطي حتى حين يمكن تكوين زوج.</translation>
        </message>
        <message>
            <source>The Fourteenth</source>
            <translation>الرابع عشر</translation>
        </message>
        <message>
            <source>Two packs through a square of 25: pair off cards of one line adding to fourteen.</source>
            <translation>رزمتان تمرّان في مربع من 25: زاوِج أوراق الخط الواحد التي مجموعها أربعة عشر.</translation>
        </message>
        <message>
            <source>One exchange a game</source>
            <translation>تبادل واحد في اللعبة</translation>
        </message>
        <message>
            <source>The exchange may be made once in the whole game.</source>
            <translation>يجوز التبادل مرة واحدة في اللعبة كلها.</translation>
        </message>
        <message>
            <source>The exchange is one swap</source>
            <translation>التبادل مبادلة واحدة</translation>
        </message>
        <message>
            <source>The exchange moves two cards, which change places, instead of two pairs of cards.</source>
            <translation>التبادل ينقل ورقتين تتبادلان المكان، بدلًا من زوجين من الأوراق.</translation>
        </message>
        <message>
            <source>0: the exchange is free (when no fourteen can be made); 1: its first swap made, the second due; 2: made (free again after the next pair, unless the option allows one a game)</source>
            <translation>0: التبادل متاح (حين لا يمكن تكوين أربع عشرة)؛ 1: تمّت مبادلته الأولى والثانية مستحقة؛ 2: تمّ (ويعود متاحًا بعد الزوج التالي، ما لم يسمح الخيار بتبادل واحد في اللعبة)</translation>
        </message>
        <message>
            <source>while the exchange is half made: the places of its first swap, as 25 * i + j (i &lt; j, places numbered 0-24 in reading order)</source>
            <translation>ما دام التبادل نصف مكتمل: مكانا مبادلته الأولى، بالصيغة ‎25 * i + j‎ (حيث ‎i &lt; j‎، والأماكن مرقّمة من 0 إلى 24 بترتيب القراءة)</translation>
        </message>
        <message>
            <source>The Wheel</source>
            <translation>العجلة</translation>
        </message>
        <message>
            <source>Three pip cards making eighteen, crowned by a court card, fill a circle round a cross of aces.</source>
            <translation>ثلاث أوراق عددية مجموعها ثمانية عشر، تتوّجها ورقة صورة، تملأ دائرة حول صليب من الآسات.</translation>
        </message>
        <message>
            <source>how many deals of the cushion have been made, the first included (refilling only while it is 1)</source>
            <translation>عدد توزيعات الوسادة التي تمّت، بما فيها الأول (لا يجري الملء إلا ما دام العدد 1)</translation>
        </message>
        <message>
            <source>present only in the middle of a deal: 1 + the index of the cushion place its next card goes to</source>
            <translation>لا يوجد إلا في أثناء التوزيع: 1 + ترتيب مكان الوسادة الذي تذهب إليه ورقته التالية</translation>
        </message>
        <message>
            <source>The Great Thirteen</source>
            <translation>الثلاثة عشر الكبرى</translation>
        </message>
        <message>
            <source>No foundations: under each balcony card build by doubling, then adding its value, to a king.</source>
            <translation>بلا أسس: تحت كل ورقة شرفة ابنِ بالمضاعفة، ثم بإضافة قيمتها، حتى الشايب.</translation>
        </message>
        <message>
            <source>Priority for the card only</source>
            <translation>الأولوية للورقة وحدها</translation>
        </message>
        <message>
            <source>A card that could begin an empty numeral must begin it, but other cards may still be added elsewhere meanwhile.</source>
            <translation>الورقة التي تستطيع أن تبدأ عددًا فارغًا يجب أن تبدأه، لكن يجوز في أثناء ذلك إضافة أوراق أخرى في أماكن أخرى.</translation>
        </message>
        <message>
            <source>the third process's progress: 0 during the first deal (kings are slipped under), then the number of the next ground packet to take up, 9 once packet 8 has been dealt</source>
            <translation>تقدّم العملية الثالثة: 0 أثناء التوزيع الأول (تُدسّ الشوايب تحت كوماتها)، ثم رقم الكومة الأرضية التالية التي تُؤخذ، و9 متى وُزّعت الكومة 8</translation>
        </message>
        <message>
            <source>The Empress of India</source>
            <translation>إمبراطورة الهند</translation>
        </message>
        <message>
            <source>Four packs: the Army's red cards and the Navy's black go home in pairs, one of each colour.</source>
            <translation>أربع رزم: أوراق الجيش الحمراء وأوراق البحرية السوداء تذهب إلى الأسس أزواجًا، واحدة من كل لون.</translation>
        </message>
        <message>
            <source>Pair cards only when no pair can go home</source>
            <translation>زاوِج الأوراق فقط حين لا يستطيع زوج الذهاب إلى الأسس</translation>
        </message>
        <message>
            <source>A new pair may be made only when no two cards can go home together, unless the new pair goes at once.</source>
            <translation>لا يجوز تكوين زوج جديد إلا حين لا تستطيع ورقتان الذهاب إلى الأسس معًا، ما لم يذهب الزوج الجديد في الحال.</translation>
        </message>
        <message>
            <source>The Hemispheres</source>
            <translation>نصفا الكرة</translation>
        </message>
        <message>
            <source>Two packs: red cards live north and black south; exchange the misplaced across the equator.</source>
            <translation>رزمتان: الأوراق الحمراء تسكن الشمال والسوداء الجنوب؛ بادل بين التي في غير موضعها عبر خط الاستواء.</translation>
        </message>
        <message>
            <source>The end comes when the pack is used up</source>
            <translation>تأتي النهاية حين تنفد الرزمة</translation>
        </message>
        <message>
            <source>Misplaced cards may move alone into a space, and the barriers be played, once the pack is used up, even while the talon still holds cards.</source>
            <translation>متى نفدت الرزمة جاز للأوراق التي في غير موضعها أن تنتقل وحدها إلى مكان فارغ، وجاز نقل الحواجز، ولو بقيت في المَرمى أوراق.</translation>
        </message>
        <message>
            <source>At the end, misplaced cards are free where they lie</source>
            <translation>في النهاية، الأوراق التي في غير موضعها حرّة حيث هي</translation>
        </message>
        <message>
            <source>At the end a card in the wrong hemisphere may be used where it lies, as well as moved to a space.</source>
            <translation>في النهاية يجوز استعمال الورقة التي في نصف الكرة الخطأ حيث هي، فضلًا عن نقلها إلى مكان فارغ.</translation>
        </message>
        <message>
            <source>The Salic Law</source>
            <translation>القانون السالي</translation>
        </message>
        <message>
            <source>Two packs: each king heads the cards dealt until the next; aces climb to knaves in any suit.</source>
            <translation>رزمتان: كل شايب يتقدم الأوراق الموزعة حتى الشايب التالي؛ والآسات تصعد حتى الأولاد أيًّا كان الشكل.</translation>
        </message>
        <message>
            <source>A bare king takes a card once only</source>
            <translation>الشايب العاري يأخذ ورقة مرة واحدة فقط</translation>
        </message>
        <message>
            <source>After the deal each bare king may take one card once in the game, not again when that card has gone.</source>
            <translation>بعد التوزيع يجوز لكل شايب عارٍ أن يأخذ ورقة واحدة مرة واحدة في اللعبة، لا مرة أخرى بعد ذهاب تلك الورقة.</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>&amp;Language</source>
            <translation>ال&amp;لغة</translation>
        </message>
        <message>
            <source>The system's language</source>
            <translation>لغة النظام</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>اللغة</translation>
        </message>
        <message>
            <source>Cadogan will speak %1 from its next start.</source>
            <translation>سيتحدث Cadogan %1 ابتداءً من تشغيله التالي.</translation>
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
            <translation>ال&amp;لعبة</translation>
        </message>
        <message>
            <source>&amp;New deal</source>
            <translation>توزيعة &amp;جديدة</translation>
        </message>
        <message>
            <source>&amp;Restart deal</source>
            <translation>إعادة &amp;بدء التوزيعة</translation>
        </message>
        <message>
            <source>Deal by &amp;number…</source>
            <translation>توزيعة ب&amp;رقمها…</translation>
        </message>
        <message>
            <source>&amp;Choose game…</source>
            <translation>ا&amp;ختيار لعبة…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>الإ&amp;حصاءات…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>&amp;خروج</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>ت&amp;حرير</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>تراجع</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>إعادة</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>ت&amp;لميح</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>الإ&amp;عدادات</translation>
        </message>
        <message>
            <source>&amp;Auto-play to foundations</source>
            <translation>النقل ال&amp;تلقائي إلى الأسس</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>م&amp;توقف</translation>
        </message>
        <message>
            <source>&amp;Safe moves only</source>
            <translation>النقلات الآ&amp;منة فقط</translation>
        </message>
        <message>
            <source>&amp;All moves</source>
            <translation>&amp;كل النقلات</translation>
        </message>
        <message>
            <source>Game &amp;options</source>
            <translation>&amp;خيارات اللعبة</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>ملء ال&amp;شاشة</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>م&amp;ساعدة</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;قواعد هذه اللعبة</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>القواعد</translation>
        </message>
        <message>
            <source>The rules of this game (F1)</source>
            <translation>قواعد هذه اللعبة (F1)</translation>
        </message>
        <message>
            <source>Choose another game (Ctrl+G); the game in progress is kept</source>
            <translation>اختر لعبة أخرى (Ctrl+G)؛ تُحفظ اللعبة الجارية</translation>
        </message>
        <message>
            <source>&amp;About Cadogan</source>
            <translation>&amp;عن Cadogan</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>الطاولة</translation>
        </message>
        <message>
            <source>Undo: %1</source>
            <translation>تراجع: %1</translation>
        </message>
        <message>
            <source>Nothing to undo</source>
            <translation>لا شيء للتراجع عنه</translation>
        </message>
        <message>
            <source>Redo: %1</source>
            <translation>إعادة: %1</translation>
        </message>
        <message>
            <source>Nothing to redo</source>
            <translation>لا شيء لإعادته</translation>
        </message>
        <message>
            <source>New deal</source>
            <translation>توزيعة جديدة</translation>
        </message>
        <message>
            <source>Restart deal</source>
            <translation>إعادة بدء التوزيعة</translation>
        </message>
        <message>
            <source>Deal by number</source>
            <translation>توزيعة برقمها</translation>
        </message>
        <message>
            <source>Deal number:</source>
            <translation>رقم التوزيعة:</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>التوزيعة %1</translation>
        </message>
        <message>
            <source>%1 is on the table: New deal deals again</source>
            <translation>‏%1 على الطاولة: «توزيعة جديدة» توزّع من جديد</translation>
        </message>
        <message>
            <source>%1: deal %2 resumed where it was left</source>
            <translation>‏%1: استُؤنفت التوزيعة %2 من حيث تُركت</translation>
        </message>
        <message>
            <source>The game left could not be kept: %1</source>
            <translation>تعذّر حفظ اللعبة المتروكة: %1</translation>
        </message>
        <message>
            <source>About Cadogan</source>
            <translation>عن Cadogan</translation>
        </message>
        <message>
            <source>Cadogan %1

The games of patience of Lady Cadogan's illustrated book, on a card table.</source>
            <translation>‏Cadogan %1

ألعاب السوليتير في كتاب الليدي كادوغان المصوَّر، على طاولة ورق.</translation>
        </message>
        <message>
            <source>Click: %1</source>
            <translation>انقر: %1</translation>
        </message>
        <message>
            <source>The %1 goes with more than one card: drop it on the one you choose</source>
            <translation>‎%1‎ تصلح لأكثر من ورقة: أفلتها على التي تختارها</translation>
        </message>
        <message>
            <source>Nothing goes with the %1 now</source>
            <translation>لا شيء يصلح مع ‎%1‎ الآن</translation>
        </message>
        <message>
            <source>No foundation takes the %1 now</source>
            <translation>لا يقبل أي أساس ‎%1‎ الآن</translation>
        </message>
        <message>
            <source>No useful move</source>
            <translation>لا نقلة مفيدة</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>تلميح: %1</translation>
        </message>
        <message>
            <source>Solved!</source>
            <translation>حُلّت!</translation>
        </message>
        <message>
            <source>%1, deal %2: %3.</source>
            <translation>‏%1، التوزيعة %2: %3.</translation>
        </message>
        <message>
            <source>Solved! Well played.</source>
            <translation>حُلّت! أحسنت اللعب.</translation>
        </message>
        <message>
            <source>No more moves</source>
            <translation>لا مزيد من النقلات</translation>
        </message>
        <message>
            <source>%1. Undo, or try a new deal.</source>
            <translation>‏%1. تراجع، أو جرّب توزيعة جديدة.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln move(s)</source>
            <translation>
                <numerusform>لا نقلات</numerusform>
                <numerusform>نقلة واحدة</numerusform>
                <numerusform>نقلتان</numerusform>
                <numerusform>%Ln نقلات</numerusform>
                <numerusform>%Ln نقلة</numerusform>
                <numerusform>%Ln نقلة</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln more by auto-play</source>
            <translation>
                <numerusform>لا شيء بالنقل التلقائي</numerusform>
                <numerusform>نقلة أخرى بالنقل التلقائي</numerusform>
                <numerusform>نقلتان أخريان بالنقل التلقائي</numerusform>
                <numerusform>%Ln نقلات أخرى بالنقل التلقائي</numerusform>
                <numerusform>%Ln نقلة أخرى بالنقل التلقائي</numerusform>
                <numerusform>%Ln نقلة أخرى بالنقل التلقائي</numerusform>
            </translation>
        </message>
        <message>
            <source>no help from auto-play</source>
            <translation>بلا عون من النقل التلقائي</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>‏%1، %2</translation>
        </message>
        <message>
            <source>%1, %2, in %3</source>
            <translation>‏%1، %2، في %3</translation>
        </message>
        <message>
            <source>%1 · deal %2</source>
            <translation>‏%1 · التوزيعة %2</translation>
        </message>
        <message>
            <source>Moves: %1, %2 by auto-play</source>
            <translation>النقلات: %1، منها %2 بالنقل التلقائي</translation>
        </message>
        <message>
            <source>Moves: %1</source>
            <translation>النقلات: %1</translation>
        </message>
        <message>
            <source>Pack: %1</source>
            <translation>الرزمة: %1</translation>
        </message>
        <message>
            <source>Talon: %1</source>
            <translation>المَرمى: %1</translation>
        </message>
        <message>
            <source>Time: %1</source>
            <translation>الوقت: %1</translation>
        </message>
        <message>
            <source>%1 &amp;options</source>
            <translation>&amp;خيارات %1</translation>
        </message>
        <message>
            <source>This game has no options</source>
            <translation>لا خيارات لهذه اللعبة</translation>
        </message>
        <message>
            <source>Deal %1 started again: %2 on</source>
            <translation>بدأت التوزيعة %1 من جديد: «%2» مفعَّل</translation>
        </message>
        <message>
            <source>Deal %1 started again: %2 off</source>
            <translation>بدأت التوزيعة %1 من جديد: «%2» معطَّل</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>إعادة التوزيع</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>‏%1: %2</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;فتح…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;حفظ</translation>
        </message>
        <message>
            <source>Save the game to the file it came from (or choose one)</source>
            <translation>احفظ اللعبة في الملف الذي جاءت منه (أو اختر ملفًا)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>حفظ &amp;باسم…</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>تعذّر حفظ اللعبة: %1</translation>
        </message>
        <message>
            <source>The game cannot be kept</source>
            <translation>لا يمكن حفظ اللعبة</translation>
        </message>
        <message>
            <source>The game in progress could not be saved, so the play since then would be lost.</source>
            <translation>تعذّر حفظ اللعبة الجارية، فسيضيع ما لُعب منذ ذلك الحين.</translation>
        </message>
        <message>
            <source>%1.

Save it to another place before closing?</source>
            <translation>‏%1.

أتحفظها في مكان آخر قبل الإغلاق؟</translation>
        </message>
        <message>
            <source>Save &amp;Elsewhere…</source>
            <translation>حفظ في مكان &amp;آخر…</translation>
        </message>
        <message>
            <source>&amp;Close Without Saving</source>
            <translation>إ&amp;غلاق دون حفظ</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>حفظ باسم</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>حفظ</translation>
        </message>
        <message>
            <source>The game could not be saved to %1: %2.</source>
            <translation>تعذّر حفظ اللعبة في %1: %2.</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>حُفظت في %1</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>فتح</translation>
        </message>
        <message>
            <source>%1 cannot be opened.</source>
            <translation>لا يمكن فتح %1.</translation>
        </message>
        <message>
            <source>Opened %1; %2 was kept: choose it again to go on</source>
            <translation>فُتح %1؛ وحُفظت %2: اخترها ثانية لتكمل</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>فُتح %1</translation>
        </message>
        <message>
            <source>Open %1</source>
            <translation>فتح %1</translation>
        </message>
        <message>
            <source>Opened %1: Undo brings back the deal before</source>
            <translation>فُتح %1: «تراجع» يعيد التوزيعة السابقة</translation>
        </message>
        <message>
            <source>Opened %1: Undo brings back the deal kept before; %2 was kept too</source>
            <translation>فُتح %1: «تراجع» يعيد التوزيعة المحفوظة قبلها؛ وحُفظت %2 أيضًا</translation>
        </message>
        <message>
            <source>Save game as</source>
            <translation>حفظ اللعبة باسم</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>فتح لعبة محفوظة</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Cadogan games (*.cadogan);;All files (*)</source>
            <translation>ألعاب Cadogan (*.cadogan);;كل الملفات (*)</translation>
        </message>
    </context>
    <context>
        <name>Moves</name>
        <message>
            <source>%1 (the exchange's first swap)</source>
            <extracomment>%1: the move's name</extracomment>
            <translation>‏%1 (المبادلة الأولى من التبادل)</translation>
        </message>
        <message>
            <source>%1 and %2 home together</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>‏‎%1‎ و‎%2‎ إلى الأسس معًا</translation>
        </message>
        <message>
            <source>%1 starts %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>‏‎%1‎ تبدأ %2</translation>
        </message>
        <message>
            <source>%1 starts a descending foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>‏‎%1‎ تبدأ أساسًا نازلًا</translation>
        </message>
        <message>
            <source>%1 starts an ascending foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>‏‎%1‎ تبدأ أساسًا صاعدًا</translation>
        </message>
        <message>
            <source>%1 to %2</source>
            <extracomment>%1: cards (9♥ 9♠), %2: a pile's name</extracomment>
            <translation>‏‎%1‎ إلى %2</translation>
        </message>
        <message>
            <source>%1…%2 to %3</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥), %3: a pile's name</extracomment>
            <translation>‏‎%1…%2‎ إلى %3</translation>
        </message>
        <message>
            <source>Begin deal %1 of twenty</source>
            <extracomment>%1: a number</extracomment>
            <translation>بدء التوزيع %1 من عشرين ورقة</translation>
        </message>
        <message>
            <source>Choose the %1 as the first foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>اختيار ‎%1‎ أساسًا أول</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>توزيع</translation>
        </message>
        <message>
            <source>Deal a column on the left</source>
            <translation>توزيع عمود على اليسار</translation>
        </message>
        <message>
            <source>Deal a column on the right</source>
            <translation>توزيع عمود على اليمين</translation>
        </message>
        <message>
            <source>Deal a round</source>
            <translation>توزيع جولة</translation>
        </message>
        <message>
            <source>Deal a round onto the Line</source>
            <translation>توزيع جولة على الخط</translation>
        </message>
        <message>
            <source>Deal on</source>
            <translation>مواصلة التوزيع</translation>
        </message>
        <message>
            <source>Deal row %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>توزيع الصف %1</translation>
        </message>
        <message>
            <source>Deal the %1 circle</source>
            <extracomment>%1: first, second or third</extracomment>
            <translation>توزيع الدائرة %1</translation>
        </message>
        <message>
            <source>Deal the next row of the rivers</source>
            <translation>توزيع الصف التالي من الأنهار</translation>
        </message>
        <message>
            <source>Deal the square again</source>
            <translation>توزيع المربع من جديد</translation>
        </message>
        <message>
            <source>Deal twelve more cards</source>
            <translation>توزيع اثنتي عشرة ورقة أخرى</translation>
        </message>
        <message>
            <source>Draw the %1 out of %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>سحب ‎%1‎ من %2</translation>
        </message>
        <message>
            <source>Fill %1 from the pack</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>ملء %1 من الرزمة</translation>
        </message>
        <message>
            <source>Fill gridiron pile %1 from the pack</source>
            <extracomment>%1: a number</extracomment>
            <translation>ملء كومة الشبكة %1 من الرزمة</translation>
        </message>
        <message>
            <source>Finish the deal</source>
            <translation>إنهاء التوزيع</translation>
        </message>
        <message>
            <source>Grace: %1 to %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>المِنّة: ‎%1‎ إلى %2</translation>
        </message>
        <message>
            <source>move %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>النقلة %1</translation>
        </message>
        <message>
            <source>Packet %1 to the circle</source>
            <extracomment>%1: cards' values or labels (7 + 5, 9♥ 9♠)</extracomment>
            <translation>الكومة ‎%1‎ إلى الدائرة</translation>
        </message>
        <message>
            <source>Pair %1 with %2</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>مزاوجة ‎%1‎ و‎%2‎</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>إعادة التوزيع</translation>
        </message>
        <message>
            <source>Re-deal %1</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>إعادة توزيع %1</translation>
        </message>
        <message>
            <source>Re-deal the alphabet</source>
            <translation>إعادة توزيع الأبجدية</translation>
        </message>
        <message>
            <source>Re-deal the garden</source>
            <translation>إعادة توزيع الحديقة</translation>
        </message>
        <message>
            <source>Re-deal the Line</source>
            <translation>إعادة توزيع الخط</translation>
        </message>
        <message>
            <source>Re-deal the packets and reserve</source>
            <translation>إعادة توزيع الكومات والاحتياطي</translation>
        </message>
        <message>
            <source>Re-deal the talon</source>
            <translation>إعادة توزيع المَرمى</translation>
        </message>
        <message>
            <source>Refill</source>
            <translation>ملء</translation>
        </message>
        <message>
            <source>Refill the packets</source>
            <translation>ملء الكومات</translation>
        </message>
        <message>
            <source>Refill, then deal row %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>ملء، ثم توزيع الصف %1</translation>
        </message>
        <message>
            <source>Shuffle and re-deal</source>
            <translation>خلط وإعادة توزيع</translation>
        </message>
        <message>
            <source>Slip the %1 to the bottom of %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>دسّ ‎%1‎ إلى قاع %2</translation>
        </message>
        <message>
            <source>Swap %1 and %2</source>
            <extracomment>%1: cards (9♥ 9♠), %2: cards (9♥ 9♠)</extracomment>
            <translation>مبادلة ‎%1‎ و‎%2‎</translation>
        </message>
        <message>
            <source>Take the %1 as the grace</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>أخذ ‎%1‎ مِنّةً</translation>
        </message>
        <message>
            <source>Take up a reserve card</source>
            <translation>أخذ ورقة من الاحتياطي</translation>
        </message>
        <message>
            <source>The queens' payment</source>
            <translation>فدية البنات</translation>
        </message>
        <message>
            <source>Turn a card</source>
            <translation>قلب ورقة</translation>
        </message>
        <message>
            <source>undone move %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>النقلة %1 من النقلات المتراجَع عنها</translation>
        </message>
    </context>
    <context>
        <name>Piles</name>
        <message>
            <source>packet %1</source>
            <translation>الكومة %1</translation>
        </message>
        <message>
            <source>foundation</source>
            <translation>أساس</translation>
        </message>
        <message>
            <source>column %1</source>
            <translation>العمود %1</translation>
        </message>
        <message>
            <source>stock</source>
            <translation>المخزون</translation>
        </message>
        <message>
            <source>waste</source>
            <translation>المَرمى</translation>
        </message>
        <message>
            <source>the I foundation</source>
            <translation>الأساس I</translation>
        </message>
        <message>
            <source>the II foundation</source>
            <translation>الأساس II</translation>
        </message>
        <message>
            <source>the III foundation</source>
            <translation>الأساس III</translation>
        </message>
        <message>
            <source>the IV foundation</source>
            <translation>الأساس IV</translation>
        </message>
        <message>
            <source>the V foundation</source>
            <translation>الأساس V</translation>
        </message>
        <message>
            <source>the VI foundation</source>
            <translation>الأساس VI</translation>
        </message>
        <message>
            <source>the VII foundation</source>
            <translation>الأساس VII</translation>
        </message>
        <message>
            <source>the VIII foundation</source>
            <translation>الأساس VIII</translation>
        </message>
        <message>
            <source>the IX foundation</source>
            <translation>الأساس IX</translation>
        </message>
        <message>
            <source>the X foundation</source>
            <translation>الأساس X</translation>
        </message>
        <message>
            <source>the XI foundation</source>
            <translation>الأساس XI</translation>
        </message>
        <message>
            <source>the XII foundation</source>
            <translation>الأساس XII</translation>
        </message>
        <message>
            <source>packet I</source>
            <translation>الكومة I</translation>
        </message>
        <message>
            <source>packet II</source>
            <translation>الكومة II</translation>
        </message>
        <message>
            <source>packet III</source>
            <translation>الكومة III</translation>
        </message>
        <message>
            <source>packet IV</source>
            <translation>الكومة IV</translation>
        </message>
        <message>
            <source>packet V</source>
            <translation>الكومة V</translation>
        </message>
        <message>
            <source>packet VI</source>
            <translation>الكومة VI</translation>
        </message>
        <message>
            <source>packet VII</source>
            <translation>الكومة VII</translation>
        </message>
        <message>
            <source>packet VIII</source>
            <translation>الكومة VIII</translation>
        </message>
        <message>
            <source>packet IX</source>
            <translation>الكومة IX</translation>
        </message>
        <message>
            <source>packet X</source>
            <translation>الكومة X</translation>
        </message>
        <message>
            <source>packet XI</source>
            <translation>الكومة XI</translation>
        </message>
        <message>
            <source>packet XII</source>
            <translation>الكومة XII</translation>
        </message>
        <message>
            <source>pack</source>
            <translation>الرزمة</translation>
        </message>
        <message>
            <source>talon</source>
            <translation>المَرمى</translation>
        </message>
        <message>
            <source>the Shah</source>
            <translation>الشاه</translation>
        </message>
        <message>
            <source>ray %1, inner place</source>
            <translation>الشعاع %1، المكان الداخلي</translation>
        </message>
        <message>
            <source>ray %1, middle place</source>
            <translation>الشعاع %1، المكان الأوسط</translation>
        </message>
        <message>
            <source>ray %1, outer place</source>
            <translation>الشعاع %1، المكان الخارجي</translation>
        </message>
        <message>
            <source>the kings set aside</source>
            <translation>الشوايب المنحّاة جانبًا</translation>
        </message>
        <message>
            <source>the king of hearts</source>
            <translation>شايب الكُبّة</translation>
        </message>
        <message>
            <source>the king of clubs</source>
            <translation>شايب السباتي</translation>
        </message>
        <message>
            <source>the king of diamonds</source>
            <translation>شايب الديناري</translation>
        </message>
        <message>
            <source>the king of spades</source>
            <translation>شايب البستوني</translation>
        </message>
        <message>
            <source>the knave of hearts</source>
            <translation>ولد الكُبّة</translation>
        </message>
        <message>
            <source>the knave of clubs</source>
            <translation>ولد السباتي</translation>
        </message>
        <message>
            <source>the knave of diamonds</source>
            <translation>ولد الديناري</translation>
        </message>
        <message>
            <source>the knave of spades</source>
            <translation>ولد البستوني</translation>
        </message>
        <message>
            <source>the queen of hearts</source>
            <translation>بنت الكُبّة</translation>
        </message>
        <message>
            <source>the queen of clubs</source>
            <translation>بنت السباتي</translation>
        </message>
        <message>
            <source>the queen of diamonds</source>
            <translation>بنت الديناري</translation>
        </message>
        <message>
            <source>the queen of spades</source>
            <translation>بنت البستوني</translation>
        </message>
        <message>
            <source>the aces' packet</source>
            <translation>كومة الآسات</translation>
        </message>
        <message>
            <source>help card %1</source>
            <translation>ورقة العون %1</translation>
        </message>
        <message>
            <source>the herring-bone</source>
            <translation>عظمة الرنجة</translation>
        </message>
        <message>
            <source>a side scene</source>
            <translation>مشهد جانبي</translation>
        </message>
        <message>
            <source>a bar</source>
            <translation>عارضة</translation>
        </message>
        <message>
            <source>a descending foundation</source>
            <translation>أساس نازل</translation>
        </message>
        <message>
            <source>an ascending foundation</source>
            <translation>أساس صاعد</translation>
        </message>
        <message>
            <source>a king foundation</source>
            <translation>أساس شايب</translation>
        </message>
        <message>
            <source>an ace foundation</source>
            <translation>أساس آس</translation>
        </message>
        <message>
            <source>row %1, column %2</source>
            <translation>الصف %1، العمود %2</translation>
        </message>
        <message>
            <source>the pack</source>
            <translation>الرزمة</translation>
        </message>
        <message>
            <source>left row %1</source>
            <translation>الصف الأيسر %1</translation>
        </message>
        <message>
            <source>right row %1</source>
            <translation>الصف الأيمن %1</translation>
        </message>
        <message>
            <source>the top packet</source>
            <translation>الكومة العليا</translation>
        </message>
        <message>
            <source>the left packet</source>
            <translation>الكومة اليسرى</translation>
        </message>
        <message>
            <source>the centre packet</source>
            <translation>الكومة الوسطى</translation>
        </message>
        <message>
            <source>the right packet</source>
            <translation>الكومة اليمنى</translation>
        </message>
        <message>
            <source>the bottom packet</source>
            <translation>الكومة السفلى</translation>
        </message>
        <message>
            <source>the upper-left foundation</source>
            <translation>الأساس الأعلى الأيسر</translation>
        </message>
        <message>
            <source>the upper-right foundation</source>
            <translation>الأساس الأعلى الأيمن</translation>
        </message>
        <message>
            <source>the lower-left foundation</source>
            <translation>الأساس الأسفل الأيسر</translation>
        </message>
        <message>
            <source>the lower-right foundation</source>
            <translation>الأساس الأسفل الأيمن</translation>
        </message>
        <message>
            <source>a foundation</source>
            <translation>أساس</translation>
        </message>
        <message>
            <source>river %1</source>
            <translation>النهر %1</translation>
        </message>
        <message>
            <source>help %1</source>
            <translation>العون %1</translation>
        </message>
        <message>
            <source>the Bouquet</source>
            <translation>الباقة</translation>
        </message>
        <message>
            <source>corner packet %1</source>
            <translation>كومة الزاوية %1</translation>
        </message>
        <message>
            <source>side packet %1</source>
            <translation>الكومة الجانبية %1</translation>
        </message>
        <message>
            <source>the A♥ foundation</source>
            <translation>أساس ‎A♥‎</translation>
        </message>
        <message>
            <source>the A♠ foundation</source>
            <translation>أساس ‎A♠‎</translation>
        </message>
        <message>
            <source>the A♦ foundation</source>
            <translation>أساس ‎A♦‎</translation>
        </message>
        <message>
            <source>the A♣ foundation</source>
            <translation>أساس ‎A♣‎</translation>
        </message>
        <message>
            <source>the K♥ foundation</source>
            <translation>أساس ‎K♥‎</translation>
        </message>
        <message>
            <source>the K♠ foundation</source>
            <translation>أساس ‎K♠‎</translation>
        </message>
        <message>
            <source>the K♦ foundation</source>
            <translation>أساس ‎K♦‎</translation>
        </message>
        <message>
            <source>the K♣ foundation</source>
            <translation>أساس ‎K♣‎</translation>
        </message>
        <message>
            <source>a foundation of row %1</source>
            <translation>أساس من الصف %1</translation>
        </message>
        <message>
            <source>pile %1 of the Square</source>
            <translation>الكومة %1 من المربع</translation>
        </message>
        <message>
            <source>the top left foundation</source>
            <translation>الأساس الأعلى الأيسر</translation>
        </message>
        <message>
            <source>the top right foundation</source>
            <translation>الأساس الأعلى الأيمن</translation>
        </message>
        <message>
            <source>the bottom left foundation</source>
            <translation>الأساس الأسفل الأيسر</translation>
        </message>
        <message>
            <source>the bottom right foundation</source>
            <translation>الأساس الأسفل الأيمن</translation>
        </message>
        <message>
            <source>the top middle foundation</source>
            <translation>الأساس الأوسط في الأعلى</translation>
        </message>
        <message>
            <source>the left middle foundation</source>
            <translation>الأساس الأوسط على اليسار</translation>
        </message>
        <message>
            <source>the right middle foundation</source>
            <translation>الأساس الأوسط على اليمين</translation>
        </message>
        <message>
            <source>the bottom middle foundation</source>
            <translation>الأساس الأوسط في الأسفل</translation>
        </message>
        <message>
            <source>the Sultan</source>
            <translation>السلطان</translation>
        </message>
        <message>
            <source>Divan card %1</source>
            <translation>ورقة الديوان %1</translation>
        </message>
        <message>
            <source>the card just turned</source>
            <translation>الورقة المقلوبة لتوّها</translation>
        </message>
        <message>
            <source>the left ring</source>
            <translation>الحلقة اليسرى</translation>
        </message>
        <message>
            <source>the right ring</source>
            <translation>الحلقة اليمنى</translation>
        </message>
        <message>
            <source>bracelet card %1</source>
            <translation>ورقة السوار %1</translation>
        </message>
        <message>
            <source>an ace's foundation</source>
            <translation>أساس آس</translation>
        </message>
        <message>
            <source>a king's foundation</source>
            <translation>أساس شايب</translation>
        </message>
        <message>
            <source>Zodiac packet %1</source>
            <translation>كومة البروج %1</translation>
        </message>
        <message>
            <source>Equator place %1</source>
            <translation>مكان خط الاستواء %1</translation>
        </message>
        <message>
            <source>the ace packet</source>
            <translation>كومة الآس</translation>
        </message>
        <message>
            <source>the top-left angle</source>
            <translation>الركن الأعلى الأيسر</translation>
        </message>
        <message>
            <source>the top-right angle</source>
            <translation>الركن الأعلى الأيمن</translation>
        </message>
        <message>
            <source>the bottom-right angle</source>
            <translation>الركن الأسفل الأيمن</translation>
        </message>
        <message>
            <source>the bottom-left angle</source>
            <translation>الركن الأسفل الأيسر</translation>
        </message>
        <message>
            <source>the wing (top arm, inner)</source>
            <translation>الجناح (الذراع العليا، الداخلي)</translation>
        </message>
        <message>
            <source>the wing (top arm, outer)</source>
            <translation>الجناح (الذراع العليا، الخارجي)</translation>
        </message>
        <message>
            <source>the wing (right arm, inner)</source>
            <translation>الجناح (الذراع اليمنى، الداخلي)</translation>
        </message>
        <message>
            <source>the wing (right arm, outer)</source>
            <translation>الجناح (الذراع اليمنى، الخارجي)</translation>
        </message>
        <message>
            <source>the wing (bottom arm, inner)</source>
            <translation>الجناح (الذراع السفلى، الداخلي)</translation>
        </message>
        <message>
            <source>the wing (bottom arm, outer)</source>
            <translation>الجناح (الذراع السفلى، الخارجي)</translation>
        </message>
        <message>
            <source>the wing (left arm, inner)</source>
            <translation>الجناح (الذراع اليسرى، الداخلي)</translation>
        </message>
        <message>
            <source>the wing (left arm, outer)</source>
            <translation>الجناح (الذراع اليسرى، الخارجي)</translation>
        </message>
        <message>
            <source>foundation %1</source>
            <translation>الأساس %1</translation>
        </message>
        <message>
            <source>shutter %1</source>
            <translation>المِصراع %1</translation>
        </message>
        <message>
            <source>the key</source>
            <translation>المفتاح</translation>
        </message>
        <message>
            <source>the left Flank's place %1</source>
            <translation>مكان الجناح الأيسر %1</translation>
        </message>
        <message>
            <source>the right Flank's place %1</source>
            <translation>مكان الجناح الأيمن %1</translation>
        </message>
        <message>
            <source>Line packet %1</source>
            <translation>كومة الخط %1</translation>
        </message>
        <message>
            <source>the diamond ace foundation</source>
            <translation>أساس آس الديناري</translation>
        </message>
        <message>
            <source>the club ace foundation</source>
            <translation>أساس آس السباتي</translation>
        </message>
        <message>
            <source>the heart ace foundation</source>
            <translation>أساس آس الكُبّة</translation>
        </message>
        <message>
            <source>the spade ace foundation</source>
            <translation>أساس آس البستوني</translation>
        </message>
        <message>
            <source>the diamond king foundation</source>
            <translation>أساس شايب الديناري</translation>
        </message>
        <message>
            <source>the club king foundation</source>
            <translation>أساس شايب السباتي</translation>
        </message>
        <message>
            <source>the heart king foundation</source>
            <translation>أساس شايب الكُبّة</translation>
        </message>
        <message>
            <source>the spade king foundation</source>
            <translation>أساس شايب البستوني</translation>
        </message>
        <message>
            <source>letter a</source>
            <translation>الحرف a</translation>
        </message>
        <message>
            <source>letter b</source>
            <translation>الحرف b</translation>
        </message>
        <message>
            <source>letter c</source>
            <translation>الحرف c</translation>
        </message>
        <message>
            <source>letter d</source>
            <translation>الحرف d</translation>
        </message>
        <message>
            <source>letter e</source>
            <translation>الحرف e</translation>
        </message>
        <message>
            <source>letter f</source>
            <translation>الحرف f</translation>
        </message>
        <message>
            <source>letter g</source>
            <translation>الحرف g</translation>
        </message>
        <message>
            <source>letter h</source>
            <translation>الحرف h</translation>
        </message>
        <message>
            <source>letter i</source>
            <translation>الحرف i</translation>
        </message>
        <message>
            <source>letter k</source>
            <translation>الحرف k</translation>
        </message>
        <message>
            <source>letter l</source>
            <translation>الحرف l</translation>
        </message>
        <message>
            <source>letter m</source>
            <translation>الحرف m</translation>
        </message>
        <message>
            <source>the diamonds laid aside</source>
            <translation>أوراق الديناري الموضوعة جانبًا</translation>
        </message>
        <message>
            <source>the clubs laid aside</source>
            <translation>أوراق السباتي الموضوعة جانبًا</translation>
        </message>
        <message>
            <source>the hearts laid aside</source>
            <translation>أوراق الكُبّة الموضوعة جانبًا</translation>
        </message>
        <message>
            <source>the spades laid aside</source>
            <translation>أوراق البستوني الموضوعة جانبًا</translation>
        </message>
        <message>
            <source>the grace</source>
            <translation>المِنّة</translation>
        </message>
        <message>
            <source>row %1, column %2 of the carpet</source>
            <translation>الصف %1، العمود %2 من السجادة</translation>
        </message>
        <message>
            <source>the reserve</source>
            <translation>الاحتياطي</translation>
        </message>
        <message>
            <source>gridiron pile %1</source>
            <translation>كومة الشبكة %1</translation>
        </message>
        <message>
            <source>knave %1</source>
            <translation>الولد %1</translation>
        </message>
        <message>
            <source>the king beside knave %1</source>
            <translation>الشايب بجانب الولد %1</translation>
        </message>
        <message>
            <source>the queen beside knave %1</source>
            <translation>البنت بجانب الولد %1</translation>
        </message>
        <message>
            <source>a knave's foundation</source>
            <translation>أساس ولد</translation>
        </message>
        <message>
            <source>Auxiliary %1</source>
            <translation>الورقة المساعدة %1</translation>
        </message>
        <message>
            <source>Rival %1</source>
            <translation>المنافِسة %1</translation>
        </message>
        <message>
            <source>Volunteer %1</source>
            <translation>المتطوع %1</translation>
        </message>
        <message>
            <source>Terrace card %1</source>
            <translation>ورقة الشرفة %1</translation>
        </message>
        <message>
            <source>valley packet %1</source>
            <translation>كومة الوادي %1</translation>
        </message>
        <message>
            <source>column %1 of the flower-bed</source>
            <translation>العمود %1 من حوض الزهور</translation>
        </message>
        <message>
            <source>the ace of hearts foundation</source>
            <translation>أساس آس الكُبّة</translation>
        </message>
        <message>
            <source>the two of spades foundation</source>
            <translation>أساس اثنين البستوني</translation>
        </message>
        <message>
            <source>the ace of diamonds foundation</source>
            <translation>أساس آس الديناري</translation>
        </message>
        <message>
            <source>the two of clubs foundation</source>
            <translation>أساس اثنين السباتي</translation>
        </message>
        <message>
            <source>the two of hearts foundation</source>
            <translation>أساس اثنين الكُبّة</translation>
        </message>
        <message>
            <source>the ace of spades foundation</source>
            <translation>أساس آس البستوني</translation>
        </message>
        <message>
            <source>the two of diamonds foundation</source>
            <translation>أساس اثنين الديناري</translation>
        </message>
        <message>
            <source>the ace of clubs foundation</source>
            <translation>أساس آس السباتي</translation>
        </message>
        <message>
            <source>battery pile %1</source>
            <translation>كومة البطارية %1</translation>
        </message>
        <message>
            <source>line %1</source>
            <translation>الخط %1</translation>
        </message>
        <message>
            <source>the Reserve (row %1, column %2)</source>
            <translation>الاحتياطي (الصف %1، العمود %2)</translation>
        </message>
        <message>
            <source>the Rampart above column %1</source>
            <translation>السور فوق العمود %1</translation>
        </message>
        <message>
            <source>the Rampart right of row %1</source>
            <translation>السور يمين الصف %1</translation>
        </message>
        <message>
            <source>the Rampart below column %1</source>
            <translation>السور تحت العمود %1</translation>
        </message>
        <message>
            <source>the Rampart left of row %1</source>
            <translation>السور يسار الصف %1</translation>
        </message>
        <message>
            <source>the Sovereign</source>
            <translation>العاهلة</translation>
        </message>
        <message>
            <source>the N foundation</source>
            <translation>الأساس الشمالي</translation>
        </message>
        <message>
            <source>the NE foundation</source>
            <translation>الأساس الشمالي الشرقي</translation>
        </message>
        <message>
            <source>the E foundation</source>
            <translation>الأساس الشرقي</translation>
        </message>
        <message>
            <source>the SE foundation</source>
            <translation>الأساس الجنوبي الشرقي</translation>
        </message>
        <message>
            <source>the S foundation</source>
            <translation>الأساس الجنوبي</translation>
        </message>
        <message>
            <source>the SW foundation</source>
            <translation>الأساس الجنوبي الغربي</translation>
        </message>
        <message>
            <source>the W foundation</source>
            <translation>الأساس الغربي</translation>
        </message>
        <message>
            <source>the NW foundation</source>
            <translation>الأساس الشمالي الغربي</translation>
        </message>
        <message>
            <source>a Judge</source>
            <translation>قاضٍ</translation>
        </message>
        <message>
            <source>a Bishop</source>
            <translation>أسقف</translation>
        </message>
        <message>
            <source>the queens laid aside</source>
            <translation>البنات المنحّاة جانبًا</translation>
        </message>
        <message>
            <source>the Privy Council, packet %1</source>
            <translation>المجلس الخاص، الكومة %1</translation>
        </message>
        <message>
            <source>the House of Lords, packet %1</source>
            <translation>مجلس اللوردات، الكومة %1</translation>
        </message>
        <message>
            <source>the House of Commons, packet %1</source>
            <translation>مجلس العموم، الكومة %1</translation>
        </message>
        <message>
            <source>the People, packet %1</source>
            <translation>الشعب، الكومة %1</translation>
        </message>
        <message>
            <source>the reserve cards taken up</source>
            <translation>أوراق الاحتياطي المأخوذة</translation>
        </message>
        <message>
            <source>the discard</source>
            <translation>كومة المهملات</translation>
        </message>
        <message>
            <source>the cross</source>
            <translation>الصليب</translation>
        </message>
        <message>
            <source>the circle</source>
            <translation>الدائرة</translation>
        </message>
        <message>
            <source>cushion place %1</source>
            <translation>مكان الوسادة %1</translation>
        </message>
        <message>
            <source>balcony card %1</source>
            <translation>ورقة الشرفة %1</translation>
        </message>
        <message>
            <source>numeral %1</source>
            <translation>العدد %1</translation>
        </message>
        <message>
            <source>ground packet %1</source>
            <translation>الكومة الأرضية %1</translation>
        </message>
        <message>
            <source>the packet in hand</source>
            <translation>الكومة التي في اليد</translation>
        </message>
        <message>
            <source>an Admiral (a black foundation)</source>
            <translation>أميرال (أساس أسود)</translation>
        </message>
        <message>
            <source>a General (a red foundation)</source>
            <translation>جنرال (أساس أحمر)</translation>
        </message>
        <message>
            <source>the Army</source>
            <translation>الجيش</translation>
        </message>
        <message>
            <source>the Navy</source>
            <translation>البحرية</translation>
        </message>
        <message>
            <source>the Empress</source>
            <translation>الإمبراطورة</translation>
        </message>
        <message>
            <source>the guard</source>
            <translation>الحرس</translation>
        </message>
        <message>
            <source>the queens set aside</source>
            <translation>البنات المنحّاة جانبًا</translation>
        </message>
        <message>
            <source>the red talon</source>
            <translation>المَرمى الأحمر</translation>
        </message>
        <message>
            <source>the black talon</source>
            <translation>المَرمى الأسود</translation>
        </message>
        <message>
            <source>a barrier</source>
            <translation>حاجز</translation>
        </message>
        <message>
            <source>place %1 (the Europeans)</source>
            <translation>المكان %1 (الأوروبيون)</translation>
        </message>
        <message>
            <source>place %1 (the Asiatics)</source>
            <translation>المكان %1 (الآسيويون)</translation>
        </message>
        <message>
            <source>place %1 (the Australians)</source>
            <translation>المكان %1 (الأستراليون)</translation>
        </message>
        <message>
            <source>place %1 (the Africans)</source>
            <translation>المكان %1 (الأفارقة)</translation>
        </message>
        <message>
            <source>the queens' row</source>
            <translation>صف البنات</translation>
        </message>
        <message>
            <source>king %1</source>
            <translation>الشايب %1</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source> to complete the packet</source>
            <translation> لإكمال الكومة</translation>
        </message>
        <message>
            <source>%1 and %2 make %3, not %4</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥), %3: a number, %4: a number</extracomment>
            <translation>مجموع ‎%1‎ و‎%2‎ هو %3، لا %4</translation>
        </message>
        <message>
            <source>%1 and a court card to complete the packet</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>يلزم %1 وورقة صورة لإكمال الكومة</translation>
        </message>
        <message>
            <source>%1 make %2, not eighteen</source>
            <extracomment>%1: cards' values or labels (7 + 5, 9♥ 9♠), %2: a number</extracomment>
            <translation>مجموع ‎%1‎ هو %2، لا ثمانية عشر</translation>
        </message>
        <message>
            <source>%1 make %2: no third card of another value makes eighteen</source>
            <extracomment>%1: cards' values or labels (7 + 5, 9♥ 9♠), %2: a number</extracomment>
            <translation>مجموع ‎%1‎ هو %2: لا ورقة ثالثة من قيمة أخرى تكمل ثمانية عشر</translation>
        </message>
        <message>
            <source>%1 to complete the packet</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>يلزم %1 لإكمال الكومة</translation>
        </message>
        <message>
            <source>2 more pip cards (%1 in all) and a court card to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>تلزم ورقتان عدديتان أخريان (مجموعهما %1) وورقة صورة لإكمال الكومة</translation>
        </message>
        <message>
            <source>2 more pip cards (%1 in all) to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>تلزم ورقتان عدديتان أخريان (مجموعهما %1) لإكمال الكومة</translation>
        </message>
        <message>
            <source>3 more pip cards (%1 in all) and a court card to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>تلزم ثلاث أوراق عددية (مجموعها %1) وورقة صورة لإكمال الكومة</translation>
        </message>
        <message>
            <source>3 more pip cards (%1 in all) to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>تلزم ثلاث أوراق عددية (مجموعها %1) لإكمال الكومة</translation>
        </message>
        <message>
            <source>A bar is refilled from the herring-bone by itself</source>
            <translation>تُملأ العارضة من عظمة الرنجة تلقائيًا</translation>
        </message>
        <message>
            <source>A barrier goes only to a foundation</source>
            <translation>لا يذهب الحاجز إلا إلى أساس</translation>
        </message>
        <message>
            <source>A card can still be played to a foundation</source>
            <translation>ما زال يمكن نقل ورقة إلى أساس</translation>
        </message>
        <message>
            <source>A card climbs to the division just above its own, one at a time</source>
            <translation>تصعد الورقة إلى الطبقة التي فوق طبقتها مباشرة، ورقة واحدة في كل مرة</translation>
        </message>
        <message>
            <source>A card dealt to a side packet may go only to the foundation beside it</source>
            <translation>الورقة الموزَّعة على كومة جانبية لا تذهب إلا إلى الأساس المجاور لها</translation>
        </message>
        <message>
            <source>A card goes on one a rank higher or lower</source>
            <translation>توضع الورقة على ورقة أعلى منها بدرجة أو أدنى</translation>
        </message>
        <message>
            <source>A card is paired only with another card</source>
            <translation>لا تُزاوَج الورقة إلا بورقة أخرى</translation>
        </message>
        <message>
            <source>A card is turned only to fill a vacancy of the last row: deal the next row</source>
            <translation>لا تُقلب ورقة إلا لملء شاغر في الصف الأخير: وزّع الصف التالي</translation>
        </message>
        <message>
            <source>A card laid aside goes only to a foundation</source>
            <translation>الورقة الموضوعة جانبًا لا تذهب إلا إلى أساس</translation>
        </message>
        <message>
            <source>A card laid on a numeral stays there</source>
            <translation>الورقة الموضوعة على عدد تبقى فيه</translation>
        </message>
        <message>
            <source>A card lower in this column blocks this one</source>
            <translation>ورقة أدنى منها في هذا العمود تسدّها</translation>
        </message>
        <message>
            <source>A card of the ring marries only within its own Race; the talon's marry into any</source>
            <translation>لا تُقرن ورقة الحلقة إلا داخل عِرقها؛ أما أوراق المَرمى فتُقرن في أي عِرق</translation>
        </message>
        <message>
            <source>A carpet card goes on the talon only once the talon has a card</source>
            <translation>لا توضع ورقة السجادة على المَرمى إلا متى كانت فيه ورقة</translation>
        </message>
        <message>
            <source>A combination can still be made: the next deal comes only when none is left</source>
            <translation>ما زال تكوين تركيبة ممكنًا: لا يأتي التوزيع التالي إلا حين لا تبقى تركيبة</translation>
        </message>
        <message>
            <source>a court card to complete the packet</source>
            <translation>تلزم ورقة صورة لإكمال الكومة</translation>
        </message>
        <message>
            <source>A Flank card cannot move to another Flank place</source>
            <translation>لا تنتقل ورقة الجناح إلى مكان آخر في الجناحين</translation>
        </message>
        <message>
            <source>A Flank place holds one card</source>
            <translation>مكان الجناح لا يحمل إلا ورقة واحدة</translation>
        </message>
        <message>
            <source>A foundation here starts with %1</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>لا يبدأ الأساس هنا إلا %1</translation>
        </message>
        <message>
            <source>A foundation's base card stays where it is</source>
            <translation>قاعدة الأساس تبقى في مكانها</translation>
        </message>
        <message>
            <source>A foundation's first card stays where it is</source>
            <translation>الورقة الأولى في الأساس تبقى في مكانها</translation>
        </message>
        <message>
            <source>A fourteen can still be made: the exchange is only for when none can</source>
            <translation>ما زال تكوين أربع عشرة ممكنًا: لا يكون التبادل إلا حين يتعذّر ذلك</translation>
        </message>
        <message>
            <source>A king has already been drawn out</source>
            <translation>سُحب شايب من قبل</translation>
        </message>
        <message>
            <source>A king or queen cannot fill a space</source>
            <translation>لا يملأ الشايب أو البنت خانة فارغة</translation>
        </message>
        <message>
            <source>A knave begins each foundation of the N</source>
            <translation>لا يبدأ أساسًا في حرف N إلا ولد</translation>
        </message>
        <message>
            <source>A lane opens only when both sides of its row are empty</source>
            <translation>لا ينفتح الممر إلا حين يفرغ جانبا صفّه كلاهما</translation>
        </message>
        <message>
            <source>A marriage must be one rank above or below</source>
            <translation>يجب أن يكون القِران بدرجة واحدة صعودًا أو نزولًا</translation>
        </message>
        <message>
            <source>A misplaced card moves alone into a space only when the pack and the talon are used up</source>
            <translation>لا تنتقل الورقة التي في غير موضعها وحدها إلى مكان فارغ إلا حين تنفد الرزمة والمَرمى</translation>
        </message>
        <message>
            <source>A new foundation takes the leftmost free place of its row</source>
            <translation>الأساس الجديد يأخذ أقصى مكان حرّ إلى اليسار في صفه</translation>
        </message>
        <message>
            <source>A new help is begun with a card from the rivers</source>
            <translation>تُبدأ كومة العون الجديدة بورقة من الأنهار</translation>
        </message>
        <message>
            <source>A packet goes to the circle</source>
            <translation>تذهب الكومة إلى الدائرة</translation>
        </message>
        <message>
            <source>A packet is three pip cards of different values making eighteen, and a court card</source>
            <translation>الكومة ثلاث أوراق عددية مختلفة القيمة مجموعها ثمانية عشر، وورقة صورة</translation>
        </message>
        <message>
            <source>A pair can still be made: take up the reserve only when none is left</source>
            <translation>ما زال تكوين زوج ممكنًا: لا تأخذ من الاحتياطي إلا حين لا يبقى زوج</translation>
        </message>
        <message>
            <source>A pair goes to the discard together</source>
            <translation>يذهب الزوج إلى كومة المهملات معًا</translation>
        </message>
        <message>
            <source>A pair is one Army card and one Navy card</source>
            <translation>الزوج ورقة من الجيش وورقة من البحرية</translation>
        </message>
        <message>
            <source>A pair is two cards of the same value</source>
            <translation>الزوج ورقتان من القيمة نفسها</translation>
        </message>
        <message>
            <source>A place in the Divan is filled by itself, from the talon or the pack</source>
            <translation>يُملأ المكان في الديوان تلقائيًا، من المَرمى أو الرزمة</translation>
        </message>
        <message>
            <source>A place in the wings is filled from the talon or the pack</source>
            <translation>يُملأ المكان في الأجنحة من المَرمى أو الرزمة</translation>
        </message>
        <message>
            <source>A queen on a single king stays there until it goes home</source>
            <translation>البنت التي على شايب منفرد تبقى عليه حتى تذهب إلى الأساس</translation>
        </message>
        <message>
            <source>A Reserve card goes only to the Ramparts at the ends of its own row and column</source>
            <translation>لا تذهب ورقة الاحتياطي إلا إلى الأسوار عند طرفي صفها وطرفي عمودها</translation>
        </message>
        <message>
            <source>A Reserve place is filled from the talon or the pack</source>
            <translation>يُملأ مكان الاحتياطي من المَرمى أو الرزمة</translation>
        </message>
        <message>
            <source>A Rival space is filled only from the pack or the talon</source>
            <translation>لا يُملأ مكان المنافِسة الفارغ إلا من الرزمة أو المَرمى</translation>
        </message>
        <message>
            <source>A sequence here must follow suit</source>
            <translation>يجب أن يكون التسلسل هنا من الشكل نفسه</translation>
        </message>
        <message>
            <source>A side scene holds one card</source>
            <translation>المشهد الجانبي لا يحمل إلا ورقة واحدة</translation>
        </message>
        <message>
            <source>A side scene is filled only from the pack or the talon</source>
            <translation>لا يُملأ المشهد الجانبي إلا من الرزمة أو المَرمى</translation>
        </message>
        <message>
            <source>A space among the help cards is filled from the pack</source>
            <translation>الخانة الفارغة بين أوراق العون تُملأ من الرزمة</translation>
        </message>
        <message>
            <source>A space in the battery is filled from the pack or the talon</source>
            <translation>الخانة الفارغة في البطارية تُملأ من الرزمة أو المَرمى</translation>
        </message>
        <message>
            <source>A space in the bracelet is filled by itself, from the pack</source>
            <translation>الخانة الفارغة في السوار تُملأ تلقائيًا من الرزمة</translation>
        </message>
        <message>
            <source>A space in the bracelet is filled by itself, from the talon or the pack</source>
            <translation>الخانة الفارغة في السوار تُملأ تلقائيًا من المَرمى أو الرزمة</translation>
        </message>
        <message>
            <source>A space is filled by the next card turned from the pack</source>
            <translation>تُملأ الخانة الفارغة بالورقة التالية المقلوبة من الرزمة</translation>
        </message>
        <message>
            <source>A space is filled from the pack or the talon</source>
            <translation>تُملأ الخانة الفارغة من الرزمة أو المَرمى</translation>
        </message>
        <message>
            <source>A space is filled from the talon or the pack</source>
            <translation>تُملأ الخانة الفارغة من المَرمى أو الرزمة</translation>
        </message>
        <message>
            <source>A space is filled from the talon, or from the pack when there is no talon</source>
            <translation>تُملأ الخانة الفارغة من المَرمى، أو من الرزمة إذا لم يكن هناك مَرمى</translation>
        </message>
        <message>
            <source>A space is filled only from the pack or the talon</source>
            <translation>لا تُملأ الخانة الفارغة إلا من الرزمة أو المَرمى</translation>
        </message>
        <message>
            <source>A space is filled only from the talon</source>
            <translation>لا تُملأ الخانة الفارغة إلا من المَرمى</translation>
        </message>
        <message>
            <source>A space is filled only with an available card</source>
            <translation>لا تُملأ الخانة الفارغة إلا بورقة متاحة</translation>
        </message>
        <message>
            <source>A space is filled with one card</source>
            <translation>تُملأ الخانة الفارغة بورقة واحدة</translation>
        </message>
        <message>
            <source>A talon card comes into play only through an empty place of the Army or the Navy</source>
            <translation>لا تدخل ورقة المَرمى اللعب إلا عبر مكان فارغ في الجيش أو البحرية</translation>
        </message>
        <message>
            <source>A vacancy is filled from the division below</source>
            <translation>يُملأ الشاغر من الطبقة التي تحته</translation>
        </message>
        <message>
            <source>A vacancy is filled only from the pack</source>
            <translation>لا يُملأ الشاغر إلا من الرزمة</translation>
        </message>
        <message>
            <source>A vacancy is filled only from the talon or the pack</source>
            <translation>لا يُملأ الشاغر إلا من المَرمى أو الرزمة</translation>
        </message>
        <message>
            <source>A valley space is filled only from the pack</source>
            <translation>لا تُملأ خانة الوادي الفارغة إلا من الرزمة</translation>
        </message>
        <message>
            <source>Aces go only to the foundations</source>
            <translation>لا تذهب الآسات إلا إلى الأسس</translation>
        </message>
        <message>
            <source>All three circles are dealt</source>
            <translation>وُزّعت الدوائر الثلاث كلها</translation>
        </message>
        <message>
            <source>An ace has already been drawn out</source>
            <translation>سُحب آس من قبل</translation>
        </message>
        <message>
            <source>An ace or a king is free: play it instead</source>
            <translation>هناك آس أو شايب حرّ: انقله بدلًا من ذلك</translation>
        </message>
        <message>
            <source>An angle's card can go only to the ace packet</source>
            <translation>لا تذهب ورقة الركن إلا إلى كومة الآس</translation>
        </message>
        <message>
            <source>An angle's card may go to the ace packet only to bring a wing or talon card into play</source>
            <translation>لا تذهب ورقة الركن إلى كومة الآس إلا لتُدخل إلى اللعب ورقة من الأجنحة أو المَرمى</translation>
        </message>
        <message>
            <source>An Auxiliary space is filled only from the Rivals</source>
            <translation>لا يُملأ مكان الورقة المساعدة الفارغ إلا من المنافِسات</translation>
        </message>
        <message>
            <source>An emptied Zodiac place stays empty</source>
            <translation>مكان البروج الذي يفرغ يبقى فارغًا</translation>
        </message>
        <message>
            <source>An empty column is filled only from the flower-bed</source>
            <translation>لا يُملأ العمود الفارغ إلا من حوض الزهور</translation>
        </message>
        <message>
            <source>An empty help is filled from the pack or the talon</source>
            <translation>كومة العون الفارغة تُملأ من الرزمة أو المَرمى</translation>
        </message>
        <message>
            <source>An empty lane takes only the top card of another ray's outer place</source>
            <translation>الممر الفارغ لا يأخذ إلا الورقة العليا من المكان الخارجي لشعاع آخر</translation>
        </message>
        <message>
            <source>An empty letter takes its cards only from the deal</source>
            <translation>الحرف الفارغ لا يأخذ أوراقه إلا من التوزيع</translation>
        </message>
        <message>
            <source>An empty numeral can be filled: that comes before any addition</source>
            <translation>يمكن ملء عدد فارغ: وهذا مقدَّم على أي إضافة</translation>
        </message>
        <message>
            <source>An empty packet is filled only from the pack</source>
            <translation>لا تُملأ الكومة الفارغة إلا من الرزمة</translation>
        </message>
        <message>
            <source>An empty packet is filled only from the pack or the talon</source>
            <translation>لا تُملأ الكومة الفارغة إلا من الرزمة أو المَرمى</translation>
        </message>
        <message>
            <source>An empty packet takes no card until the next deal</source>
            <translation>الكومة الفارغة لا تأخذ ورقة حتى التوزيع التالي</translation>
        </message>
        <message>
            <source>An empty place in the shutter is filled from the pack</source>
            <translation>المكان الفارغ في المِصراع يُملأ من الرزمة</translation>
        </message>
        <message>
            <source>An empty place is filled from the talon of its colour, or the pack</source>
            <translation>يُملأ المكان الفارغ من مَرمى لونه، أو من الرزمة</translation>
        </message>
        <message>
            <source>An empty place takes no card</source>
            <translation>المكان الفارغ لا يقبل ورقة</translation>
        </message>
        <message>
            <source>An empty Rampart is filled from its line of the Reserve</source>
            <translation>السور الفارغ يُملأ من خطه في الاحتياطي</translation>
        </message>
        <message>
            <source>An empty Volunteer is filled only from the pack</source>
            <translation>لا يُملأ المتطوع الفارغ إلا من الرزمة</translation>
        </message>
        <message>
            <source>Beside a knave lie only a king (left) and a queen (right)</source>
            <translation>لا يقع بجانب الولد إلا شايب (يسارًا) وبنت (يمينًا)</translation>
        </message>
        <message>
            <source>Cards are exchanged only between a rising and a falling foundation</source>
            <translation>لا تُتبادل الأوراق إلا بين أساس صاعد وأساس نازل</translation>
        </message>
        <message>
            <source>Cards are exchanged only between the two foundations of one suit</source>
            <translation>لا تُتبادل الأوراق إلا بين أساسَي الشكل الواحد</translation>
        </message>
        <message>
            <source>Cards are never moved from one packet to another</source>
            <translation>لا تُنقل الأوراق أبدًا من كومة إلى أخرى</translation>
        </message>
        <message>
            <source>Cards are not moved from one Auxiliary to another</source>
            <translation>لا تُنقل الأوراق من ورقة مساعدة إلى أخرى</translation>
        </message>
        <message>
            <source>Cards cannot be combined in this game</source>
            <translation>لا يُجمع بين الأوراق في هذه اللعبة</translation>
        </message>
        <message>
            <source>Cards cannot be put back on the pack</source>
            <translation>لا يمكن إعادة الأوراق إلى الرزمة</translation>
        </message>
        <message>
            <source>Cards cannot be put back on the stock or the waste</source>
            <translation>لا يمكن إعادة الأوراق إلى المخزون أو المَرمى</translation>
        </message>
        <message>
            <source>Cards cannot be put there</source>
            <translation>لا يمكن وضع أوراق هناك</translation>
        </message>
        <message>
            <source>Cards from the key go only to the foundations</source>
            <translation>لا تذهب أوراق المفتاح إلا إلى الأسس</translation>
        </message>
        <message>
            <source>Cards from the talon may only go to a foundation</source>
            <translation>لا تذهب أوراق المَرمى إلا إلى أساس</translation>
        </message>
        <message>
            <source>Cards go only to the foundations</source>
            <translation>لا تذهب الأوراق إلا إلى الأسس</translation>
        </message>
        <message>
            <source>Cards go only to the foundations, or onto a card of the other colour to pair</source>
            <translation>لا تذهب الأوراق إلا إلى الأسس، أو إلى ورقة من اللون الآخر لتزاوجها</translation>
        </message>
        <message>
            <source>Cards go only to the numerals, under the balcony</source>
            <translation>لا تذهب الأوراق إلا إلى الأعداد، تحت الشرفة</translation>
        </message>
        <message>
            <source>Cards go to a foundation one at a time</source>
            <translation>تذهب الأوراق إلى الأساس واحدة واحدة</translation>
        </message>
        <message>
            <source>Cards leave the cushion only as packets</source>
            <translation>لا تغادر الأوراق الوسادة إلا كومات</translation>
        </message>
        <message>
            <source>Cards leave the cushion only as packets: click three pip cards and a court card</source>
            <translation>لا تغادر الأوراق الوسادة إلا كومات: انقر ثلاث أوراق عددية وورقة صورة</translation>
        </message>
        <message>
            <source>Cards leave the game in pairs</source>
            <translation>تغادر الأوراق اللعبة أزواجًا</translation>
        </message>
        <message>
            <source>Cards leave the square in pairs</source>
            <translation>تغادر الأوراق المربع أزواجًا</translation>
        </message>
        <message>
            <source>Cards leave two at a time, one from each of two places</source>
            <translation>تغادر الأوراق اثنتين اثنتين، واحدة من كل مكان من مكانين</translation>
        </message>
        <message>
            <source>Cards may be laid aside only in a re-deal</source>
            <translation>لا يجوز وضع الأوراق جانبًا إلا في إعادة التوزيع</translation>
        </message>
        <message>
            <source>Cards never go back to the Bouquet</source>
            <translation>لا تعود الأوراق إلى الباقة أبدًا</translation>
        </message>
        <message>
            <source>Cards of earlier circles wait until the whole pack is dealt</source>
            <translation>أوراق الدورات السابقة تنتظر حتى توزَّع الرزمة كلها</translation>
        </message>
        <message>
            <source>Cards on a foundation go only to the other foundation of their suit</source>
            <translation>لا تذهب الأوراق التي على أساس إلا إلى الأساس الآخر من شكلها</translation>
        </message>
        <message>
            <source>Cards on a foundation stay there</source>
            <translation>الأوراق التي على الأساس تبقى عليه</translation>
        </message>
        <message>
            <source>Cards on the ace packet stay there</source>
            <translation>الأوراق التي على كومة الآس تبقى عليها</translation>
        </message>
        <message>
            <source>Cards on the fish-bone stay there</source>
            <translation>الأوراق التي على عظمة السمكة تبقى عليها</translation>
        </message>
        <message>
            <source>Cards on the Government stay there</source>
            <translation>الأوراق التي على الحكومة تبقى عليها</translation>
        </message>
        <message>
            <source>Cards on the pyramid stay there</source>
            <translation>الأوراق التي على الهرم تبقى عليه</translation>
        </message>
        <message>
            <source>Cards on the Ramparts must follow suit</source>
            <translation>يجب أن تكون الأوراق على الأسوار من الشكل نفسه</translation>
        </message>
        <message>
            <source>Cards swap one for one</source>
            <translation>تتبادل الأوراق المكان واحدة بواحدة</translation>
        </message>
        <message>
            <source>Cards turned from the pack alone go to the talon</source>
            <translation>الأوراق المقلوبة من الرزمة وحدها تذهب إلى المَرمى</translation>
        </message>
        <message>
            <source>Choose the foundation: click one of the turned cards</source>
            <translation>اختر الأساس: انقر إحدى الأوراق المكشوفة</translation>
        </message>
        <message>
            <source>Click the pack to deal</source>
            <translation>انقر الرزمة لتوزّع</translation>
        </message>
        <message>
            <source>Click the pack to deal a card</source>
            <translation>انقر الرزمة لتوزّع ورقة</translation>
        </message>
        <message>
            <source>Click the pack to deal a round, or click an empty Flank place to fill it from the pack</source>
            <translation>انقر الرزمة لتوزّع جولة، أو انقر مكانًا فارغًا في الجناحين لتملأه من الرزمة</translation>
        </message>
        <message>
            <source>Click the pack to deal from it</source>
            <translation>انقر الرزمة لتوزّع منها</translation>
        </message>
        <message>
            <source>Click the pack to deal the next column</source>
            <translation>انقر الرزمة لتوزّع العمود التالي</translation>
        </message>
        <message>
            <source>Click the pack to deal the next round</source>
            <translation>انقر الرزمة لتوزّع الجولة التالية</translation>
        </message>
        <message>
            <source>Click the pack to deal the next row</source>
            <translation>انقر الرزمة لتوزّع الصف التالي</translation>
        </message>
        <message>
            <source>Click the pack to refill the packets or turn a card</source>
            <translation>انقر الرزمة لتملأ الكومات أو لتقلب ورقة</translation>
        </message>
        <message>
            <source>Click the pack to turn a card</source>
            <translation>انقر الرزمة لتقلب ورقة</translation>
        </message>
        <message>
            <source>Click the pack to turn a card, or deal the next row</source>
            <translation>انقر الرزمة لتقلب ورقة، أو لتوزّع الصف التالي</translation>
        </message>
        <message>
            <source>Click the pack to use its top card</source>
            <translation>انقر الرزمة لتستعمل ورقتها العليا</translation>
        </message>
        <message>
            <source>Click the stock to turn a card</source>
            <translation>انقر المخزون لتقلب ورقة</translation>
        </message>
        <message>
            <source>Deal the next circle first</source>
            <translation>وزّع الدائرة التالية أولًا</translation>
        </message>
        <message>
            <source>Drop the %1 on the %2 to exchange them</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>أفلت ‎%1‎ على ‎%2‎ لتتبادلا المكان</translation>
        </message>
        <message>
            <source>Drop the card on another card to swap them</source>
            <translation>أفلت الورقة على ورقة أخرى لتتبادلا المكان</translation>
        </message>
        <message>
            <source>Drop the card on another in its row or column to pair them</source>
            <translation>أفلت الورقة على أخرى في صفها أو عمودها لتزاوج بينهما</translation>
        </message>
        <message>
            <source>Drop the card on another of the same value to pair them</source>
            <translation>أفلت الورقة على أخرى من القيمة نفسها لتزاوج بينهما</translation>
        </message>
        <message>
            <source>During the deal a card may go only to a foundation of its own row</source>
            <translation>أثناء التوزيع لا تذهب الورقة إلا إلى أساس في صفها</translation>
        </message>
        <message>
            <source>Each card is paired once only, and a pair is never parted</source>
            <translation>كل ورقة تُزاوَج مرة واحدة فقط، ولا يُفرَّق الزوج أبدًا</translation>
        </message>
        <message>
            <source>Each card must come from a place of its own</source>
            <translation>يجب أن تأتي كل ورقة من مكان مختلف</translation>
        </message>
        <message>
            <source>Equator cards never move to another place in the Equator</source>
            <translation>لا تنتقل أوراق خط الاستواء أبدًا إلى مكان آخر في خط الاستواء</translation>
        </message>
        <message>
            <source>Every card is placed: the pack is used up</source>
            <translation>وُضعت كل الأوراق: نفدت الرزمة</translation>
        </message>
        <message>
            <source>Every ground packet has been re-dealt</source>
            <translation>أُعيد توزيع كل الكومات الأرضية</translation>
        </message>
        <message>
            <source>Every packet already holds three cards</source>
            <translation>في كل كومة ثلاث أوراق بالفعل</translation>
        </message>
        <message>
            <source>Exchanges go between an ascending and a descending pile</source>
            <translation>التبادل يكون بين كومة صاعدة وكومة نازلة</translation>
        </message>
        <message>
            <source>Face-down cards cannot be moved</source>
            <translation>لا يمكن تحريك الأوراق المقلوبة</translation>
        </message>
        <message>
            <source>Fill the empty places first: %1 comes next</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>املأ الأماكن الفارغة أولًا؛ التالي: %1</translation>
        </message>
        <message>
            <source>Fill the space in the Square first</source>
            <translation>املأ الخانة الفارغة في المربع أولًا</translation>
        </message>
        <message>
            <source>Fill the space in the Square first, from the pack or the talon</source>
            <translation>املأ الخانة الفارغة في المربع أولًا، من الرزمة أو المَرمى</translation>
        </message>
        <message>
            <source>Fill the spaces in order: %1 comes first</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>املأ الخانات الفارغة بالترتيب، بدءًا من %1</translation>
        </message>
        <message>
            <source>Fill the vacancies first: %1 comes next</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>املأ الشواغر أولًا؛ التالي: %1</translation>
        </message>
        <message>
            <source>Fill the vacancies in order: %1 comes first</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>املأ الشواغر بالترتيب، بدءًا من %1</translation>
        </message>
        <message>
            <source>Finish the deal first</source>
            <translation>أنهِ التوزيع أولًا</translation>
        </message>
        <message>
            <source>Finish the exchange first: swap two other cards</source>
            <translation>أكمِل التبادل أولًا: بادل ورقتين أخريين</translation>
        </message>
        <message>
            <source>First deal the square again or slip a king to the bottom of its packet</source>
            <translation>وزّع المربع من جديد أولًا، أو دُسّ شايبًا إلى قاع كومته</translation>
        </message>
        <message>
            <source>First fill %1 from its line</source>
            <translation>املأ %1 أولًا من خطه</translation>
        </message>
        <message>
            <source>First fill the empty place in the wings, from the talon or the pack</source>
            <translation>املأ أولًا المكان الفارغ في الأجنحة، من المَرمى أو الرزمة</translation>
        </message>
        <message>
            <source>First fill the vacancy</source>
            <translation>املأ الشاغر أولًا</translation>
        </message>
        <message>
            <source>First fill the vacancy in %1 from %2</source>
            <translation>املأ أولًا الشاغر في %1 من %2</translation>
        </message>
        <message>
            <source>First place the %1 as a foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>ضع ‎%1‎ أساسًا أولًا</translation>
        </message>
        <message>
            <source>First play the card just turned on a foundation</source>
            <translation>انقل أولًا الورقة المقلوبة لتوّها إلى أساس</translation>
        </message>
        <message>
            <source>First put the card just turned in its place</source>
            <translation>ضع أولًا الورقة المقلوبة لتوّها في مكانها</translation>
        </message>
        <message>
            <source>First put the card just turned in its place: the talon takes any card</source>
            <translation>ضع أولًا الورقة المقلوبة لتوّها في مكانها: المَرمى يقبل أي ورقة</translation>
        </message>
        <message>
            <source>First put the card just turned on a packet: the next one is then turned</source>
            <translation>ضع أولًا الورقة المقلوبة لتوّها على كومة: ثم تُقلب التالية</translation>
        </message>
        <message>
            <source>Foundations take one card at a time</source>
            <translation>تأخذ الأسس ورقة واحدة في كل مرة</translation>
        </message>
        <message>
            <source>Gridiron cards marry only with cards from the pack or talon</source>
            <translation>لا تُقرن بأوراق الشبكة إلا أوراق من الرزمة أو المَرمى</translation>
        </message>
        <message>
            <source>Help cards may not go onto the rivers</source>
            <translation>لا يجوز أن تذهب أوراق العون إلى الأنهار</translation>
        </message>
        <message>
            <source>Here comes %1: %2 and %3 added</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: a rank's name (ace, 2 … 10, knave, queen, king), %3: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>المطلوب هنا %1: %2 زائد %3</translation>
        </message>
        <message>
            <source>In the first deal each card goes to the next open place</source>
            <translation>في التوزيع الأول تذهب كل ورقة إلى المكان المفتوح التالي</translation>
        </message>
        <message>
            <source>In the first deal, cards stay on the foundations</source>
            <translation>في التوزيع الأول تبقى الأوراق على الأسس</translation>
        </message>
        <message>
            <source>Inner and middle cards can only be played to a foundation</source>
            <translation>لا تُنقل الأوراق الداخلية والوسطى إلا إلى أساس</translation>
        </message>
        <message>
            <source>Knaves are laid down the spine as they appear</source>
            <translation>يُرصّ الأولاد على طول العمود الفقري حالما يظهرون</translation>
        </message>
        <message>
            <source>Marriages must follow suit</source>
            <translation>يجب أن يكون القِران من الشكل نفسه</translation>
        </message>
        <message>
            <source>More helps may be begun once the pack is used up</source>
            <translation>لا تُبدأ كومات عون أخرى إلا بعد نفاد الرزمة</translation>
        </message>
        <message>
            <source>Neither narrow end of this card is free</source>
            <translation>ليس أيٌّ من طرفي هذه الورقة الضيقين حرًّا</translation>
        </message>
        <message>
            <source>No card can be married onto the %1</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>لا تُقرن أي ورقة بـ‎%1‎</translation>
        </message>
        <message>
            <source>No card can be placed on the %1</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>لا يمكن وضع أي ورقة على ‎%1‎</translation>
        </message>
        <message>
            <source>No card can be turned now</source>
            <translation>لا يمكن قلب ورقة الآن</translation>
        </message>
        <message>
            <source>No card goes home alone: pair it with one of the other colour that goes at the same time</source>
            <translation>لا تذهب ورقة إلى الأسس وحدها: زاوِجها بورقة من اللون الآخر تذهب في الوقت نفسه</translation>
        </message>
        <message>
            <source>No card is placed on a seven</source>
            <translation>لا توضع ورقة على سبعة</translation>
        </message>
        <message>
            <source>No card was played in this pass through the pack, so another pass cannot help</source>
            <translation>لم تُنقل أي ورقة في هذا المرور على الرزمة، فلن ينفع مرور آخر</translation>
        </message>
        <message>
            <source>No cards are left in the Line to re-deal</source>
            <translation>لم تبقَ في الخط أوراق لإعادة توزيعها</translation>
        </message>
        <message>
            <source>No cards are left to re-deal</source>
            <translation>لم تبقَ أوراق لإعادة توزيعها</translation>
        </message>
        <message>
            <source>No cards are placed on the rows until the deal is complete</source>
            <translation>لا توضع أوراق على الصفوف حتى يكتمل التوزيع</translation>
        </message>
        <message>
            <source>No combination is made until the deal is complete</source>
            <translation>لا تُكوَّن تركيبة حتى يكتمل التوزيع</translation>
        </message>
        <message>
            <source>No king has come to this place yet</source>
            <translation>لم يأتِ شايب إلى هذا المكان بعد</translation>
        </message>
        <message>
            <source>No marriages until the deal is complete</source>
            <translation>لا قِران حتى يكتمل التوزيع</translation>
        </message>
        <message>
            <source>No marriages until the whole pack is dealt</source>
            <translation>لا قِران حتى توزَّع الرزمة كلها</translation>
        </message>
        <message>
            <source>No re-deal is allowed now</source>
            <translation>لا تجوز إعادة التوزيع الآن</translation>
        </message>
        <message>
            <source>No re-deals are left</source>
            <translation>لم تبقَ إعادات توزيع</translation>
        </message>
        <message>
            <source>No three pip cards of different values with a %1 make eighteen</source>
            <extracomment>%1: a number</extracomment>
            <translation>لا توجد ثلاث أوراق عددية مختلفة القيمة، منها ورقة قيمتها %1، مجموعها ثمانية عشر</translation>
        </message>
        <message>
            <source>No two cards of a packet may have the same value</source>
            <translation>لا يجوز أن تتساوى ورقتان من الكومة في القيمة</translation>
        </message>
        <message>
            <source>Nothing can be placed on a Bouquet card</source>
            <translation>لا يمكن وضع شيء على ورقة من الباقة</translation>
        </message>
        <message>
            <source>Nothing is built on the bracelet: cards go only to the rings</source>
            <translation>لا يُبنى شيء على السوار: لا تذهب الأوراق إلا إلى الحلقتين</translation>
        </message>
        <message>
            <source>Nothing is built on the Divan: cards go only to the foundations</source>
            <translation>لا يُبنى شيء على الديوان: لا تذهب الأوراق إلا إلى الأسس</translation>
        </message>
        <message>
            <source>Nothing is built on the help cards</source>
            <translation>لا يُبنى شيء على أوراق العون</translation>
        </message>
        <message>
            <source>Nothing is built on the Line: cards go to the foundations or the Flanks</source>
            <translation>لا يُبنى شيء على الخط: تذهب الأوراق إلى الأسس أو الجناحين</translation>
        </message>
        <message>
            <source>Nothing is built on the Rivals</source>
            <translation>لا يُبنى شيء على المنافِسات</translation>
        </message>
        <message>
            <source>Nothing is built on the tableau: cards go only to the foundations</source>
            <translation>لا يُبنى شيء على الفَرشة: لا تذهب الأوراق إلا إلى الأسس</translation>
        </message>
        <message>
            <source>Nothing is built on the wings: cards go only to the foundations</source>
            <translation>لا يُبنى شيء على الأجنحة: لا تذهب الأوراق إلا إلى الأسس</translation>
        </message>
        <message>
            <source>Nothing is ever played on the Sultan</source>
            <translation>لا يُنقل شيء على السلطان أبدًا</translation>
        </message>
        <message>
            <source>Nothing is ever put on the carpet</source>
            <translation>لا يوضع شيء على السجادة أبدًا</translation>
        </message>
        <message>
            <source>Nothing is ever put on the Terrace</source>
            <translation>لا يوضع شيء على الشرفة أبدًا</translation>
        </message>
        <message>
            <source>Nothing is laid on an Equator card</source>
            <translation>لا يوضع شيء على ورقة من خط الاستواء</translation>
        </message>
        <message>
            <source>Nothing is played on a barrier</source>
            <translation>لا يُنقل شيء على حاجز</translation>
        </message>
        <message>
            <source>Nothing is put on the key</source>
            <translation>لا يوضع شيء على المفتاح</translation>
        </message>
        <message>
            <source>Nothing is vacant: deal the next row</source>
            <translation>لا شاغر: وزّع الصف التالي</translation>
        </message>
        <message>
            <source>Nothing may be placed on a queen</source>
            <translation>لا يجوز وضع شيء على بنت</translation>
        </message>
        <message>
            <source>Nothing may be placed there</source>
            <translation>لا يجوز وضع شيء هناك</translation>
        </message>
        <message>
            <source>Only %1 can fill an empty %2</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: the place's name (space, column, row)</extracomment>
            <translation>لا يملأ %2 إلا %1</translation>
        </message>
        <message>
            <source>Only %1 can go on the %2</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: a card (7♥)</extracomment>
            <translation>لا يوضع على ‎%2‎ إلا %1</translation>
        </message>
        <message>
            <source>Only a bare king takes a card, and only one</source>
            <translation>لا يأخذ ورقة إلا شايب عارٍ، وورقة واحدة فقط</translation>
        </message>
        <message>
            <source>Only a card %1 ranks below the %2 can go on it</source>
            <extracomment>%1: a number, %2: a card (7♥)</extracomment>
            <translation>لا يوضع على ‎%2‎ إلا ورقة أدنى منها بفارق %1 في الدرجة</translation>
        </message>
        <message>
            <source>Only a card that fits both foundations of its suit may be laid aside</source>
            <translation>لا يجوز وضع ورقة جانبًا إلا إذا ناسبت أساسَي شكلها كليهما</translation>
        </message>
        <message>
            <source>Only a card turned up in the deal may be laid aside</source>
            <translation>لا يجوز وضع ورقة جانبًا إلا إذا انقلبت في التوزيع</translation>
        </message>
        <message>
            <source>Only a covered card of the sixth row can be drawn out</source>
            <translation>لا يجوز سحب إلا ورقة مغطّاة من الصف السادس</translation>
        </message>
        <message>
            <source>Only a run of red and black in descending order moves together</source>
            <translation>لا تنتقل معًا إلا سلسلة حمراء وسوداء بترتيب تنازلي</translation>
        </message>
        <message>
            <source>Only aces go to the aces' packet</source>
            <translation>لا يذهب إلى كومة الآسات إلا الآسات</translation>
        </message>
        <message>
            <source>Only an ace or a king can be drawn out of the sixth row</source>
            <translation>لا يُسحب من الصف السادس إلا آس أو شايب</translation>
        </message>
        <message>
            <source>Only an empty Flank place is filled from the pack</source>
            <translation>لا يُملأ من الرزمة إلا مكان فارغ في الجناحين</translation>
        </message>
        <message>
            <source>Only an empty gridiron pile is filled from the pack</source>
            <translation>لا تُملأ من الرزمة إلا كومة فارغة في الشبكة</translation>
        </message>
        <message>
            <source>Only cards adding up to fourteen, or one apart, go on each other here</source>
            <translation>لا يوضع بعض الأوراق على بعض هنا إلا إذا كان مجموعها أربعة عشر أو كان الفرق بينها درجة واحدة</translation>
        </message>
        <message>
            <source>Only cards of the outer circle take marriages</source>
            <translation>لا تقبل القِران إلا أوراق الدائرة الخارجية</translation>
        </message>
        <message>
            <source>Only cards of the Privy Council go to the Government</source>
            <translation>لا يذهب إلى الحكومة إلا أوراق المجلس الخاص</translation>
        </message>
        <message>
            <source>Only cards of the ring are exchanged</source>
            <translation>لا تتبادل المكان إلا أوراق الحلقة</translation>
        </message>
        <message>
            <source>Only cards turned from the pack go there</source>
            <translation>لا يذهب إلى هناك إلا الأوراق المقلوبة من الرزمة</translation>
        </message>
        <message>
            <source>Only cards turned from the pack go to the talon</source>
            <translation>لا يذهب إلى المَرمى إلا الأوراق المقلوبة من الرزمة</translation>
        </message>
        <message>
            <source>Only cards turned from the pack that no foundation takes go to the talon</source>
            <translation>لا يذهب إلى المَرمى إلا الأوراق المقلوبة من الرزمة التي لا يقبلها أي أساس</translation>
        </message>
        <message>
            <source>Only carpet cards are built on the talon</source>
            <translation>لا يُبنى على المَرمى إلا أوراق السجادة</translation>
        </message>
        <message>
            <source>Only one card of this angle at a time: first play a wing or talon card</source>
            <translation>ورقة واحدة فقط من هذا الركن في كل مرة: انقل أولًا ورقة من الأجنحة أو المَرمى</translation>
        </message>
        <message>
            <source>Only one court card crowns a packet, and court cards count no pips</source>
            <translation>لا تتوّج الكومة إلا ورقة صورة واحدة، وأوراق الصور لا تُحسب لها نقاط</translation>
        </message>
        <message>
            <source>Only the %1 of %2 can go on the %3</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king), %2: a suit's name (hearts), %3: a card (7♥)</extracomment>
            <translation>لا يوضع على ‎%3‎ إلا %1 من %2</translation>
        </message>
        <message>
            <source>Only the Auxiliaries' cards are played to the foundations</source>
            <translation>لا تُنقل إلى الأسس إلا الأوراق المساعدة</translation>
        </message>
        <message>
            <source>Only the card just turned goes to the talon</source>
            <translation>لا تذهب إلى المَرمى إلا الورقة المقلوبة لتوّها</translation>
        </message>
        <message>
            <source>Only the cards of the square play</source>
            <translation>لا تُلعب إلا أوراق المربع</translation>
        </message>
        <message>
            <source>Only the lowest card of a column can be moved</source>
            <translation>لا يمكن تحريك إلا أدنى ورقة في العمود</translation>
        </message>
        <message>
            <source>Only the lowest card of a column is free</source>
            <translation>لا تكون حرّة إلا أدنى ورقة في العمود</translation>
        </message>
        <message>
            <source>Only the lowest card of the herring-bone is free</source>
            <translation>لا تكون حرّة إلا أدنى ورقة في عظمة الرنجة</translation>
        </message>
        <message>
            <source>Only the outermost card of a ray is free</source>
            <translation>لا تكون حرّة إلا أبعد ورقة نحو الخارج في الشعاع</translation>
        </message>
        <message>
            <source>Only the outside card of a row can be moved, one at a time</source>
            <translation>لا يمكن تحريك إلا الورقة الخارجية من الصف، ورقة واحدة في كل مرة</translation>
        </message>
        <message>
            <source>Only the pack's card goes there, as it is turned</source>
            <translation>لا تذهب إلى هناك إلا ورقة الرزمة، حين تنقلب</translation>
        </message>
        <message>
            <source>Only the right-hand card of the Terrace is available</source>
            <translation>لا تتاح من الشرفة إلا ورقتها اليمنى</translation>
        </message>
        <message>
            <source>Only the top card of the waste can be used</source>
            <translation>لا يمكن استعمال إلا الورقة العليا في المَرمى</translation>
        </message>
        <message>
            <source>Only the top cards of the cushion make packets</source>
            <translation>لا تكوّن الكومات إلا الأوراق العليا في الوسادة</translation>
        </message>
        <message>
            <source>Only the uppermost card can be moved</source>
            <translation>لا يمكن تحريك إلا الورقة العليا</translation>
        </message>
        <message>
            <source>Only the vacancies of the last row dealt can be filled</source>
            <translation>لا يمكن ملء إلا شواغر الصف الموزَّع أخيرًا</translation>
        </message>
        <message>
            <source>Only two single cards are exchanged</source>
            <translation>لا تتبادل المكان إلا ورقتان منفردتان</translation>
        </message>
        <message>
            <source>Place every card you can before the third process begins</source>
            <translation>ضع كل ورقة تستطيع وضعها قبل أن تبدأ العملية الثالثة</translation>
        </message>
        <message>
            <source>Play every packet card that fits a foundation first (the %1)</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>انقل أولًا كل ورقة من الكومات تناسب أساسًا (‎%1‎)</translation>
        </message>
        <message>
            <source>Play the Volunteers' cards to the foundations before forming sequences</source>
            <translation>انقل أوراق المتطوعين إلى الأسس قبل تكوين التسلسلات</translation>
        </message>
        <message>
            <source>Privy Council cards go only to the Government</source>
            <translation>لا تذهب أوراق المجلس الخاص إلا إلى الحكومة</translation>
        </message>
        <message>
            <source>Put the card just turned in its place: the next one is then turned</source>
            <translation>ضع الورقة المقلوبة لتوّها في مكانها: ثم تُقلب التالية</translation>
        </message>
        <message>
            <source>Put the card just turned into a vacancy of the last row first</source>
            <translation>ضع الورقة المقلوبة لتوّها في شاغر من الصف الأخير أولًا</translation>
        </message>
        <message>
            <source>Red and black must alternate</source>
            <translation>يجب أن يتناوب الأحمر والأسود</translation>
        </message>
        <message>
            <source>Red and black must alternate on this foundation</source>
            <translation>يجب أن يتناوب الأحمر والأسود على هذا الأساس</translation>
        </message>
        <message>
            <source>Red cards go to the Generals, black cards to the Admirals</source>
            <translation>الأوراق الحمراء تذهب إلى الجنرالات، والسوداء إلى الأميرالات</translation>
        </message>
        <message>
            <source>Refill the short packets before turning a card</source>
            <translation>املأ الكومات الناقصة قبل قلب ورقة</translation>
        </message>
        <message>
            <source>Reserve cards may be transposed only when the pack and the talon are used up</source>
            <translation>لا تجوز مبادلة أوراق الاحتياطي إلا حين تنفد الرزمة والمَرمى</translation>
        </message>
        <message>
            <source>Reserve cards must pass through the Ramparts before they go home</source>
            <translation>يجب أن تمرّ أوراق الاحتياطي بالأسوار قبل أن تذهب إلى الأسس</translation>
        </message>
        <message>
            <source>River cards marry only onto the helps</source>
            <translation>لا تُقرن أوراق الأنهار إلا بأوراق العون</translation>
        </message>
        <message>
            <source>Strict order: refill the packets before playing again</source>
            <translation>ترتيب صارم: املأ الكومات قبل أن تنقل من جديد</translation>
        </message>
        <message>
            <source>Take up a reserve card by clicking the reserve</source>
            <translation>خذ ورقة من الاحتياطي بنقر الاحتياطي</translation>
        </message>
        <message>
            <source>Terrace cards go only to the foundations</source>
            <translation>لا تذهب أوراق الشرفة إلا إلى الأسس</translation>
        </message>
        <message>
            <source>That is not allowed now</source>
            <translation>هذا غير مسموح الآن</translation>
        </message>
        <message>
            <source>That is not one of the moves offered now</source>
            <translation>هذه ليست من النقلات المتاحة الآن</translation>
        </message>
        <message>
            <source>The %1 already have their ace foundation</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>لأوراق %1 أساس آسها بالفعل</translation>
        </message>
        <message>
            <source>The %1 already have their foundation</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>لأوراق %1 أساسها بالفعل</translation>
        </message>
        <message>
            <source>The %1 already have their king foundation</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>لأوراق %1 أساس شايبها بالفعل</translation>
        </message>
        <message>
            <source>The %1 belongs to the %2 hemisphere</source>
            <extracomment>%1: a card (7♥), %2: northern or southern</extracomment>
            <translation>تنتمي ‎%1‎ إلى نصف الكرة %2</translation>
        </message>
        <message>
            <source>The %1 can only change places with a misplaced card of the other colour</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>لا تتبادل ‎%1‎ المكان إلا مع ورقة في غير موضعها من اللون الآخر</translation>
        </message>
        <message>
            <source>The %1 cannot begin a foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>لا تستطيع ‎%1‎ أن تبدأ أساسًا</translation>
        </message>
        <message>
            <source>The %1 is blocked by the card below it</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>الورقة التي تحت ‎%1‎ تسدّها</translation>
        </message>
        <message>
            <source>The %1 is neither one apart from the %2 nor next to it in the zig-zag</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>لا تبعد ‎%1‎ عن ‎%2‎ درجة واحدة، ولا تجاورها في الخط المتعرّج</translation>
        </message>
        <message>
            <source>The %1 lies in its own hemisphere: it is not exchanged</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>تقع ‎%1‎ في نصف كرتها: فلا تُبادَل</translation>
        </message>
        <message>
            <source>The %1 lies in the wrong hemisphere: exchange it first</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>تقع ‎%1‎ في نصف الكرة الخطأ: بادلها أولًا</translation>
        </message>
        <message>
            <source>The %1 lies in the wrong hemisphere: nothing is married onto it</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>تقع ‎%1‎ في نصف الكرة الخطأ: لا يُقرن بها شيء</translation>
        </message>
        <message>
            <source>The %1 must start a foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>يجب أن تبدأ ‎%1‎ أساسًا</translation>
        </message>
        <message>
            <source>The %1 needs a place beside a knave of %2</source>
            <extracomment>%1: a card (7♥), %2: a suit's name (hearts)</extracomment>
            <translation>تحتاج ‎%1‎ إلى مكان بجانب ولد %2</translation>
        </message>
        <message>
            <source>The %1 needs the %2 next</source>
            <extracomment>%1: a card (7♥), %2: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>التالي على ‎%1‎ هو %2</translation>
        </message>
        <message>
            <source>The %1 paired with it cannot go home yet</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>لا تستطيع ‎%1‎ المزاوَجة معها الذهاب إلى الأسس بعد</translation>
        </message>
        <message>
            <source>The %1 takes %2 only</source>
            <extracomment>%1: a card (7♥), %2: a suit's name (hearts)</extracomment>
            <translation>لا تقبل ‎%1‎ إلا أوراق %2</translation>
        </message>
        <message>
            <source>The aces take these places as they turn up in the deal</source>
            <translation>تأخذ الآسات هذه الأماكن حين تنقلب في التوزيع</translation>
        </message>
        <message>
            <source>The balcony cards never move</source>
            <translation>أوراق الشرفة لا تتحرك أبدًا</translation>
        </message>
        <message>
            <source>The barriers stay until the pack and the talon are used up</source>
            <translation>تبقى الحواجز حتى تنفد الرزمة والمَرمى</translation>
        </message>
        <message>
            <source>The card below blocks this one</source>
            <translation>الورقة التي تحتها تسدّها</translation>
        </message>
        <message>
            <source>The card just turned fits a foundation: it is played there, not laid aside</source>
            <translation>الورقة المقلوبة لتوّها تناسب أساسًا: تُنقل إليه، ولا توضع جانبًا</translation>
        </message>
        <message>
            <source>The card just turned may only go to a foundation; turn the next card to lay it on the talon</source>
            <translation>لا تذهب الورقة المقلوبة لتوّها إلا إلى أساس؛ اقلب الورقة التالية لتضعها على المَرمى</translation>
        </message>
        <message>
            <source>The card must be next to the %1 in the order %2</source>
            <extracomment>%1: a card (7♥), %2: ranks in their order (A, 7, 8 … K)</extracomment>
            <translation>يجب أن تجاور الورقة ‎%1‎ في الترتيب ‎%2‎</translation>
        </message>
        <message>
            <source>The cards are already there</source>
            <translation>الأوراق هناك بالفعل</translation>
        </message>
        <message>
            <source>The circle is filled clockwise from the top: the packet goes to its next empty place</source>
            <translation>تُملأ الدائرة مع عقارب الساعة من الأعلى: تذهب الكومة إلى مكانها الفارغ التالي</translation>
        </message>
        <message>
            <source>The deal is complete</source>
            <translation>اكتمل التوزيع</translation>
        </message>
        <message>
            <source>The Empress and her guard stand alone</source>
            <translation>الإمبراطورة وحرسها يقفون وحدهم</translation>
        </message>
        <message>
            <source>The exception is allowed only before any foundation is begun</source>
            <translation>لا يجوز الاستثناء إلا قبل أن يُبدأ أي أساس</translation>
        </message>
        <message>
            <source>The exchange has been made: another is allowed only after a pair</source>
            <translation>تمّ التبادل: لا يجوز تبادل آخر إلا بعد تكوين زوج</translation>
        </message>
        <message>
            <source>The exchange moves four different cards: swap two others</source>
            <translation>التبادل ينقل أربع أوراق مختلفة: بادل ورقتين أخريين</translation>
        </message>
        <message>
            <source>The face-up cards of a column move all together or not at all</source>
            <translation>الأوراق المكشوفة في العمود تنتقل كلها معًا أو لا تنتقل</translation>
        </message>
        <message>
            <source>The first ace of each suit takes a free corner by itself</source>
            <translation>أول آس من كل شكل يأخذ زاوية حرّة تلقائيًا</translation>
        </message>
        <message>
            <source>The first card on a %1 is %2</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king), %2: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>أول ورقة على %1 هي %2</translation>
        </message>
        <message>
            <source>The first four kings go to the angles</source>
            <translation>أول أربعة شوايب تذهب إلى الأركان</translation>
        </message>
        <message>
            <source>The foundations are begun only when every card lies in the Zodiac or the Equator</source>
            <translation>لا تُبدأ الأسس إلا حين تكون كل ورقة في دائرة البروج أو خط الاستواء</translation>
        </message>
        <message>
            <source>The foundations are laid left to right: use the next space</source>
            <translation>تُبسط الأسس من اليسار إلى اليمين: استعمل الخانة التالية</translation>
        </message>
        <message>
            <source>The garden is taken up only when the pack is used up</source>
            <translation>لا تُجمع الحديقة إلا حين تنفد الرزمة</translation>
        </message>
        <message>
            <source>The grace has already been taken</source>
            <translation>أُخذت المِنّة من قبل</translation>
        </message>
        <message>
            <source>The grace is a card of the tableau</source>
            <translation>المِنّة ورقة من الفَرشة</translation>
        </message>
        <message>
            <source>The grace is taken only once the pack is used up</source>
            <translation>لا تُؤخذ المِنّة إلا بعد نفاد الرزمة</translation>
        </message>
        <message>
            <source>The herring-bone is used up, so empty bars stay empty</source>
            <translation>نفدت عظمة الرنجة، فتبقى العوارض الفارغة فارغة</translation>
        </message>
        <message>
            <source>The king stays in its angle</source>
            <translation>يبقى الشايب في ركنه</translation>
        </message>
        <message>
            <source>The kings never move</source>
            <translation>الشوايب لا تتحرك أبدًا</translation>
        </message>
        <message>
            <source>The kings stay where they are</source>
            <translation>تبقى الشوايب حيث هي</translation>
        </message>
        <message>
            <source>The Line is re-dealt only when the pack is used up</source>
            <translation>لا يُعاد توزيع الخط إلا حين تنفد الرزمة</translation>
        </message>
        <message>
            <source>The one exchange of the game has been made</source>
            <translation>تمّ التبادل الوحيد في اللعبة</translation>
        </message>
        <message>
            <source>The only move is to swap two cards</source>
            <translation>النقلة الوحيدة هي مبادلة ورقتين</translation>
        </message>
        <message>
            <source>The pack is dealt by the rules</source>
            <translation>الرزمة توزَّع بحسب القواعد</translation>
        </message>
        <message>
            <source>The pack is used up</source>
            <translation>نفدت الرزمة</translation>
        </message>
        <message>
            <source>The pack is used up and no re-deals are left</source>
            <translation>نفدت الرزمة ولم تبقَ إعادات توزيع</translation>
        </message>
        <message>
            <source>The pack is used up and the re-deal has been made</source>
            <translation>نفدت الرزمة وتمّت إعادة التوزيع</translation>
        </message>
        <message>
            <source>The pack is used up: click it to turn the talon over</source>
            <translation>نفدت الرزمة: انقرها لتقلب المَرمى</translation>
        </message>
        <message>
            <source>The pack is used up: it is gone through once only</source>
            <translation>نفدت الرزمة: لا يُمَرّ عليها إلا مرة واحدة</translation>
        </message>
        <message>
            <source>The pack is used up: the deal is complete</source>
            <translation>نفدت الرزمة: اكتمل التوزيع</translation>
        </message>
        <message>
            <source>The pack is used up; fill the spaces from the talon</source>
            <translation>نفدت الرزمة؛ املأ الخانات الفارغة من المَرمى</translation>
        </message>
        <message>
            <source>The pack is used up; short packets stay short</source>
            <translation>نفدت الرزمة؛ تبقى الكومات الناقصة ناقصة</translation>
        </message>
        <message>
            <source>The pack is used up; vacancies stay empty</source>
            <translation>نفدت الرزمة؛ تبقى الشواغر فارغة</translation>
        </message>
        <message>
            <source>The packet in hand is dealt by clicking</source>
            <translation>الكومة التي في اليد توزَّع بالنقر</translation>
        </message>
        <message>
            <source>The packets are taken up in order: %1 comes next</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>تُؤخذ الكومات بالترتيب؛ التالية: %1</translation>
        </message>
        <message>
            <source>The packets are taken up only when the whole pack has been dealt</source>
            <translation>لا تُجمع الكومات إلا بعد توزيع الرزمة كلها</translation>
        </message>
        <message>
            <source>The queens are paid for only when the pack is used up</source>
            <translation>لا تُدفع فدية البنات إلا حين تنفد الرزمة</translation>
        </message>
        <message>
            <source>The queens only stand in their row</source>
            <translation>البنات لا يقفن إلا في صفّهن</translation>
        </message>
        <message>
            <source>The queens' row takes only the queens, as they are dealt</source>
            <translation>صف البنات لا يأخذ إلا البنات، حين يوزَّعن</translation>
        </message>
        <message>
            <source>The reserve is used up</source>
            <translation>نفد الاحتياطي</translation>
        </message>
        <message>
            <source>The reserve may be used only when the whole pack has been dealt</source>
            <translation>لا يجوز استعمال الاحتياطي إلا بعد توزيع الرزمة كلها</translation>
        </message>
        <message>
            <source>The sequence must descend by one</source>
            <translation>يجب أن ينزل التسلسل درجة درجة</translation>
        </message>
        <message>
            <source>The sequence must descend in the order %1</source>
            <extracomment>%1: ranks in their order (A, 7, 8 … K)</extracomment>
            <translation>يجب أن ينزل التسلسل بالترتيب ‎%1‎</translation>
        </message>
        <message>
            <source>The Sovereign, the Bishops and the Judges never move</source>
            <translation>العاهلة والأساقفة والقضاة لا يتحركون أبدًا</translation>
        </message>
        <message>
            <source>The space stays empty: the pack and the talon are used up</source>
            <translation>تبقى الخانة فارغة: نفدت الرزمة والمَرمى</translation>
        </message>
        <message>
            <source>The square is magic already: every line makes fifteen</source>
            <translation>المربع سحري بالفعل: مجموع كل خط خمسة عشر</translation>
        </message>
        <message>
            <source>The Sultan stays alone in the middle</source>
            <translation>يبقى السلطان وحده في الوسط</translation>
        </message>
        <message>
            <source>The talon holds no card to pay with</source>
            <translation>ليس في المَرمى ورقة تُدفع بها الفدية</translation>
        </message>
        <message>
            <source>The talon is empty: there is nothing to re-deal</source>
            <translation>المَرمى فارغ: لا شيء يُعاد توزيعه</translation>
        </message>
        <message>
            <source>The talon is re-dealt only when the pack is used up</source>
            <translation>لا يُعاد توزيع المَرمى إلا حين تنفد الرزمة</translation>
        </message>
        <message>
            <source>The talon's cards come in only to fill a vacancy among the People</source>
            <translation>لا تدخل أوراق المَرمى إلا لملء شاغر في الشعب</translation>
        </message>
        <message>
            <source>The talon's cards come into play only through the Reserve</source>
            <translation>لا تدخل أوراق المَرمى اللعب إلا عبر الاحتياطي</translation>
        </message>
        <message>
            <source>The talon's cards reach the Auxiliaries only through a Rival space</source>
            <translation>لا تبلغ أوراق المَرمى الأوراق المساعدة إلا عبر مكان منافِسة فارغ</translation>
        </message>
        <message>
            <source>The talon's cards wait for the re-deal</source>
            <translation>أوراق المَرمى تنتظر إعادة التوزيع</translation>
        </message>
        <message>
            <source>The Terrace's %1 must be played here first</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>يجب أن تُنقل ‎%1‎ من الشرفة إلى هنا أولًا</translation>
        </message>
        <message>
            <source>The three cards make eighteen, but a court card must crown them</source>
            <translation>مجموع الأوراق الثلاث ثمانية عشر، لكن يجب أن تتوّجها ورقة صورة</translation>
        </message>
        <message>
            <source>The two cards must lie in one row or one column</source>
            <translation>يجب أن تقع الورقتان في صف واحد أو عمود واحد</translation>
        </message>
        <message>
            <source>There are no vacancies to refill</source>
            <translation>لا شواغر تُملأ</translation>
        </message>
        <message>
            <source>There are not so many cards there</source>
            <translation>ليس هناك هذا العدد من الأوراق</translation>
        </message>
        <message>
            <source>There is no card there</source>
            <translation>لا ورقة هناك</translation>
        </message>
        <message>
            <source>There is no queen in the talon to pay for a fresh pack</source>
            <translation>لا بنت في المَرمى تدفع عن رزمة جديدة</translation>
        </message>
        <message>
            <source>There is no re-deal</source>
            <translation>لا إعادة توزيع</translation>
        </message>
        <message>
            <source>There is no such place</source>
            <translation>لا يوجد مكان كهذا</translation>
        </message>
        <message>
            <source>There is nothing left to re-deal</source>
            <translation>لم يبقَ شيء يُعاد توزيعه</translation>
        </message>
        <message>
            <source>There is only one re-deal</source>
            <translation>لا توجد إلا إعادة توزيع واحدة</translation>
        </message>
        <message>
            <source>These cards do not leave together now</source>
            <translation>لا تغادر هذه الأوراق معًا الآن</translation>
        </message>
        <message>
            <source>These cards never move</source>
            <translation>هذه الأوراق لا تتحرك أبدًا</translation>
        </message>
        <message>
            <source>These queens take no part in the game</source>
            <translation>هؤلاء البنات لا دور لهن في اللعبة</translation>
        </message>
        <message>
            <source>This %1 must first fill the empty numeral waiting for it</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>يجب أن تملأ هذه الورقة (%1) أولًا العدد الفارغ الذي ينتظرها</translation>
        </message>
        <message>
            <source>This card is blocked by the circle dealt over it</source>
            <translation>الدائرة الموزَّعة فوق هذه الورقة تحجبها</translation>
        </message>
        <message>
            <source>This card is covered above and below in its column</source>
            <translation>هذه الورقة مغطّاة من أعلى ومن أسفل في عمودها</translation>
        </message>
        <message>
            <source>This foundation cannot be started with that card</source>
            <translation>لا يمكن بدء هذا الأساس بتلك الورقة</translation>
        </message>
        <message>
            <source>This foundation has no court card</source>
            <translation>لا ورقة صورة في هذا الأساس</translation>
        </message>
        <message>
            <source>This foundation is complete</source>
            <translation>هذا الأساس مكتمل</translation>
        </message>
        <message>
            <source>This foundation needs the %1 next</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>التالي على هذا الأساس هو %1</translation>
        </message>
        <message>
            <source>This foundation needs the second %1 next, to turn</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>التالي على هذا الأساس هو %1 الثاني، لينعطف</translation>
        </message>
        <message>
            <source>This foundation takes %1 only</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>لا يقبل هذا الأساس إلا أوراق %1</translation>
        </message>
        <message>
            <source>This game has no re-deal</source>
            <translation>لا إعادة توزيع في هذه اللعبة</translation>
        </message>
        <message>
            <source>This king has had its one card</source>
            <translation>أخذ هذا الشايب ورقته الوحيدة</translation>
        </message>
        <message>
            <source>This numeral is complete with its king</source>
            <translation>اكتمل هذا العدد بشايبه</translation>
        </message>
        <message>
            <source>This place keeps %1 only</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>لا يحفظ هذا المكان إلا أوراق %1</translation>
        </message>
        <message>
            <source>Those cards have left the game</source>
            <translation>غادرت تلك الأوراق اللعبة</translation>
        </message>
        <message>
            <source>Transposing here brings no card in line with a Rampart that will take it</source>
            <translation>المبادلة هنا لا تضع أي ورقة على خط سور سيقبلها</translation>
        </message>
        <message>
            <source>Under %1 the first card is %2 (its value doubled)</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>ورقة الشرفة هنا %1، فأول ورقة تحتها %2 (قيمتها مضاعفة)</translation>
        </message>
        <message>
            <source>Until the deal is complete, cards go only to the foundations</source>
            <translation>حتى يكتمل التوزيع لا تذهب الأوراق إلا إلى الأسس</translation>
        </message>
        <message>
            <source>Until the deal is complete, only the card just dealt can be played</source>
            <translation>حتى يكتمل التوزيع لا يمكن نقل إلا الورقة الموزَّعة لتوّها</translation>
        </message>
        <message>
            <source>Until the deal of twenty is complete, only the card just turned can be played</source>
            <translation>حتى يكتمل توزيع العشرين لا يمكن نقل إلا الورقة المقلوبة لتوّها</translation>
        </message>
        <message>
            <source>While a circle is being dealt, only the card just dealt can be played</source>
            <translation>أثناء توزيع دورة لا يمكن نقل إلا الورقة الموزَّعة لتوّها</translation>
        </message>
        <message>
            <source>While the circles are dealt, cards only go to the foundations</source>
            <translation>أثناء توزيع الدوائر لا تذهب الأوراق إلا إلى الأسس</translation>
        </message>
        <message>
            <source>While the pack lasts, an empty help is refilled from the pack</source>
            <translation>ما دامت الرزمة باقية تُملأ كومة العون الفارغة من الرزمة</translation>
        </message>
        <message>
            <source>While there is a talon, a space takes its top card</source>
            <translation>ما دام هناك مَرمى تأخذ الخانة الفارغة ورقته العليا</translation>
        </message>
        <message>
            <source>While two cards can go home together, no new pair is made</source>
            <translation>ما دامت ورقتان تستطيعان الذهاب إلى الأسس معًا، لا يُكوَّن زوج جديد</translation>
        </message>
        <message>
            <source>Zodiac cards never fill a space in the Equator</source>
            <translation>أوراق البروج لا تملأ أبدًا خانة فارغة في خط الاستواء</translation>
        </message>
        <message>
            <source>Zodiac cards never marry each other</source>
            <translation>أوراق البروج لا يُقرن بعضها ببعض أبدًا</translation>
        </message>
        <message>
            <source>Zodiac cards stay where they are until every card is placed</source>
            <translation>تبقى أوراق البروج حيث هي حتى توضع كل الأوراق</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Rules — %1</source>
            <translation>القواعد — %1</translation>
        </message>
        <message>
            <source>*These rules are not yet written in %1: here they are in English.*</source>
            <translation>لم تُكتب هذه القواعد بعدُ بـ%1: وهي هنا بالإنجليزية.</translation>
        </message>
    </context>
    <context>
        <name>Saves</name>
        <message>
            <source>%1 (save.start)</source>
            <extracomment>%1: why, in a sentence of its own</extracomment>
            <translation>‏%1 (save.start)</translation>
        </message>
        <message>
            <source>%1 cannot be played (%2) (%3)</source>
            <extracomment>%1: which move: move 3, undone move 3, %2: the program's own name for the error, shown as it is, %3: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>تعذّر لعب %1 (%2) (%3)</translation>
        </message>
        <message>
            <source>%1 is not a card code such as '7H.0' (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>‏%1 ليس رمز ورقة مثل ‎'7H.0'‎ (%2)</translation>
        </message>
        <message>
            <source>%1 is not allowed: %2 (%3)</source>
            <extracomment>%1: which move: move 3, undone move 3, %2: why, in a sentence of its own, %3: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>‏%1 غير مسموح بها: %2 (%3)</translation>
        </message>
        <message>
            <source>%1 should be %2, not %3 (%4)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: a kind of value (text, a whole number, a list), %3: a kind of value (text, a whole number, a list), %4: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>قيمة %1 من نوع %3، والمطلوب %2 (%4)</translation>
        </message>
        <message>
            <source>%1 should be a whole number not below 0 (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون قيمة %1 عددًا صحيحًا لا يقل عن الصفر (%2)</translation>
        </message>
        <message>
            <source>'clear_redo' should be true or false (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون قيمة 'clear_redo' إما true أو false (%1)</translation>
        </message>
        <message>
            <source>'extra' should be an object (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون قيمة 'extra' كائنًا (%1)</translation>
        </message>
        <message>
            <source>'extra' should be an object (save.extra)</source>
            <translation>ينبغي أن تكون قيمة 'extra' كائنًا (save.extra)</translation>
        </message>
        <message>
            <source>'play' should be a list of moves (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون قيمة 'play' قائمة نقلات (%1)</translation>
        </message>
        <message>
            <source>a card should be a text code such as '7H.0', not %1 (%2)</source>
            <extracomment>%1: a kind of value (text, a whole number, a list), %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون الورقة رمزًا نصيًا مثل ‎'7H.0'‎، وهي هنا من نوع %1 (%2)</translation>
        </message>
        <message>
            <source>a journal line has an unknown field %1 (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>في سطر السجل حقل غير معروف %1 (%2)</translation>
        </message>
        <message>
            <source>a journal line should be an object (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن يكون سطر السجل كائنًا (%1)</translation>
        </message>
        <message>
            <source>a move has an unknown field %1 (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>في النقلة حقل غير معروف %1 (%2)</translation>
        </message>
        <message>
            <source>a move should be an object (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون النقلة كائنًا (%1)</translation>
        </message>
        <message>
            <source>a move's 'auto' should be true or false (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون قيمة 'auto' في النقلة إما true أو false (%1)</translation>
        </message>
        <message>
            <source>a move's 'count' should be a positive whole number (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون قيمة 'count' في النقلة عددًا صحيحًا موجبًا (%1)</translation>
        </message>
        <message>
            <source>a move's 'dst' should name a pile (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون قيمة 'dst' في النقلة اسم كومة (%1)</translation>
        </message>
        <message>
            <source>a move's 'src' should name a pile (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون قيمة 'src' في النقلة اسم كومة (%1)</translation>
        </message>
        <message>
            <source>a move's 'srcs' should be a list of piles (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون قيمة 'srcs' في النقلة قائمة كومات (%1)</translation>
        </message>
        <message>
            <source>a number of %1 characters is far too long for a save</source>
            <extracomment>%1: a number</extracomment>
            <translation>عدد طوله %1 من المحارف أطول بكثير من أن يقبله ملف الحفظ</translation>
        </message>
        <message>
            <source>a number of %1 digits is far too big for a save</source>
            <extracomment>%1: a number</extracomment>
            <translation>عدد فيه %1 من الأرقام أكبر بكثير من أن يقبله ملف الحفظ</translation>
        </message>
        <message>
            <source>a pile should be a list of cards (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ينبغي أن تكون الكومة قائمة أوراق (%1)</translation>
        </message>
        <message>
            <source>the %1 cannot be read (%2)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file, %2: the program's own name for the error, shown as it is</extracomment>
            <translation>تعذّرت قراءة %1 (%2)</translation>
        </message>
        <message>
            <source>the %1 is nested too deeply to be read</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file</extracomment>
            <translation>تعذّرت قراءة %1 لأن تداخله أعمق من اللازم</translation>
        </message>
        <message>
            <source>the %1 is not a JSON document (%2, line %3)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file, %2: the program's own name for the error, shown as it is, %3: a number</extracomment>
            <translation>‏%1 ليس مستند JSON‏ (%2، السطر %3)</translation>
        </message>
        <message>
            <source>the %1 is not text</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file</extracomment>
            <translation>‏%1 ليس نصًا</translation>
        </message>
        <message>
            <source>the %1 is not text (it is not in UTF-8)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file</extracomment>
            <translation>‏%1 ليس نصًا (ليس بترميز UTF-8)</translation>
        </message>
        <message>
            <source>the %1 is too big to be a saved game (%2 MB)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file, %2: a number</extracomment>
            <translation>‏%1 أكبر من أن يكون لعبة محفوظة (%2 ميغابايت)</translation>
        </message>
        <message>
            <source>the counter %1 is missing (save.start.counters)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>العدّاد %1 مفقود (save.start.counters)</translation>
        </message>
        <message>
            <source>the counter %1 must be a whole number (save.start.counters)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>يجب أن يكون العدّاد %1 عددًا صحيحًا (save.start.counters)</translation>
        </message>
        <message>
            <source>the deal number must be between 1 and %1 (save.deal)</source>
            <extracomment>%1: a number</extracomment>
            <translation>يجب أن يكون رقم التوزيعة بين ١ و%1 (save.deal)</translation>
        </message>
        <message>
            <source>the field %1 is missing (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>الحقل %1 مفقود (%2)</translation>
        </message>
        <message>
            <source>the game reaches a position it cannot have: %1 (%2)</source>
            <extracomment>%1: why, in a sentence of its own, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>تبلغ اللعبة وضعًا لا يمكن أن تكون فيه: %1 (%2)</translation>
        </message>
        <message>
            <source>the journal cannot be replayed (%1) (%2)</source>
            <extracomment>%1: the program's own name for the error, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>تعذّرت إعادة لعب السجل (%1) (%2)</translation>
        </message>
        <message>
            <source>the journal does not begin with its header (journal line 1)</source>
            <translation>لا يبدأ السجل بترويسته (journal line 1)</translation>
        </message>
        <message>
            <source>the journal is of a version this copy of Cadogan cannot read (journal line 1)</source>
            <translation>السجل من إصدار لا تستطيع هذه النسخة من Cadogan قراءته (journal line 1)</translation>
        </message>
        <message>
            <source>the journal's lines are out of order: this line does not follow the one before it; lines were moved, removed or taken from another journal (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>أسطر السجل ليست في ترتيبها: هذا السطر لا يتبع السطر الذي قبله؛ فقد نُقلت أسطر أو حُذفت أو أُخذت من سجل آخر (%1)</translation>
        </message>
        <message>
            <source>the number %1 is not allowed in a save</source>
            <extracomment>%1: a number as written in the file</extracomment>
            <translation>العدد %1 غير مسموح به في ملف الحفظ</translation>
        </message>
        <message>
            <source>the number %1 is too big for a save</source>
            <extracomment>%1: a number as written in the file</extracomment>
            <translation>العدد %1 أكبر من أن يقبله ملف الحفظ</translation>
        </message>
        <message>
            <source>the save cannot be replayed (%1: %2)</source>
            <extracomment>%1: the program's own name for the error, shown as it is, %2: why, in a sentence of its own</extracomment>
            <translation>تعذّرت إعادة لعب ملف الحفظ (%1: %2)</translation>
        </message>
        <message>
            <source>the save is nested too deeply to be read</source>
            <translation>تعذّرت قراءة ملف الحفظ لأن تداخله أعمق من اللازم</translation>
        </message>
        <message>
            <source>the save is of version %1, which this copy of Cadogan cannot read (it reads %2) (save.version)</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>ملف الحفظ من الإصدار %1، ولا تستطيع هذه النسخة من Cadogan قراءته (فهي تقرأ الإصدار %2) (save.version)</translation>
        </message>
        <message>
            <source>the save was made under an older rule of %1 (%2), and its moves cannot be replayed under the rule the game follows now (save.start)</source>
            <extracomment>%1: a game's title, %2: what changed in the rule</extracomment>
            <translation>حُفظت هذه اللعبة وفق قاعدة أقدم من قواعد %1 (%2)، ولا يمكن إعادة لعب نقلاتها وفق القاعدة التي تتبعها اللعبة الآن (save.start)</translation>
        </message>
        <message>
            <source>the starting position is not deal %1 of %2 (save.start)</source>
            <extracomment>%1: a number, %2: a game's title</extracomment>
            <translation>الوضع الابتدائي ليس وضع التوزيعة %1 من لعبة %2 (save.start)</translation>
        </message>
        <message>
            <source>there are fewer moves to redo than the journal says (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>النقلات المتاحة للإعادة أقل مما يذكره السجل (%1)</translation>
        </message>
        <message>
            <source>there are fewer moves to undo than the journal says (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>النقلات المتاحة للتراجع أقل مما يذكره السجل (%1)</translation>
        </message>
        <message>
            <source>there is no game %1 in this copy of Cadogan (save.game)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>لا توجد لعبة %1 في هذه النسخة من Cadogan (save.game)</translation>
        </message>
        <message>
            <source>this is not a saved game of Cadogan (the format should be %1) (save.format)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>هذه ليست لعبة محفوظة من Cadogan (ينبغي أن يكون التنسيق %1) (save.format)</translation>
        </message>
        <message>
            <source>this is not a saved game of Cadogan (the top level must be an object) (save)</source>
            <translation>هذه ليست لعبة محفوظة من Cadogan (يجب أن يكون المستوى الأعلى كائنًا) (save)</translation>
        </message>
    </context>
    <context>
        <name>Solving</name>
        <message>
            <source>No move wins from here: no sequence of moves wins this deal</source>
            <translation>لا نقلة تفوز من هنا: لا توجد سلسلة نقلات تفوز بهذه التوزيعة</translation>
        </message>
        <message>
            <source>No move wins from here: undo moves to find a winnable position</source>
            <translation>لا نقلة تفوز من هنا: تراجع عن نقلات لتجد وضعًا يمكن الفوز منه</translation>
        </message>
        <message numerus="yes">
            <source>No move wins from here: undo %Ln move(s) to the last winnable position</source>
            <translation>
                <numerusform>لا نقلة تفوز من هنا: تراجع إلى آخر وضع يمكن الفوز منه</numerusform>
                <numerusform>لا نقلة تفوز من هنا: تراجع عن نقلة واحدة إلى آخر وضع يمكن الفوز منه</numerusform>
                <numerusform>لا نقلة تفوز من هنا: تراجع عن نقلتين إلى آخر وضع يمكن الفوز منه</numerusform>
                <numerusform>لا نقلة تفوز من هنا: تراجع عن %Ln نقلات إلى آخر وضع يمكن الفوز منه</numerusform>
                <numerusform>لا نقلة تفوز من هنا: تراجع عن %Ln نقلة إلى آخر وضع يمكن الفوز منه</numerusform>
                <numerusform>لا نقلة تفوز من هنا: تراجع عن %Ln نقلة إلى آخر وضع يمكن الفوز منه</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver plays knowing every card, the face-down ones and the order of the pack included, so a deal it can win may still be hard to win by sight.</source>
            <translation>تلعب أداة الحل وهي تعرف كل ورقة، بما فيها الأوراق المقلوبة وترتيب الأوراق في الرزمة، لذا قد يبقى الفوز بتوزيعة تستطيع الفوز بها صعبًا على من يلعب بما يراه.</translation>
        </message>
        <message>
            <source>Can this deal be &amp;won?</source>
            <translation>هل يمكن ال&amp;فوز بهذه التوزيعة؟</translation>
        </message>
        <message>
            <source>Ask the solver, which knows every card, whether this deal can be won</source>
            <translation>اسأل أداة الحل، التي تعرف كل ورقة، هل يمكن الفوز بهذه التوزيعة</translation>
        </message>
        <message>
            <source>&amp;Play to the finish</source>
            <translation>ال&amp;عب حتى النهاية</translation>
        </message>
        <message>
            <source>Play the solver's winning line from here; any click or key stops it</source>
            <translation>العب طريق الفوز الذي وجدته أداة الحل من هنا؛ أي نقرة أو مفتاح يوقفه</translation>
        </message>
        <message>
            <source>Deal only &amp;winnable games</source>
            <translation>وزّع الأدوار القابلة لل&amp;فوز فقط</translation>
        </message>
        <message>
            <source>New deal tries deal numbers until the solver proves one can be won (a second or two at most)</source>
            <translation>تجرّب «توزيعة جديدة» أرقام التوزيعات حتى تثبت أداة الحل أن إحداها يمكن الفوز بها (ثانية أو ثانيتان على الأكثر)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>إلغاء</translation>
        </message>
        <message numerus="yes">
            <source>it wins: %Ln move(s) to go, knowing every card</source>
            <translation>
                <numerusform>تفوز: لا نقلات متبقية، مع معرفة كل ورقة</numerusform>
                <numerusform>تفوز: بقيت نقلة واحدة، مع معرفة كل ورقة</numerusform>
                <numerusform>تفوز: بقيت نقلتان، مع معرفة كل ورقة</numerusform>
                <numerusform>تفوز: بقيت %Ln نقلات، مع معرفة كل ورقة</numerusform>
                <numerusform>تفوز: بقيت %Ln نقلة، مع معرفة كل ورقة</numerusform>
                <numerusform>تفوز: بقيت %Ln نقلة، مع معرفة كل ورقة</numerusform>
            </translation>
        </message>
        <message>
            <source>The question was left undecided</source>
            <translation>بقي السؤال بلا جواب</translation>
        </message>
        <message>
            <source>Solving the deal</source>
            <translation>جارٍ حل التوزيعة</translation>
        </message>
        <message>
            <source>%1, deal %2</source>
            <translation>%1، التوزيعة %2</translation>
        </message>
        <message numerus="yes">
            <source>Yes, in %Ln move(s).</source>
            <translation>
                <numerusform>نعم، بلا نقلات.</numerusform>
                <numerusform>نعم، بنقلة واحدة.</numerusform>
                <numerusform>نعم، بنقلتين.</numerusform>
                <numerusform>نعم، في %Ln نقلات.</numerusform>
                <numerusform>نعم، في %Ln نقلة.</numerusform>
                <numerusform>نعم، في %Ln نقلة.</numerusform>
            </translation>
        </message>
        <message>
            <source>No: no sequence of moves wins this deal.</source>
            <translation>لا: لا توجد سلسلة نقلات تفوز بهذه التوزيعة.</translation>
        </message>
        <message>
            <source>Not decided within the time allowed.</source>
            <translation>لم يُحسم الأمر في الوقت المسموح.</translation>
        </message>
        <message>
            <source>Can this deal be won?</source>
            <translation>هل يمكن الفوز بهذه التوزيعة؟</translation>
        </message>
        <message numerus="yes">
            <source>The solver tried %1 positions in %Ln second(s), knowing every card, and neither found a win nor ran out of moves to try.</source>
            <translation>
                <numerusform>جرّبت أداة الحل، وهي تعرف كل ورقة، %1 وضعًا في أقل من ثانية، فلم تجد فوزًا ولم تنفد النقلات التي تجرّبها.</numerusform>
                <numerusform>جرّبت أداة الحل، وهي تعرف كل ورقة، %1 وضعًا في ثانية واحدة، فلم تجد فوزًا ولم تنفد النقلات التي تجرّبها.</numerusform>
                <numerusform>جرّبت أداة الحل، وهي تعرف كل ورقة، %1 وضعًا في ثانيتين، فلم تجد فوزًا ولم تنفد النقلات التي تجرّبها.</numerusform>
                <numerusform>جرّبت أداة الحل، وهي تعرف كل ورقة، %1 وضعًا في %Ln ثوانٍ، فلم تجد فوزًا ولم تنفد النقلات التي تجرّبها.</numerusform>
                <numerusform>جرّبت أداة الحل، وهي تعرف كل ورقة، %1 وضعًا في %Ln ثانية، فلم تجد فوزًا ولم تنفد النقلات التي تجرّبها.</numerusform>
                <numerusform>جرّبت أداة الحل، وهي تعرف كل ورقة، %1 وضعًا في %Ln ثانية، فلم تجد فوزًا ولم تنفد النقلات التي تجرّبها.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>The game is won already</source>
            <translation>اللعبة فائزة بالفعل</translation>
        </message>
        <message>
            <source>The cards moved while the solver worked: ask again to play to the finish</source>
            <translation>تحركت الأوراق بينما كانت أداة الحل تعمل: اسأل من جديد لتلعب حتى النهاية</translation>
        </message>
        <message>
            <source>Not decided within the time allowed: no winning line to play</source>
            <translation>لم يُحسم الأمر في الوقت المسموح: لا طريق فوز للعبه</translation>
        </message>
        <message>
            <source>Looking for a winning line</source>
            <translation>جارٍ البحث عن طريق للفوز</translation>
        </message>
        <message>
            <source>Playing to the finish: click or press a key to stop</source>
            <translation>اللعب حتى النهاية: انقر أو اضغط مفتاحًا للإيقاف</translation>
        </message>
        <message>
            <source>No winning line is known from here</source>
            <translation>لا يُعرف طريق للفوز من هنا</translation>
        </message>
        <message>
            <source>Stopped playing to the finish</source>
            <translation>توقف اللعب حتى النهاية</translation>
        </message>
        <message>
            <source>No new deal: the search was cancelled</source>
            <translation>لا توزيعة جديدة: أُلغي البحث</translation>
        </message>
        <message>
            <source>No deal was proved winnable within %1 seconds (%2 tried): this one may not be</source>
            <translation>لم تثبت إمكانية الفوز بأي توزيعة خلال %1 ثانية (جُرّب %2): قد لا يمكن الفوز بهذه</translation>
        </message>
        <message>
            <source>Deal %1: the solver, knowing every card, has found a way to win it</source>
            <translation>التوزيعة %1: وجدت أداة الحل، وهي تعرف كل ورقة، طريقًا للفوز بها</translation>
        </message>
        <message>
            <source>Looking for a winnable deal</source>
            <translation>جارٍ البحث عن توزيعة يمكن الفوز بها</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tried</source>
            <translation>
                <numerusform>جُرّب: %Ln</numerusform>
                <numerusform>جُرّب: %Ln</numerusform>
                <numerusform>جُرّب: %Ln</numerusform>
                <numerusform>جُرّب: %Ln</numerusform>
                <numerusform>جُرّب: %Ln</numerusform>
                <numerusform>جُرّب: %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln position(s)</source>
            <translation>
                <numerusform>%Ln وضع</numerusform>
                <numerusform>وضع واحد</numerusform>
                <numerusform>وضعان</numerusform>
                <numerusform>%Ln أوضاع</numerusform>
                <numerusform>%Ln وضعًا</numerusform>
                <numerusform>%Ln وضع</numerusform>
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
            <translation>جارٍ الإلغاء…</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Pack</source>
            <translation>الرزمة</translation>
        </message>
        <message>
            <source>Talon</source>
            <translation>المَرمى</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>%1: empty</source>
            <translation>%1: فارغة</translation>
        </message>
        <message>
            <source> on </source>
            <translation> على </translation>
        </message>
        <message>
            <source>, %1 more face up</source>
            <translation>، و%1 أخرى مكشوفة</translation>
        </message>
        <message numerus="yes">
            <source>%Ln card(s) face down</source>
            <translation>
                <numerusform>لا أوراق مقلوبة</numerusform>
                <numerusform>ورقة واحدة مقلوبة</numerusform>
                <numerusform>ورقتان مقلوبتان</numerusform>
                <numerusform>%Ln أوراق مقلوبة</numerusform>
                <numerusform>%Ln ورقة مقلوبة</numerusform>
                <numerusform>%Ln ورقة مقلوبة</numerusform>
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>‏%1: %2</translation>
        </message>
        <message>
            <source>, </source>
            <translation>، </translation>
        </message>
        <message>
            <source>Card table: %1</source>
            <translation>طاولة الورق: %1</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>Game</source>
            <translation>اللعبة</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>لُعبت</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>رُبحت</translation>
        </message>
        <message>
            <source>Won %</source>
            <translation>نسبة الفوز %</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>أفضل وقت</translation>
        </message>
        <message>
            <source>Fewest moves</source>
            <translation>أقل النقلات</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>السلسلة</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>أفضل سلسلة</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>الإحصاءات</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>%1 (no combination left: click the pack)</source>
            <extracomment>%1: a number</extracomment>
            <translation>‏%1 (لا تركيبة باقية: انقر الرزمة)</translation>
        </message>
        <message>
            <source>%1 (not complete: click the pack)</source>
            <extracomment>%1: a number</extracomment>
            <translation>‏%1 (لم يكتمل: انقر الرزمة)</translation>
        </message>
        <message>
            <source>%1 complete</source>
            <extracomment>%1: a number</extracomment>
            <translation>‏%1، مكتمل</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>‏%1 من %2</translation>
        </message>
        <message>
            <source>%1 of %2, complete</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>‏%1 من %2، مكتمل</translation>
        </message>
        <message>
            <source>%1 of %2, dealing</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>‏%1 من %2، جارٍ التوزيع</translation>
        </message>
        <message>
            <source>%1 of 3 (click the pack for the next)</source>
            <extracomment>%1: a number</extracomment>
            <translation>‏%1 من ٣ (انقر الرزمة للدائرة التالية)</translation>
        </message>
        <message>
            <source>%1, %2 of %3 laid</source>
            <extracomment>%1: a number, %2: a number, %3: a number</extracomment>
            <translation>‏%1، وُضعت %2 من %3</translation>
        </message>
        <message>
            <source>a card played</source>
            <translation>نُقلت ورقة</translation>
        </message>
        <message>
            <source>click one of the turned cards</source>
            <translation>انقر إحدى الأوراق المكشوفة</translation>
        </message>
        <message>
            <source>every packet dealt</source>
            <translation>وُزّعت الكومات كلها</translation>
        </message>
        <message>
            <source>fill the empty place (talon or pack)</source>
            <translation>املأ المكان الفارغ (من المَرمى أو الرزمة)</translation>
        </message>
        <message>
            <source>going round without progress</source>
            <translation>تدور دون تقدّم</translation>
        </message>
        <message>
            <source>made</source>
            <translation>تمّ</translation>
        </message>
        <message>
            <source>nothing more can be placed: click packet %1 to begin</source>
            <extracomment>%1: a number</extracomment>
            <translation>لا يمكن وضع شيء آخر: انقر الكومة %1 لتبدأ</translation>
        </message>
        <message>
            <source>nothing played yet</source>
            <translation>لم يُنقل شيء بعد</translation>
        </message>
        <message>
            <source>packet %1 next (click it to deal it)</source>
            <extracomment>%1: a number</extracomment>
            <translation>الكومة %1 هي التالية (انقرها لتوزّعها)</translation>
        </message>
        <message>
            <source>refill due (click the pack)</source>
            <translation>الملء مستحق (انقر الرزمة)</translation>
        </message>
        <message>
            <source>row %1 of %2</source>
            <extracomment>%1: a number, %2: a pile's name</extracomment>
            <translation>الصف %1 من %2</translation>
        </message>
        <message>
            <source>swap two other cards</source>
            <translation>بادل ورقتين أخريين</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>Another copy of Cadogan is running: this one saves nothing (the game and statistics are theirs).</source>
            <translation>نسخة أخرى من Cadogan تعمل: هذه النسخة لا تحفظ شيئًا (اللعبة والإحصاءات للنسخة الأخرى).</translation>
        </message>
        <message>
            <source>%1 is a file where Cadogan's data folder should be</source>
            <translation>يوجد ملف %1 حيث ينبغي أن يكون مجلد بيانات Cadogan</translation>
        </message>
        <message>
            <source>%1 is a file where a folder should be, on the way to Cadogan's data folder %2</source>
            <translation>يوجد ملف %1 حيث ينبغي أن يكون مجلد، في الطريق إلى مجلد بيانات Cadogan %2</translation>
        </message>
        <message>
            <source>%1: this copy saves nothing (neither the game nor the statistics). Move that file away.</source>
            <translation>%1: هذه النسخة لا تحفظ شيئًا (لا اللعبة ولا الإحصاءات). انقل ذلك الملف إلى مكان آخر.</translation>
        </message>
        <message>
            <source>Cadogan's data folder %1 cannot be made (%2): this copy saves nothing.</source>
            <translation>تعذّر إنشاء مجلد بيانات Cadogan %1 (%2): هذه النسخة لا تحفظ شيئًا.</translation>
        </message>
        <message>
            <source>The journal %1 of the saved game could not be read (%2): the game is restored as it was last saved whole, without the moves since. %3.</source>
            <translation>تعذّرت قراءة سجل اللعبة المحفوظة %1 (%2): استُعيدت اللعبة كما حُفظت كاملة آخر مرة، دون النقلات التي تلتها. %3.</translation>
        </message>
        <message>
            <source>the time played (%1) is not a sensible number of seconds (save.extra)</source>
            <translation>وقت اللعب (%1) ليس عددًا معقولًا من الثواني (save.extra)</translation>
        </message>
        <message>
            <source>the mark %1 should be true or false (save.extra)</source>
            <translation>ينبغي أن تكون العلامة %1 true أو false (save.extra)</translation>
        </message>
        <message>
            <source>The saved game %1 could not be restored: %2. %3.</source>
            <translation>تعذّرت استعادة اللعبة المحفوظة %1: %2. %3.</translation>
        </message>
        <message>
            <source>it is a symbolic link that leads round in a loop, to no file</source>
            <translation>إنه رابط رمزي يدور في حلقة ولا يؤدي إلى أي ملف</translation>
        </message>
        <message>
            <source>The saved game %1 could not be put on the table: %2. %3.</source>
            <translation>تعذّر وضع اللعبة المحفوظة %1 على الطاولة: %2. %3.</translation>
        </message>
        <message>
            <source>%1 cannot be opened: %2.</source>
            <translation>تعذّر فتح %1: %2.</translation>
        </message>
        <message>
            <source>it is not a plain file</source>
            <translation>ليس ملفًا عاديًا</translation>
        </message>
        <message>
            <source>it is far too big (%1 KB)</source>
            <translation>إنه كبير جدًا (%1 ك.ب)</translation>
        </message>
        <message>
            <source>it is not UTF-8 text</source>
            <translation>ليس نصًا بترميز UTF-8</translation>
        </message>
        <message>
            <source>The settings file %1 could not be read (%2); %3. Defaults are used.</source>
            <translation>تعذّرت قراءة ملف الإعدادات %1 (%2)؛ %3. تُستعمل الإعدادات الافتراضية.</translation>
        </message>
        <message>
            <source>The settings could not be saved to %1; your choices hold until Cadogan closes.</source>
            <translation>تعذّر حفظ الإعدادات في %1؛ تبقى اختياراتك سارية حتى يُغلق Cadogan.</translation>
        </message>
        <message>
            <source>The statistics could not be saved to %1: %2</source>
            <translation>تعذّر حفظ الإحصاءات في %1: %2</translation>
        </message>
        <message>
            <source>The statistics file %1 could not be read (%2); %3.</source>
            <translation>تعذّرت قراءة ملف الإحصاءات %1 (%2)؛ %3.</translation>
        </message>
        <message>
            <source>it could not be set aside (%1)</source>
            <translation>تعذّر وضعه جانبًا (%1)</translation>
        </message>
        <message>
            <source>it was kept as %1</source>
            <translation>حُفظ باسم %1</translation>
        </message>
        <message>
            <source>it could not be kept aside (%1)</source>
            <translation>تعذّر حفظه جانبًا (%1)</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>%1, then %2</source>
            <translation>‏%1، ثم %2</translation>
        </message>
        <message>
            <source>%1, then %2 cards by auto-play</source>
            <translation>‏%1، ثم %2 أوراق بالنقل التلقائي</translation>
        </message>
        <message>
            <source>choose the card it goes with</source>
            <translation>اختر الورقة التي تصلح معها</translation>
        </message>
        <message>
            <source>choose where to put it</source>
            <translation>اختر أين تضعها</translation>
        </message>
        <message>
            <source>%1 and %2 more picked up: %3 (Esc puts it back)</source>
            <translation>رُفعت ‎%1‎ و%2 أخرى: %3 (Esc يعيدها)</translation>
        </message>
        <message>
            <source>%1 picked up: %2 (Esc puts it back)</source>
            <translation>رُفعت ‎%1‎: %2 (Esc يعيدها)</translation>
        </message>
        <message>
            <source>%1 turned: choose where to put it</source>
            <translation>قُلبت ‎%1‎: اختر أين تضعها</translation>
        </message>
        <message>
            <source>Choose a place for the %1</source>
            <translation>اختر مكانًا لـ‎%1‎</translation>
        </message>
        <message>
            <source>Put back</source>
            <translation>أعِدها</translation>
        </message>
        <message>
            <source>Nothing to pick up from the %1</source>
            <translation>لا شيء يُرفع من %1</translation>
        </message>
        <message>
            <source>Nothing chosen</source>
            <translation>لم يُختر شيء</translation>
        </message>
        <message>
            <source>%1 chosen: %2</source>
            <translation>اختيرت ‎%1‎: %2</translation>
        </message>
        <message>
            <source>%1 chosen</source>
            <translation>اختيرت ‎%1‎</translation>
        </message>
        <message>
            <source>%1: %2 (click a chosen card to put it back)</source>
            <translation>‏%1: %2 (انقر ورقة مختارة لتعيدها)</translation>
        </message>
        <message>
            <source>A double-click sends only the top card home, not the %1</source>
            <translation>النقر المزدوج لا يرسل إلى الأسس إلا الورقة العليا، لا %1</translation>
        </message>
        <message>
            <source>The Bouquet</source>
            <translation>الباقة</translation>
        </message>
        <message>
            <source>pack</source>
            <translation>الرزمة</translation>
        </message>
        <message>
            <source>turned</source>
            <translation>المكشوفة</translation>
        </message>
        <message>
            <source>talon</source>
            <translation>المَرمى</translation>
        </message>
        <message>
            <source>grace</source>
            <translation>المِنّة</translation>
        </message>
        <message>
            <source>Privy Council</source>
            <translation>المجلس الخاص</translation>
        </message>
        <message>
            <source>Lords</source>
            <translation>اللوردات</translation>
        </message>
        <message>
            <source>Commons</source>
            <translation>العموم</translation>
        </message>
        <message>
            <source>People</source>
            <translation>الشعب</translation>
        </message>
        <message>
            <source>EUROPEAN</source>
            <translation>الأوروبيون</translation>
        </message>
        <message>
            <source>ASIATIC</source>
            <translation>الآسيويون</translation>
        </message>
        <message>
            <source>AUSTRALIAN</source>
            <translation>الأستراليون</translation>
        </message>
        <message>
            <source>AFRICAN</source>
            <translation>الأفارقة</translation>
        </message>
        <message>
            <source>NORTHERN</source>
            <translation>الشمالي</translation>
        </message>
        <message>
            <source>HEMISPHERE</source>
            <translation>نصف الكرة</translation>
        </message>
        <message>
            <source>SOUTHERN</source>
            <translation>الجنوبي</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <source>Re-deals left</source>
            <translation>إعادات التوزيع الباقية</translation>
        </message>
        <message>
            <source>How many more times this game lets you gather the cards up and deal them again.</source>
            <translation>كم مرة بعدُ تتيح لك هذه اللعبة أن تجمع الأوراق وتوزّعها من جديد.</translation>
        </message>
        <message>
            <source>Counters</source>
            <translation>الفيش</translation>
        </message>
        <message>
            <source>The book's wager: you pay 52 counters for the pack and are paid 5 for every card you lay on a foundation. This is your balance: 11 cards home and you are ahead; all 52 home wins 208.</source>
            <translation>رهان الكتاب: تدفع 52 فيشة ثمنًا للرزمة وتُعطى 5 عن كل ورقة تضعها على أساس. هذا رصيدك: 11 ورقة على الأسس وأنت رابح؛ والأوراق الـ52 كلها تربح 208.</translation>
        </message>
        <message>
            <source>Packets</source>
            <translation>الكومات</translation>
        </message>
        <message>
            <source>What the clock's packets wait for now.</source>
            <translation>ما تنتظره كومات الساعة الآن.</translation>
        </message>
        <message>
            <source>Circles</source>
            <translation>الدوائر</translation>
        </message>
        <message>
            <source>How many of the star's three circles are dealt. Each new circle blocks the one inside it; the star is complete with the third (outer) circle.</source>
            <translation>كم دائرة وُزّعت من دوائر النجمة الثلاث. كل دائرة جديدة تحجب التي داخلها؛ وتكتمل النجمة بالدائرة الثالثة (الخارجية).</translation>
        </message>
        <message>
            <source>Foundations from</source>
            <translation>الأسس من</translation>
        </message>
        <message>
            <source>The rank every foundation starts from in this deal; they build up from it, turning the corner from king to ace.</source>
            <translation>الدرجة التي يبدأ منها كل أساس في هذا التوزيع؛ وتُبنى صعودًا منها، دائرةً من الشايب إلى الآس.</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>الصفوف</translation>
        </message>
        <message>
            <source>How many rows are dealt so far. Each new row blocks the one above it until the cards below are gone.</source>
            <translation>كم صفًّا وُزّع حتى الآن. كل صف جديد يسدّ الذي فوقه حتى تذهب الأوراق التي تحته.</translation>
        </message>
        <message>
            <source>Spaces</source>
            <translation>الخانات الفارغة</translation>
        </message>
        <message>
            <source>Empty places waiting to be filled, from the talon or the pack.</source>
            <translation>أماكن فارغة تنتظر أن تُملأ، من المَرمى أو الرزمة.</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>التوزيع</translation>
        </message>
        <message>
            <source>Which deal this is (the first, then each re-deal), and whether its cards are all laid out.</source>
            <translation>أي توزيع هذا (الأول، ثم كل إعادة)، وهل بُسطت أوراقه كلها.</translation>
        </message>
        <message>
            <source>Columns dealt</source>
            <translation>الأعمدة الموزعة</translation>
        </message>
        <message>
            <source>How many columns are laid out so far.</source>
            <translation>كم عمودًا بُسط حتى الآن.</translation>
        </message>
        <message>
            <source>This round</source>
            <translation>هذه الدورة</translation>
        </message>
        <message>
            <source>Whether any card has been played since the pack was last turned over: a round with nothing played cannot help, and the game is over.</source>
            <translation>هل نُقلت أي ورقة منذ آخر مرة قُلبت فيها الرزمة: الدورة التي لم يُنقل فيها شيء لا تنفع، وتنتهي اللعبة.</translation>
        </message>
        <message>
            <source>Wings</source>
            <translation>الأجنحة</translation>
        </message>
        <message>
            <source>What the wings wait for now.</source>
            <translation>ما تنتظره الأجنحة الآن.</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>المفتاح</translation>
        </message>
        <message>
            <source>Cards still in the key, the packet of 32 laid out first. Only its top card is free, and only for a foundation. A queen on top of the key takes fourteen cards off it (herself among them) to the bottom of the pack. Clearing the key matters most.</source>
            <translation>الأوراق الباقية في المفتاح، كومة الـ32 التي تُبسط أولًا. لا تكون حرّة إلا ورقته العليا، وللأساس فقط. البنت في أعلى المفتاح تأخذ منه أربع عشرة ورقة (وهي منها) إلى أسفل الرزمة. تفريغ المفتاح أهم ما في اللعبة.</translation>
        </message>
        <message>
            <source>Queens on talon</source>
            <translation>البنات على المَرمى</translation>
        </message>
        <message>
            <source>Queens laid on the talon. When the pack runs out, each one buys three cards from the bottom of the talon, besides herself, for a fresh pack.</source>
            <translation>البنات الموضوعة على المَرمى. إذا نفدت الرزمة اشترت كل واحدة منهن ثلاث أوراق من أسفل المَرمى، فضلًا عن نفسها، لرزمة جديدة.</translation>
        </message>
        <message>
            <source>Queens to pay</source>
            <translation>البنات المستحقة</translation>
        </message>
        <message>
            <source>Queens on the talon not paid out yet: each buys three cards from the bottom of the talon for the next fresh pack.</source>
            <translation>بنات على المَرمى لم تُدفع فديتهن بعد: كل واحدة تشتري ثلاث أوراق من أسفل المَرمى للرزمة الجديدة التالية.</translation>
        </message>
        <message>
            <source>Fresh packs</source>
            <translation>الرزم الجديدة</translation>
        </message>
        <message>
            <source>Whether turning the pack again can still change anything.</source>
            <translation>هل ما زال قلب الرزمة ثانية يمكن أن يغيّر شيئًا.</translation>
        </message>
        <message>
            <source>Grace</source>
            <translation>المِنّة</translation>
        </message>
        <message>
            <source>Once the pack is used up, you may take out any one card of the tableau, once; it stays free for a foundation.</source>
            <translation>متى نفدت الرزمة جاز لك أن تُخرج أي ورقة واحدة من الفَرشة، مرة واحدة؛ وتبقى حرّة للأساس.</translation>
        </message>
        <message>
            <source>Reserve</source>
            <translation>الاحتياطي</translation>
        </message>
        <message>
            <source>Cards left in the face-down reserve, dealt out when the pack is used up.</source>
            <translation>الأوراق الباقية في الاحتياطي المقلوب، تُبسط حين تنفد الرزمة.</translation>
        </message>
        <message>
            <source>Foundation rank</source>
            <translation>درجة الأسس</translation>
        </message>
        <message>
            <source>The rank every foundation starts from in this deal: chosen by you from the cards turned up for it.</source>
            <translation>الدرجة التي يبدأ منها كل أساس في هذا التوزيع: تختارها أنت من الأوراق المكشوفة لذلك.</translation>
        </message>
        <message>
            <source>Fifteens</source>
            <translation>الخمسة عشر</translation>
        </message>
        <message>
            <source>How many of the square's eight lines (rows, columns, diagonals) make fifteen now.</source>
            <translation>كم خطًّا من خطوط المربع الثمانية (الصفوف والأعمدة والقطران) مجموعه خمسة عشر الآن.</translation>
        </message>
        <message>
            <source>Which deal of the cushion this is: places are refilled only during the first.</source>
            <translation>أي توزيع للوسادة هذا: لا تُملأ الأماكن إلا في الأول.</translation>
        </message>
        <message>
            <source>Red talon</source>
            <translation>المَرمى الأحمر</translation>
        </message>
        <message>
            <source>Red cards laid on the talon of the red kings' side, waiting to refill a place.</source>
            <translation>أوراق حمراء على مَرمى جانب الشوايب الحمر، تنتظر أن تملأ مكانًا.</translation>
        </message>
        <message>
            <source>Black talon</source>
            <translation>المَرمى الأسود</translation>
        </message>
        <message>
            <source>Black cards laid on the talon of the black aces' side, waiting to refill a place.</source>
            <translation>أوراق سوداء على مَرمى جانب الآسات السود، تنتظر أن تملأ مكانًا.</translation>
        </message>
        <message>
            <source>Misplaced</source>
            <translation>في غير موضعها</translation>
        </message>
        <message>
            <source>Cards lying in the wrong hemisphere: out of play until exchanged across the equator.</source>
            <translation>أوراق في نصف الكرة الخطأ: خارج اللعب حتى تُبادَل عبر خط الاستواء.</translation>
        </message>
        <message>
            <source>Kings</source>
            <translation>الشوايب</translation>
        </message>
        <message>
            <source>How many kings have turned up so far: each heads a new line of cards dealt under it.</source>
            <translation>كم شايبًا ظهر حتى الآن: كلٌّ يتقدم خطًّا جديدًا من الأوراق الموزعة تحته.</translation>
        </message>
        <message>
            <source>How many of the square's eight lines (three rows, three columns, two diagonals) add up to fifteen. All eight: the square is magic and the game is won.</source>
            <translation>كم خطًّا من خطوط المربع الثمانية (ثلاثة صفوف، وثلاثة أعمدة، وقطران) مجموعه خمسة عشر. الثمانية كلها: المربع سحري واللعبة مكسوبة.</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>التوزيعات</translation>
        </message>
        <message>
            <source>How many times twelve cards have been dealt onto the cushion. Places emptied after the first deal are filled from the pack; after later deals they stay empty.</source>
            <translation>كم مرة وُزّعت اثنتا عشرة ورقة على الوسادة. الأماكن التي تفرغ بعد التوزيع الأول تُملأ من الرزمة؛ وبعد التوزيعات اللاحقة تبقى فارغة.</translation>
        </message>
        <message>
            <source>Cards of the ring lying in the wrong hemisphere (black in the north, red in the south): out of play until exchanged for a misplaced card of the other colour.</source>
            <translation>أوراق الحلقة الواقعة في نصف الكرة الخطأ (السوداء في الشمال، والحمراء في الجنوب): خارج اللعب حتى تُبادَل بورقة في غير موضعها من اللون الآخر.</translation>
        </message>
        <message>
            <source>How many of the eight kings have come in the deal, each heading its own packet.</source>
            <translation>كم شايبًا من الثمانية جاء في التوزيع، كلٌّ يتقدم كومته.</translation>
        </message>
        <message>
            <source>Red cards waiting for an empty place of the Army; only the top one comes in next.</source>
            <translation>أوراق حمراء تنتظر مكانًا فارغًا في الجيش؛ لا تدخل تاليًا إلا العليا منها.</translation>
        </message>
        <message>
            <source>Black cards waiting for an empty place of the Navy; only the top one comes in next.</source>
            <translation>أوراق سوداء تنتظر مكانًا فارغًا في البحرية؛ لا تدخل تاليًا إلا العليا منها.</translation>
        </message>
        <message>
            <source>Garden rows</source>
            <translation>صفوف الحديقة</translation>
        </message>
        <message>
            <source>How many rows of the garden are dealt (eight cards each). Each row blocks the one above it; a card is free once nothing lies below it in its column. Vacancies are never refilled.</source>
            <translation>كم صفًّا من الحديقة وُزّع (ثماني أوراق في كل صف). كل صف يسدّ الذي فوقه؛ وتكون الورقة حرّة متى لم يبقَ تحتها شيء في عمودها. لا تُملأ الشواغر أبدًا.</translation>
        </message>
        <message>
            <source>How many rows of ten are dealt. A card is free from the top or the bottom of its column; only the last row's spaces may be filled.</source>
            <translation>كم صفًّا من عشر وُزّع. تكون الورقة حرّة من أعلى عمودها أو من أسفله؛ ولا تُملأ إلا فجوات الصف الأخير.</translation>
        </message>
        <message>
            <source>The game on the table and its deal number: Game &gt; Deal by number plays the same deal again.</source>
            <translation>اللعبة التي على الطاولة ورقم توزيعتها: اللعبة &gt; توزيعة برقمها تلعب التوزيعة نفسها من جديد.</translation>
        </message>
        <message>
            <source>Your moves so far; the cards auto-play sent to the foundations are counted apart.</source>
            <translation>نقلاتك حتى الآن؛ والأوراق التي أرسلها النقل التلقائي إلى الأسس تُحسب على حدة.</translation>
        </message>
        <message>
            <source>Cards left in the pack (face down), and in the talon, where the cards turned from the pack lie.</source>
            <translation>الأوراق الباقية في الرزمة (مقلوبة)، وفي المَرمى، حيث تستقر الأوراق المقلوبة من الرزمة.</translation>
        </message>
        <message>
            <source>Time played on this deal: the clock starts with your first move and stops while the game is won or put away.</source>
            <translation>الوقت الذي لُعب في هذه التوزيعة: تبدأ الساعة مع نقلتك الأولى وتتوقف حين تُكسب اللعبة أو تُنحّى جانبًا.</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>إعادة التوزيع</translation>
        </message>
        <message>
            <source>Fill</source>
            <translation>املأ</translation>
        </message>
        <message>
            <source>Refill</source>
            <translation>ملء</translation>
        </message>
        <message>
            <source>Draw out</source>
            <translation>اسحب</translation>
        </message>
        <message>
            <source>Deal row</source>
            <translation>توزيع صف</translation>
        </message>
        <message>
            <source>%1 Now: %2.</source>
            <translation>‏%1 الآن: %2.</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>‏%1: %2</translation>
        </message>
    </context>
    <context>
        <name>Words</name>
        <message>
            <source>ace</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>الآس</translation>
        </message>
        <message>
            <source>2</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>الاثنان</translation>
        </message>
        <message>
            <source>3</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>الثلاثة</translation>
        </message>
        <message>
            <source>4</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>الأربعة</translation>
        </message>
        <message>
            <source>5</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>الخمسة</translation>
        </message>
        <message>
            <source>6</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>الستة</translation>
        </message>
        <message>
            <source>7</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>السبعة</translation>
        </message>
        <message>
            <source>8</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>الثمانية</translation>
        </message>
        <message>
            <source>9</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>التسعة</translation>
        </message>
        <message>
            <source>10</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>العشرة</translation>
        </message>
        <message>
            <source>knave</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>الولد</translation>
        </message>
        <message>
            <source>queen</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>البنت</translation>
        </message>
        <message>
            <source>king</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>الشايب</translation>
        </message>
        <message>
            <source>an ace</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>آس</translation>
        </message>
        <message>
            <source>a 2</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>اثنان</translation>
        </message>
        <message>
            <source>a 3</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>ثلاثة</translation>
        </message>
        <message>
            <source>a 4</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>أربعة</translation>
        </message>
        <message>
            <source>a 5</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>خمسة</translation>
        </message>
        <message>
            <source>a 6</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>ستة</translation>
        </message>
        <message>
            <source>a 7</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>سبعة</translation>
        </message>
        <message>
            <source>an 8</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>ثمانية</translation>
        </message>
        <message>
            <source>a 9</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>تسعة</translation>
        </message>
        <message>
            <source>a 10</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>عشرة</translation>
        </message>
        <message>
            <source>a knave</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>ولد</translation>
        </message>
        <message>
            <source>a queen</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>بنت</translation>
        </message>
        <message>
            <source>a king</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>شايب</translation>
        </message>
        <message>
            <source>clubs</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>السباتي</translation>
        </message>
        <message>
            <source>diamonds</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>الديناري</translation>
        </message>
        <message>
            <source>hearts</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>الكُبّة</translation>
        </message>
        <message>
            <source>spades</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>البستوني</translation>
        </message>
        <message>
            <source>space</source>
            <extracomment>an empty place (“Only a king can fill an empty %1”)</extracomment>
            <translation>الخانة الفارغة</translation>
        </message>
        <message>
            <source>column</source>
            <extracomment>an empty place (“Only a king can fill an empty %1”)</extracomment>
            <translation>العمود الفارغ</translation>
        </message>
        <message>
            <source>row</source>
            <extracomment>an empty place (“Only a king can fill an empty %1”)</extracomment>
            <translation>الصف الفارغ</translation>
        </message>
        <message>
            <source>a fraction</source>
            <translation>عدد كسري</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>قائمة</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>عدد صحيح</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>كائن</translation>
        </message>
        <message>
            <source>first</source>
            <translation>الأولى</translation>
        </message>
        <message>
            <source>journal</source>
            <translation>السجل</translation>
        </message>
        <message>
            <source>journal line</source>
            <translation>سطر السجل</translation>
        </message>
        <message>
            <source>northern</source>
            <translation>الشمالي</translation>
        </message>
        <message>
            <source>save</source>
            <translation>ملف الحفظ</translation>
        </message>
        <message>
            <source>second</source>
            <translation>الثانية</translation>
        </message>
        <message>
            <source>southern</source>
            <translation>الجنوبي</translation>
        </message>
        <message>
            <source>statistics file</source>
            <translation>ملف الإحصاءات</translation>
        </message>
        <message>
            <source>text</source>
            <translation>نص</translation>
        </message>
        <message>
            <source>the House of Commons</source>
            <translation>مجلس العموم</translation>
        </message>
        <message>
            <source>the House of Lords</source>
            <translation>مجلس اللوردات</translation>
        </message>
        <message>
            <source>the People</source>
            <translation>الشعب</translation>
        </message>
        <message>
            <source>the Privy Council</source>
            <translation>المجلس الخاص</translation>
        </message>
        <message>
            <source>third</source>
            <translation>الثالثة</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>قيمة منطقية (true أو false)</translation>
        </message>
    </context>
</TS>
