<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>App</name>
        <message>
            <source>Damaged file set aside</source>
            <translation>Повреждённый файл отложен</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>Колода карт</translation>
        </message>
        <message>
            <source>%1: deal %2 resumed where it was left</source>
            <translation>%1: расклад %2 продолжен с того места, где был оставлен</translation>
        </message>
        <message>
            <source>%1 was kept: choose it again to go on where you left it</source>
            <translation>Партия «%1» сохранена: выберите её снова, чтобы продолжить с того же места</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>Расклад %1</translation>
        </message>
        <message>
            <source>Deal %1 was put aside: Undo brings it back</source>
            <translation>Расклад %1 отложен: «Отменить» вернёт его</translation>
        </message>
    </context>
    <context>
        <name>Appearance</name>
        <message>
            <source>Red lattice</source>
            <translation>Красная решётка</translation>
        </message>
        <message>
            <source>Blue rosette</source>
            <translation>Синяя розетка</translation>
        </message>
        <message>
            <source>Green stripes</source>
            <translation>Зелёные полосы</translation>
        </message>
        <message>
            <source>&amp;Green</source>
            <translation>&amp;Зелёный</translation>
        </message>
        <message>
            <source>&amp;Blue</source>
            <translation>&amp;Синий</translation>
        </message>
        <message>
            <source>&amp;Wine</source>
            <translation>&amp;Винный</translation>
        </message>
        <message>
            <source>%1; the built-in deck is used instead.</source>
            <translation>%1; вместо неё используется встроенная колода.</translation>
        </message>
        <message>
            <source>Card &amp;back</source>
            <translation>&amp;Рубашка карт</translation>
        </message>
        <message>
            <source>&amp;Table colour</source>
            <translation>&amp;Цвет стола</translation>
        </message>
        <message>
            <source>Card &amp;deck…</source>
            <translation>&amp;Колода карт…</translation>
        </message>
        <message>
            <source>Draw the cards with another deck: those installed for KDE and GNOME games</source>
            <translation>Рисовать карты другой колодой: из установленных для игр KDE и GNOME</translation>
        </message>
        <message>
            <source>Card &amp;size</source>
            <translation>Ра&amp;змер карт</translation>
        </message>
        <message>
            <source>&amp;Fit to window</source>
            <translation>&amp;По размеру окна</translation>
        </message>
        <message>
            <source>&amp;Larger cards</source>
            <translation>К&amp;рупнее</translation>
        </message>
        <message>
            <source>S&amp;maller cards</source>
            <translation>&amp;Мельче</translation>
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation>&amp;Меньше движения</translation>
        </message>
        <message>
            <source>Cards move at once, without gliding; no flying cards on a win</source>
            <translation>Карты перемещаются сразу, без скольжения; без летящих карт при победе</translation>
        </message>
        <message>
            <source>The %1 deck has its own back; this one shows with Cadogan's deck</source>
            <translation>У колоды %1 своя рубашка; эта видна с колодой Cadogan</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>Колода карт</translation>
        </message>
        <message>
            <source>%1. The built-in deck is used instead.</source>
            <translation>%1. Вместо неё используется встроенная колода.</translation>
        </message>
        <message>
            <source>Cards drawn with the %1 deck</source>
            <translation>Карты нарисованы колодой %1</translation>
        </message>
    </context>
    <context>
        <name>Chooser</name>
        <message numerus="yes">
            <source>%Ln piquet pack(s)</source>
            <translation>
                <numerusform>%Ln пикетная колода</numerusform>
                <numerusform>%Ln пикетные колоды</numerusform>
                <numerusform>%Ln пикетных колод</numerusform>
            </translation>
        </message>
        <message>
            <source>One pack</source>
            <translation>Одна колода</translation>
        </message>
        <message>
            <source>Two packs</source>
            <translation>Две колоды</translation>
        </message>
        <message numerus="yes">
            <source>%Ln pack(s)</source>
            <translation>
                <numerusform>%Ln колода</numerusform>
                <numerusform>%Ln колоды</numerusform>
                <numerusform>%Ln колод</numerusform>
            </translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation>Выбор игры</translation>
        </message>
        <message>
            <source>The book's %1 games and their variants. Choose one:</source>
            <translation>%1 пасьянсов книги и их варианты. Выберите пасьянс:</translation>
        </message>
        <message>
            <source>Type to filter by name…</source>
            <translation>Введите часть названия…</translation>
        </message>
        <message>
            <source>Show only games played with this many packs</source>
            <translation>Показывать только пасьянсы с таким числом колод</translation>
        </message>
        <message>
            <source>The book's order</source>
            <translation>Как в книге</translation>
        </message>
        <message>
            <source>By name</source>
            <translation>По названию</translation>
        </message>
        <message>
            <source>No game matches.</source>
            <translation>Подходящих пасьянсов нет.</translation>
        </message>
        <message>
            <source>Play</source>
            <translation>Играть</translation>
        </message>
        <message>
            <source>Any packs</source>
            <translation>Любое число колод</translation>
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
            <translation>Cadogan (встроенная)</translation>
        </message>
        <message>
            <source>Card deck</source>
            <translation>Колода карт</translation>
        </message>
        <message>
            <source>Draw the cards with the built-in deck, or with a deck installed for other card games:</source>
            <translation>Рисовать карты встроенной колодой или колодой, установленной для других карточных игр:</translation>
        </message>
        <message>
            <source>Add a &amp;folder of decks…</source>
            <translation>&amp;Добавить папку с колодами…</translation>
        </message>
        <message>
            <source>Decks of KDE's kind (folders with index.desktop) or SVG files, where they lie</source>
            <translation>Колоды в формате KDE (папки с index.desktop) или файлы SVG — там, где они лежат</translation>
        </message>
        <message>
            <source>Drawn by Cadogan itself</source>
            <translation>Нарисована самим Cadogan</translation>
        </message>
        <message>
            <source>%1
(cannot be read)</source>
            <translation>%1
(не читается)</translation>
        </message>
        <message>
            <source>A folder of card decks</source>
            <translation>Папка с колодами карт</translation>
        </message>
    </context>
    <context>
        <name>EndPanel</name>
        <message>
            <source>New deal</source>
            <translation>Новая партия</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Отменить</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>La Belle Lucie</source>
            <translation>Прекрасная Люси</translation>
        </message>
        <message>
            <source>Eighteen fans of three; marry down in suit to free the aces. Two re-deals.</source>
            <translation>Восемнадцать вееров по три карты; марьяж по убыванию в масть освобождает тузов. Две пересдачи.</translation>
        </message>
        <message>
            <source>Re-deal at any time</source>
            <translation>Пересдача в любой момент</translation>
        </message>
        <message>
            <source>A re-deal may be taken whenever one is left, not only when no card can be played.</source>
            <translation>Пересдачу можно взять, пока она осталась, а не только когда ни одна карта не ходит.</translation>
        </message>
        <message>
            <source>The House in the Wood</source>
            <translation>Домик в лесу</translation>
        </message>
        <message>
            <source>La Belle Lucie with two packs: thirty-six fans and eight aces.</source>
            <translation>La Belle Lucie двумя колодами: тридцать шесть вееров и восемь тузов.</translation>
        </message>
        <message>
            <source>The House on the Hill</source>
            <translation>Домик на холме</translation>
        </message>
        <message>
            <source>Two packs: four aces build up, four kings build down; marry up or down.</source>
            <translation>Две колоды: четыре туза строятся вверх, четыре короля вниз; марьяж вверх или вниз.</translation>
        </message>
        <message>
            <source>Canfield or Klondike</source>
            <translation>Косынка</translation>
        </message>
        <message>
            <source>Seven columns, red on black; turn the stock once, one card at a time, and play for counters.</source>
            <translation>Семь столбцов, красная на чёрную; колода проходится один раз, по одной карте, игра на фишки.</translation>
        </message>
        <message>
            <source>The Clock</source>
            <translation>Часы</translation>
        </message>
        <message>
            <source>Twelve foundations round a dial, each building in suit until it reaches its hour.</source>
            <translation>Двенадцать баз по кругу циферблата, каждая строится в масть до своего часа.</translation>
        </message>
        <message>
            <source>Strict order: play, then marry, then refill</source>
            <translation>Строгий порядок: на базы, затем марьяжи, затем пополнение</translation>
        </message>
        <message>
            <source>Once a marriage is made, no card may be played until the packets are refilled.</source>
            <translation>После марьяжа ни одну карту нельзя положить на базу, пока стопки не пополнены.</translation>
        </message>
        <message>
            <source>The Shah</source>
            <translation>Шах</translation>
        </message>
        <message>
            <source>A star of eight rays round a lone king; eight aces build up to the queens.</source>
            <translation>Звезда из восьми лучей вокруг одинокого короля; восемь тузов строятся до дам.</translation>
        </message>
        <message>
            <source>Margarethe</source>
            <translation>Маргарита</translation>
        </message>
        <message>
            <source>The court cards spell an M, nine help cards an A; build each court down three steps in suit.</source>
            <translation>Фигуры складываются в букву M, девять помощниц — в A; на каждую фигуру три карты вниз в масть.</translation>
        </message>
        <message>
            <source>Talon laid aside until the re-deal</source>
            <translation>Талон отложен до пересдачи</translation>
        </message>
        <message>
            <source>Only the card just turned may be played; once another card covers it, it waits for the re-deal.</source>
            <translation>Ходить можно только что открытой картой; как только её накроет другая, она ждёт пересдачи.</translation>
        </message>
        <message>
            <source>The Herring-Bone</source>
            <translation>Ёлочка</translation>
        </message>
        <message>
            <source>A herring-bone of 28 cards taken from the foot up; eight bases of one rank, four up, four down.</source>
            <translation>Ёлочка из 28 карт, разбираемая снизу вверх; восемь баз одного достоинства, четыре вверх, четыре вниз.</translation>
        </message>
        <message>
            <source>German variety: the herring-bone from one pack</source>
            <translation>Немецкий вариант: ёлочка из одной колоды</translation>
        </message>
        <message>
            <source>The herring-bone is dealt from one shuffled pack alone, so it holds no two alike; the rest of that pack is shuffled with the second pack for everything after.</source>
            <translation>Ёлочка сдаётся из одной перетасованной колоды, поэтому в ней нет одинаковых карт; остаток этой колоды тасуется со второй колодой для всего остального.</translation>
        </message>
        <message>
            <source>Babette</source>
            <translation>Бабетта</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of eight that keep their holes; only the lowest card of a column plays.</source>
            <translation>Две колоды рядами по восемь, дыры остаются; в игре только нижняя карта столбца.</translation>
        </message>
        <message>
            <source>Fortress</source>
            <translation>Крепость</translation>
        </message>
        <message>
            <source>Two groups of rows round four aces; marry up or down in suit, and reverse runs through empty lanes.</source>
            <translation>Две группы рядов вокруг четырёх тузов; марьяж вверх или вниз в масть, разворот через пустые ряды.</translation>
        </message>
        <message>
            <source>General Sedgewick</source>
            <translation>Генерал Седжвик</translation>
        </message>
        <message>
            <source>A cross of five packets; the first card turned after it sets the foundation rank.</source>
            <translation>Крест из пяти стопок; первая карта после него задаёт достоинство баз.</translation>
        </message>
        <message>
            <source>Napoleon at St. Helena</source>
            <translation>Святая Елена</translation>
        </message>
        <message>
            <source>Two packs: ten columns of four; marry down in suit, fill empty columns, turn the pack once.</source>
            <translation>Две колоды: десять столбцов по четыре; марьяж вниз в масть, пустые столбцы заполняются, колода проходится один раз.</translation>
        </message>
        <message>
            <source>Empty columns from the talon only</source>
            <translation>Пустые столбцы — только из талона</translation>
        </message>
        <message>
            <source>An empty column may be filled only with the top card of the talon, never from another column.</source>
            <translation>Пустой столбец можно заполнить только верхней картой талона, но не из другого столбца.</translation>
        </message>
        <message>
            <source>Napoleon's Square</source>
            <translation>Каре Наполеона</translation>
        </message>
        <message>
            <source>Two packs: twelve packets of four round three sides of a square; marry down in suit.</source>
            <translation>Две колоды: двенадцать стопок по четыре по трём сторонам каре; марьяж вниз в масть.</translation>
        </message>
        <message>
            <source>Napoleon's Square (single cards)</source>
            <translation>Каре Наполеона (по одной карте)</translation>
        </message>
        <message>
            <source>Napoleon's Square begun with twelve single cards; marry down in suit as the pack is turned.</source>
            <translation>Napoleon's Square, начатое двенадцатью отдельными картами; марьяж вниз в масть по ходу колоды.</translation>
        </message>
        <message>
            <source>The Blockade</source>
            <translation>Блокада</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of twelve, each row blocking the one above; marry down in suit.</source>
            <translation>Две колоды рядами по двенадцать, каждый ряд блокирует верхний; марьяж вниз в масть.</translation>
        </message>
        <message>
            <source>Refill each vacancy at once</source>
            <translation>Пополнять свободные места сразу</translation>
        </message>
        <message>
            <source>Every vacancy is refilled from the pack straight after the move that made it, so no card above it is ever released while the pack lasts.</source>
            <translation>Каждое свободное место сразу после освободившего его хода заполняется из колоды, так что, пока колода не кончилась, карта над ним не освобождается.</translation>
        </message>
        <message>
            <source>The Congress</source>
            <translation>Конгресс</translation>
        </message>
        <message>
            <source>Two packs; rivers dealt row on row feed four helps that build down; eight aces build up.</source>
            <translation>Две колоды; реки, сдаваемые ряд за рядом, питают четыре помощницы, строящиеся вниз; восемь тузов строятся вверх.</translation>
        </message>
        <message>
            <source>The Fifteen</source>
            <translation>Пятнадцать</translation>
        </message>
        <message>
            <source>Two packs in fifteen columns; aces build up, kings down; marry up or down and use the lanes.</source>
            <translation>Две колоды в пятнадцати столбцах; тузы строятся вверх, короли вниз; марьяж вверх или вниз через пустые столбцы.</translation>
        </message>
        <message>
            <source>One ace and one king of each suit</source>
            <translation>Один туз и один король каждой масти</translation>
        </message>
        <message>
            <source>The four rising foundations must be of four different suits, and so must the four falling ones.</source>
            <translation>Четыре возрастающие базы должны быть четырёх разных мастей, как и четыре убывающие.</translation>
        </message>
        <message>
            <source>The Flower-Garden</source>
            <translation>Цветник</translation>
        </message>
        <message>
            <source>Six flower-beds of six and a bouquet of sixteen free cards; build down in any suit.</source>
            <translation>Шесть клумб по шесть карт и букет из шестнадцати свободных карт; строить вниз в любой масти.</translation>
        </message>
        <message>
            <source>The Four Corners</source>
            <translation>Четыре угла</translation>
        </message>
        <message>
            <source>Twelve packets at the corners and sides; play only as the cards fall until the deal is done.</source>
            <translation>Двенадцать стопок по углам и сторонам; пока идёт сдача, на базы — только выпавшие карты.</translation>
        </message>
        <message>
            <source>The Kings</source>
            <translation>Короли</translation>
        </message>
        <message>
            <source>Two packs: eight aces in the centre build to kings regardless of suit; rows grow out on both sides.</source>
            <translation>Две колоды: восемь тузов в центре строятся до королей без учёта масти; ряды растут в обе стороны.</translation>
        </message>
        <message>
            <source>A lane needs the whole row empty</source>
            <translation>Пустой ряд — только когда пуст весь ряд</translation>
        </message>
        <message>
            <source>An emptied line takes a card only when the line on the other side of the aces is empty too.</source>
            <translation>Опустевший ряд принимает карту, только когда пуст и ряд по другую сторону от тузов.</translation>
        </message>
        <message>
            <source>The Nation</source>
            <translation>Нация</translation>
        </message>
        <message>
            <source>Two packs in twelve columns counted to eight; aces build up, kings down; two re-deals.</source>
            <translation>Две колоды в двенадцати столбцах со счётом до восьми; тузы вверх, короли вниз; две пересдачи.</translation>
        </message>
        <message>
            <source>The Square</source>
            <translation>Квадрат</translation>
        </message>
        <message>
            <source>Sixteen cards in a square; four aces climb to the kings and come back down to the aces.</source>
            <translation>Шестнадцать карт квадратом; четыре туза поднимаются до королей и спускаются обратно до тузов.</translation>
        </message>
        <message>
            <source>The Sultan</source>
            <translation>Султан</translation>
        </message>
        <message>
            <source>Two packs: the Sultan in a square of kings; build to the queens from the Divan and the talon.</source>
            <translation>Две колоды: Султан в каре королей; базы до дам из Дивана и талона.</translation>
        </message>
        <message>
            <source>Two Rings</source>
            <translation>Два кольца</translation>
        </message>
        <message>
            <source>Two packs: sevens build up and sixes down in two linked rings, fed from an eight-card bracelet.</source>
            <translation>Две колоды: семёрки вверх и шестёрки вниз в двух сцепленных кольцах, из браслета в восемь карт.</translation>
        </message>
        <message>
            <source>Bracelet refilled from the talon</source>
            <translation>Браслет пополняется из талона</translation>
        </message>
        <message>
            <source>A bracelet space takes the talon's top card, or the pack's next card when there is no talon.</source>
            <translation>Свободное место браслета занимает верхняя карта талона, а если талона нет — следующая карта колоды.</translation>
        </message>
        <message>
            <source>The Zodiac</source>
            <translation>Зодиак</translation>
        </message>
        <message>
            <source>Two packs: marry every card into a circle of 24 round an Equator of 8, then build eight foundations.</source>
            <translation>Две колоды: все карты марьяжем в круг из 24 вокруг Экватора из 8, затем восемь баз.</translation>
        </message>
        <message>
            <source>The Mill</source>
            <translation>Мельница</translation>
        </message>
        <message>
            <source>Two packs: a windmill of eight cards round one ace; four kings in the angles build down.</source>
            <translation>Две колоды: мельница из восьми карт вокруг туза; четыре короля в углах строятся вниз.</translation>
        </message>
        <message>
            <source>The Queens</source>
            <translation>Дамы</translation>
        </message>
        <message>
            <source>Two packs: play off the key, marry on the shutter; each queen in the talon buys a fresh pack.</source>
            <translation>Две колоды: разбирайте ключ, марьяж на ставне; каждая дама в талоне покупает новую колоду.</translation>
        </message>
        <message>
            <source>The key pays for every queen</source>
            <translation>Ключ платит за каждую даму</translation>
        </message>
        <message>
            <source>Whenever a queen comes uppermost on the key during play, fourteen key cards go under the pack too.</source>
            <translation>Всякий раз, когда во время игры дама оказывается наверху ключа, четырнадцать карт ключа тоже уходят под колоду.</translation>
        </message>
        <message>
            <source>The queens stay in the talon</source>
            <translation>Дамы остаются в талоне</translation>
        </message>
        <message>
            <source>A payment deals only three talon cards for each new queen; the queens themselves stay in the talon.</source>
            <translation>Плата сдаёт только три карты талона за каждую новую даму; сами дамы остаются в талоне.</translation>
        </message>
        <message>
            <source>La Nivernaise</source>
            <translation>Ниверне</translation>
        </message>
        <message>
            <source>Two Flanks guard eight foundations; six Line packets grow by fours and only their tops play.</source>
            <translation>Два Фланга стерегут восемь баз; шесть стопок Линии растут по четыре, в игре только верхние карты.</translation>
        </message>
        <message>
            <source>Examining counts the top card</source>
            <translation>Просмотр считает и верхнюю карту</translation>
        </message>
        <message>
            <source>With k empty Flank places you see k cards of each Line packet, its top card among them, rather than k cards beneath the top.</source>
            <translation>При k пустых местах флангов видны k карт каждой стопки Линии, считая верхнюю, а не k карт под верхней.</translation>
        </message>
        <message>
            <source>The "Louis" Patience</source>
            <translation>Пасьянс Людовика</translation>
        </message>
        <message>
            <source>An alphabet of twelve letters round eight foundations, dealt in circles that block each other.</source>
            <translation>Алфавит из двенадцати букв вокруг восьми баз, сдаётся кругами, блокирующими друг друга.</translation>
        </message>
        <message>
            <source>A card played as it turns up uses up its letter</source>
            <translation>Карта, сыгранная сразу, занимает свою букву</translation>
        </message>
        <message>
            <source>When you play a card as it is dealt, the next card goes to the next letter, not to the same one.</source>
            <translation>Если карта сыграна сразу при сдаче, следующая карта идёт на следующую букву, а не на ту же.</translation>
        </message>
        <message>
            <source>The re-deal begins with g's cards</source>
            <translation>Пересдача начинается с карт g</translation>
        </message>
        <message>
            <source>The letters are gathered so that the bottom card of g is dealt first and the cards of f come last.</source>
            <translation>Буквы собираются так, что нижняя карта g сдаётся первой, а карты f — последними.</translation>
        </message>
        <message>
            <source>The Labyrinth</source>
            <translation>Лабиринт</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of ten that keep their holes; a card plays when free at either end.</source>
            <translation>Две колоды рядами по десять, дыры остаются; карта в игре, когда свободна с любого конца.</translation>
        </message>
        <message>
            <source>Foundations as they come</source>
            <translation>Базы по мере появления</translation>
        </message>
        <message>
            <source>The aces and kings are not taken out first: the first ace and king of each suit to come free begin its foundations.</source>
            <translation>Тузы и короли заранее не вынимаются: первые освободившиеся туз и король каждой масти начинают её базы.</translation>
        </message>
        <message>
            <source>No talon</source>
            <translation>Без талона</translation>
        </message>
        <message>
            <source>A card turned from the pack must go into a vacancy of the last row (or to a foundation) before another is turned or the next row dealt.</source>
            <translation>Открытая из колоды карта должна лечь на свободное место последнего ряда (или на базу), прежде чем открыть следующую или сдать новый ряд.</translation>
        </message>
        <message>
            <source>The Carpet</source>
            <translation>Ковёр</translation>
        </message>
        <message>
            <source>Two packs; a carpet of 64 cards laid like a chessboard, freed by lanes to its narrow ends.</source>
            <translation>Две колоды; ковёр из 64 карт шахматной доской, освобождаемый проходами к узким краям.</translation>
        </message>
        <message>
            <source>Duchess de Luynes</source>
            <translation>Герцогиня де Люин</translation>
        </message>
        <message>
            <source>Two packs dealt in rows of four with two laid aside each time; the reserve opens at the end.</source>
            <translation>Две колоды кругами по четыре и по две карты в резерв; резерв открывается в конце.</translation>
        </message>
        <message>
            <source>Two re-deals</source>
            <translation>Две пересдачи</translation>
        </message>
        <message>
            <source>The packets and the reserve may be taken up and dealt again twice instead of once.</source>
            <translation>Стопки и резерв можно собрать и сдать заново дважды, а не один раз.</translation>
        </message>
        <message>
            <source>The Fish-Bone</source>
            <translation>Рыбья кость</translation>
        </message>
        <message>
            <source>Eight knaves down a spine, each with its king and queen as bones; a gridiron marries upward.</source>
            <translation>Восемь валетов вдоль хребта, у каждого король и дама — кости; на решётке марьяж вверх.</translation>
        </message>
        <message>
            <source>Sly</source>
            <translation>Хитрец</translation>
        </message>
        <message>
            <source>Two packs; deals of twenty laid on the promenade where you choose, played only between deals.</source>
            <translation>Две колоды; сдачи по двадцать карт на променад, куда захотите, на базы — только между сдачами.</translation>
        </message>
        <message>
            <source>Promenade in four rows of five</source>
            <translation>Променад в четыре ряда по пять</translation>
        </message>
        <message>
            <source>The promenade is laid in four rows of five instead of two rows of ten; the rules are the same.</source>
            <translation>Променад раскладывается в четыре ряда по пять карт вместо двух рядов по десять; правила те же.</translation>
        </message>
        <message>
            <source>Anna</source>
            <translation>Анна</translation>
        </message>
        <message>
            <source>Eight helps spell an A, eight knaves an N; build the knaves down to the kings, marry up on helps.</source>
            <translation>Восемь помощниц — буква A, восемь валетов — N; валеты вниз до королей, марьяж вверх на помощницах.</translation>
        </message>
        <message>
            <source>Ace on king in the helps</source>
            <translation>Туз на короля у помощниц</translation>
        </message>
        <message>
            <source>A marriage may turn the corner: an ace of the same suit may be placed on a king among the helps.</source>
            <translation>Марьяж может переходить через край: туза той же масти можно положить на короля среди помощниц.</translation>
        </message>
        <message>
            <source>Light and Shade</source>
            <translation>Свет и тень</translation>
        </message>
        <message>
            <source>Two packs; aces built up red and black in turn, fed only from four Auxiliaries.</source>
            <translation>Две колоды; тузы строятся вверх, красная и чёрная поочерёдно, только с четырёх Помощников.</translation>
        </message>
        <message>
            <source>Talon only through the Rivals</source>
            <translation>Талон — только через Соперников</translation>
        </message>
        <message>
            <source>The talon's cards reach the Auxiliaries only by filling a Rival space, never in sequence.</source>
            <translation>Карты талона попадают к Помощникам, только заполняя свободное место Соперника, но не по последовательности.</translation>
        </message>
        <message>
            <source>Rows seen from the far side</source>
            <translation>Ряды с другой стороны стола</translation>
        </message>
        <message>
            <source>The plate read from the other side of the table: the Rivals lie next to the aces, the Auxiliaries below them.</source>
            <translation>Рисунок книги, прочитанный с другой стороны стола: Соперники лежат рядом с тузами, Помощники — под ними.</translation>
        </message>
        <message>
            <source>Red and Black</source>
            <translation>Красное и чёрное</translation>
        </message>
        <message>
            <source>Two packs; eight Volunteers built down red on black, the talon shuffled and dealt once more.</source>
            <translation>Две колоды; восемь Добровольцев вниз, красная на чёрную, талон тасуется и сдаётся ещё раз.</translation>
        </message>
        <message>
            <source>Talon laid aside</source>
            <translation>Талон отложен</translation>
        </message>
        <message>
            <source>The talon's cards wait for the re-deal: only the card just turned may be played before it is covered.</source>
            <translation>Карты талона ждут пересдачи: ходить можно только что открытой картой, пока её не накрыли.</translation>
        </message>
        <message>
            <source>Move whole runs</source>
            <translation>Переносить целые последовательности</translation>
        </message>
        <message>
            <source>A run of red and black in descending order moves from Volunteer to Volunteer.</source>
            <translation>Последовательность по убыванию с чередованием цветов переносится с Добровольца на Добровольца.</translation>
        </message>
        <message>
            <source>The Terrace</source>
            <translation>Терраса</translation>
        </message>
        <message>
            <source>Two packs; free the Terrace card by card onto foundations of a rank you choose, red and black.</source>
            <translation>Две колоды; освободите Террасу карта за картой на базы выбранного достоинства, красная и чёрная.</translation>
        </message>
        <message>
            <source>Terrace first as advice only</source>
            <translation>Сначала Терраса — лишь совет</translation>
        </message>
        <message>
            <source>A Terrace card that fits a foundation need not be played before a valley or talon card takes its place.</source>
            <translation>Карту Террасы, подходящую на базу, не обязательно класть туда раньше, чем её место займёт карта долины или талона.</translation>
        </message>
        <message>
            <source>The Olga</source>
            <translation>Ольга</translation>
        </message>
        <message>
            <source>Four piquet packs; a flower-bed of seven rows, built down red and black, sixteen aces up to the kings.</source>
            <translation>Четыре пикетные колоды; клумба из семи рядов вниз красная на чёрную, шестнадцать тузов до королей.</translation>
        </message>
        <message>
            <source>No card on a seven</source>
            <translation>Ничего на семёрку</translation>
        </message>
        <message>
            <source>An ace may not be placed on a seven in the flower-bed.</source>
            <translation>На семёрку в клумбе нельзя класть туза.</translation>
        </message>
        <message>
            <source>A run of red and black in descending order moves from column to column.</source>
            <translation>Последовательность по убыванию с чередованием цветов переносится из столбца в столбец.</translation>
        </message>
        <message>
            <source>Mount Olympus</source>
            <translation>Олимп</translation>
        </message>
        <message>
            <source>Two packs: a pyramid of aces and twos climbing in steps of two; a battery built down by twos.</source>
            <translation>Две колоды: пирамида тузов и двоек, растущая через одну; батарея строится вниз через одну.</translation>
        </message>
        <message>
            <source>Spenser's Fairie Queen</source>
            <translation>Королева фей Спенсера</translation>
        </message>
        <message>
            <source>Two packs dealt in lines under the kings as they come; aces up to the queens; bare kings take any card.</source>
            <translation>Две колоды линиями под королями по мере появления; тузы до дам; одинокие короли принимают любую карту.</translation>
        </message>
        <message>
            <source>The Besieged City</source>
            <translation>Осаждённый город</translation>
        </message>
        <message>
            <source>Two packs: a Reserve walled in by fourteen Ramparts; foundations zig-zag from ace to ace.</source>
            <translation>Две колоды: Резерв за четырнадцатью Валами; базы зигзагом от туза до туза.</translation>
        </message>
        <message>
            <source>Zig-zag neighbours adding up to fourteen only</source>
            <translation>Зигзаг: только соседи с суммой четырнадцать</translation>
        </message>
        <message>
            <source>On the Ramparts, besides cards one apart, only pairs adding up to fourteen go on each other (Q on 2, J on 3 … 7 on 7, A on K), not those adding up to fifteen (K on 2, Q on 3 …).</source>
            <translation>На Валах, кроме карт соседнего достоинства, друг на друга кладутся только пары с суммой четырнадцать (Q на 2, J на 3 … 7 на 7, A на K), а не с суммой пятнадцать (K на 2, Q на 3 …).</translation>
        </message>
        <message>
            <source>The Constitution</source>
            <translation>Конституция</translation>
        </message>
        <message>
            <source>Two packs: cards climb from the People through Commons and Lords to the Privy Council, then home.</source>
            <translation>Две колоды: карты поднимаются от Народа через Общины и Лордов в Тайный совет, а затем на базы.</translation>
        </message>
        <message>
            <source>Cæsar</source>
            <translation>Цезарь</translation>
        </message>
        <message>
            <source>Nine cards, ace to nine, in a square: swap them until every line makes fifteen.</source>
            <translation>Девять карт, от туза до девятки, квадратом: меняйте их, пока каждая линия не даст пятнадцать.</translation>
        </message>
        <message>
            <source>Shuffled opening</source>
            <translation>Случайное начало</translation>
        </message>
        <message>
            <source>The nine cards are laid at random instead of as the book's picture.</source>
            <translation>Девять карт раскладываются случайно, а не как на рисунке книги.</translation>
        </message>
        <message>
            <source>Shuffled, with three fifteens</source>
            <translation>Случайно, три линии по пятнадцать</translation>
        </message>
        <message>
            <source>The nine cards are laid at random, but so that exactly three lines make fifteen, as in the book.</source>
            <translation>Девять карт раскладываются случайно, но так, чтобы ровно три линии давали пятнадцать, как в книге.</translation>
        </message>
        <message>
            <source>Nestor</source>
            <translation>Нестор</translation>
        </message>
        <message>
            <source>Six rows of eight: pair off the lowest cards of equal value, with a reserve of four for help.</source>
            <translation>Шесть рядов по восемь: убирайте парами нижние карты одного достоинства, в помощь резерв из четырёх.</translation>
        </message>
        <message>
            <source>Take up the reserve at any time</source>
            <translation>Брать из резерва в любой момент</translation>
        </message>
        <message>
            <source>A reserve card may be taken up even while a pair can still be made.</source>
            <translation>Карту резерва можно взять, даже когда ещё можно сложить пару.</translation>
        </message>
        <message>
            <source>The Fourteenth</source>
            <translation>Четырнадцать</translation>
        </message>
        <message>
            <source>Two packs through a square of 25: pair off cards of one line adding to fourteen.</source>
            <translation>Две колоды через квадрат из 25: убирайте пары одной линии с суммой четырнадцать.</translation>
        </message>
        <message>
            <source>One exchange a game</source>
            <translation>Один обмен за партию</translation>
        </message>
        <message>
            <source>The exchange may be made once in the whole game.</source>
            <translation>Обмен можно сделать один раз за всю партию.</translation>
        </message>
        <message>
            <source>The exchange is one swap</source>
            <translation>Обмен — одна перестановка</translation>
        </message>
        <message>
            <source>The exchange moves two cards, which change places, instead of two pairs of cards.</source>
            <translation>При обмене две карты меняются местами, а не две пары карт.</translation>
        </message>
        <message>
            <source>0: the exchange is free (when no fourteen can be made); 1: its first swap made, the second due; 2: made (free again after the next pair, unless the option allows one a game)</source>
            <translation>0: обмен свободен (когда четырнадцать составить нельзя); 1: первая перестановка сделана, очередь второй; 2: обмен сделан (снова свободен после следующей пары, если вариант не разрешает лишь один обмен за партию)</translation>
        </message>
        <message>
            <source>while the exchange is half made: the places of its first swap, as 25 * i + j (i &lt; j, places numbered 0-24 in reading order)</source>
            <translation>пока обмен сделан наполовину: места его первой перестановки в виде 25 * i + j (i &lt; j, места пронумерованы от 0 до 24 в порядке чтения)</translation>
        </message>
        <message>
            <source>The Wheel</source>
            <translation>Колесо</translation>
        </message>
        <message>
            <source>Three pip cards making eighteen, crowned by a court card, fill a circle round a cross of aces.</source>
            <translation>Три карты с очками на восемнадцать под фигурой заполняют круг вокруг креста тузов.</translation>
        </message>
        <message>
            <source>how many deals of the cushion have been made, the first included (refilling only while it is 1)</source>
            <translation>сколько сдач на подушку сделано, считая первую (пополнение — только пока значение равно 1)</translation>
        </message>
        <message>
            <source>present only in the middle of a deal: 1 + the index of the cushion place its next card goes to</source>
            <translation>есть только посреди сдачи: 1 + номер места подушки, куда пойдёт её следующая карта</translation>
        </message>
        <message>
            <source>The Great Thirteen</source>
            <translation>Великая тринадцатка</translation>
        </message>
        <message>
            <source>No foundations: under each balcony card build by doubling, then adding its value, to a king.</source>
            <translation>Без баз: под каждой картой балкона удвойте, затем прибавляйте её достоинство, до короля.</translation>
        </message>
        <message>
            <source>Priority for the card only</source>
            <translation>Очередь только для карты</translation>
        </message>
        <message>
            <source>A card that could begin an empty numeral must begin it, but other cards may still be added elsewhere meanwhile.</source>
            <translation>Карта, которая может начать пустой счётный столбец, должна его начать, но тем временем другие карты можно класть в другие места.</translation>
        </message>
        <message>
            <source>the third process's progress: 0 during the first deal (kings are slipped under), then the number of the next ground packet to take up, 9 once packet 8 has been dealt</source>
            <translation>ход третьего этапа: 0 во время первой сдачи (короли подкладываются вниз), затем номер следующей стопки партера, которую нужно взять, 9 — когда стопка 8 сдана</translation>
        </message>
        <message>
            <source>The Empress of India</source>
            <translation>Императрица Индии</translation>
        </message>
        <message>
            <source>Four packs: the Army's red cards and the Navy's black go home in pairs, one of each colour.</source>
            <translation>Четыре колоды: красные карты Армии и чёрные Флота уходят на базы парами, по одной каждого цвета.</translation>
        </message>
        <message>
            <source>Pair cards only when no pair can go home</source>
            <translation>Новые пары — только когда ни одна пара не идёт на базу</translation>
        </message>
        <message>
            <source>A new pair may be made only when no two cards can go home together, unless the new pair goes at once.</source>
            <translation>Новую пару можно сложить, только когда никакие две карты не могут вместе уйти на базу, если только новая пара не уходит сразу.</translation>
        </message>
        <message>
            <source>The Hemispheres</source>
            <translation>Полушария</translation>
        </message>
        <message>
            <source>Two packs: red cards live north and black south; exchange the misplaced across the equator.</source>
            <translation>Две колоды: красные живут на севере, чёрные на юге; меняйте чужаков через экватор.</translation>
        </message>
        <message>
            <source>The end comes when the pack is used up</source>
            <translation>Конец наступает, когда кончилась колода</translation>
        </message>
        <message>
            <source>Misplaced cards may move alone into a space, and the barriers be played, once the pack is used up, even while the talon still holds cards.</source>
            <translation>Когда колода кончилась, чужие карты можно по одной переносить на свободное место, а заставы — класть на базы, даже если в талоне ещё есть карты.</translation>
        </message>
        <message>
            <source>At the end, misplaced cards are free where they lie</source>
            <translation>В конце чужие карты свободны там, где лежат</translation>
        </message>
        <message>
            <source>At the end a card in the wrong hemisphere may be used where it lies, as well as moved to a space.</source>
            <translation>В конце карту в чужом полушарии можно использовать там, где она лежит, или перенести на свободное место.</translation>
        </message>
        <message>
            <source>The Salic Law</source>
            <translation>Салический закон</translation>
        </message>
        <message>
            <source>Two packs: each king heads the cards dealt until the next; aces climb to knaves in any suit.</source>
            <translation>Две колоды: каждый король возглавляет карты, сданные до следующего; тузы до валетов в любой масти.</translation>
        </message>
        <message>
            <source>A bare king takes a card once only</source>
            <translation>Одинокий король принимает карту лишь раз</translation>
        </message>
        <message>
            <source>After the deal each bare king may take one card once in the game, not again when that card has gone.</source>
            <translation>После сдачи каждый одинокий король может один раз за партию принять одну карту, но не снова, когда она ушла.</translation>
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>&amp;Language</source>
            <translation>&amp;Язык</translation>
        </message>
        <message>
            <source>The system's language</source>
            <translation>Язык системы</translation>
        </message>
        <message>
            <source>Language</source>
            <translation>Язык</translation>
        </message>
        <message>
            <source>Cadogan will speak %1 from its next start.</source>
            <translation>Язык «%1» будет включён при следующем запуске Cadogan.</translation>
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
            <translation>&amp;Игра</translation>
        </message>
        <message>
            <source>&amp;New deal</source>
            <translation>&amp;Новая партия</translation>
        </message>
        <message>
            <source>&amp;Restart deal</source>
            <translation>Начать &amp;заново</translation>
        </message>
        <message>
            <source>Deal by &amp;number…</source>
            <translation>Расклад по &amp;номеру…</translation>
        </message>
        <message>
            <source>&amp;Choose game…</source>
            <translation>&amp;Выбрать пасьянс…</translation>
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation>С&amp;татистика…</translation>
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation>В&amp;ыход</translation>
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation>&amp;Правка</translation>
        </message>
        <message>
            <source>Undo</source>
            <translation>Отменить</translation>
        </message>
        <message>
            <source>Redo</source>
            <translation>Повторить</translation>
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation>П&amp;одсказка</translation>
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation>&amp;Настройки</translation>
        </message>
        <message>
            <source>&amp;Auto-play to foundations</source>
            <translation>&amp;Автоход на базы</translation>
        </message>
        <message>
            <source>&amp;Off</source>
            <translation>&amp;Выключен</translation>
        </message>
        <message>
            <source>&amp;Safe moves only</source>
            <translation>&amp;Только безопасные ходы</translation>
        </message>
        <message>
            <source>&amp;All moves</source>
            <translation>Все &amp;ходы</translation>
        </message>
        <message>
            <source>Game &amp;options</source>
            <translation>&amp;Параметры игры</translation>
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation>Во весь &amp;экран</translation>
        </message>
        <message>
            <source>&amp;Help</source>
            <translation>&amp;Справка</translation>
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation>&amp;Правила этого пасьянса</translation>
        </message>
        <message>
            <source>Rules</source>
            <translation>Правила</translation>
        </message>
        <message>
            <source>The rules of this game (F1)</source>
            <translation>Правила этого пасьянса (F1)</translation>
        </message>
        <message>
            <source>Choose another game (Ctrl+G); the game in progress is kept</source>
            <translation>Выбрать другой пасьянс (Ctrl+G); начатая партия сохраняется</translation>
        </message>
        <message>
            <source>&amp;About Cadogan</source>
            <translation>&amp;О программе Cadogan</translation>
        </message>
        <message>
            <source>Table</source>
            <translation>Стол</translation>
        </message>
        <message>
            <source>Undo: %1</source>
            <translation>Отменить: %1</translation>
        </message>
        <message>
            <source>Nothing to undo</source>
            <translation>Нечего отменять</translation>
        </message>
        <message>
            <source>Redo: %1</source>
            <translation>Повторить: %1</translation>
        </message>
        <message>
            <source>Nothing to redo</source>
            <translation>Нечего повторять</translation>
        </message>
        <message>
            <source>New deal</source>
            <translation>Новая партия</translation>
        </message>
        <message>
            <source>Restart deal</source>
            <translation>Начать заново</translation>
        </message>
        <message>
            <source>Deal by number</source>
            <translation>Расклад по номеру</translation>
        </message>
        <message>
            <source>Deal number:</source>
            <translation>Номер расклада:</translation>
        </message>
        <message>
            <source>Deal %1</source>
            <translation>Расклад %1</translation>
        </message>
        <message>
            <source>%1 is on the table: New deal deals again</source>
            <translation>%1 на столе: «Новая партия» сдаст карты снова</translation>
        </message>
        <message>
            <source>%1: deal %2 resumed where it was left</source>
            <translation>%1: расклад %2 продолжен с того места, где был оставлен</translation>
        </message>
        <message>
            <source>The game left could not be kept: %1</source>
            <translation>Оставленную партию не удалось сохранить: %1</translation>
        </message>
        <message>
            <source>About Cadogan</source>
            <translation>О программе Cadogan</translation>
        </message>
        <message>
            <source>Cadogan %1

The games of patience of Lady Cadogan's illustrated book, on a card table.</source>
            <translation>Cadogan %1

Пасьянсы из иллюстрированной книги леди Кадоган — на карточном столе.</translation>
        </message>
        <message>
            <source>Click: %1</source>
            <translation>Щелчок: %1</translation>
        </message>
        <message>
            <source>The %1 goes with more than one card: drop it on the one you choose</source>
            <translation>Карта %1 подходит к нескольким картам: положите её на нужную</translation>
        </message>
        <message>
            <source>Nothing goes with the %1 now</source>
            <translation>Сейчас к карте %1 ничего не подходит</translation>
        </message>
        <message>
            <source>No foundation takes the %1 now</source>
            <translation>Сейчас ни одна база не принимает карту %1</translation>
        </message>
        <message>
            <source>No useful move</source>
            <translation>Полезных ходов нет</translation>
        </message>
        <message>
            <source>Hint: %1</source>
            <translation>Подсказка: %1</translation>
        </message>
        <message>
            <source>Solved!</source>
            <translation>Пасьянс сошёлся!</translation>
        </message>
        <message>
            <source>%1, deal %2: %3.</source>
            <translation>%1, расклад %2: %3.</translation>
        </message>
        <message>
            <source>Solved! Well played.</source>
            <translation>Пасьянс сошёлся! Отличная игра.</translation>
        </message>
        <message>
            <source>No more moves</source>
            <translation>Ходов больше нет</translation>
        </message>
        <message>
            <source>%1. Undo, or try a new deal.</source>
            <translation>%1. Отмените ход или начните новую партию.</translation>
        </message>
        <message numerus="yes">
            <source>%Ln move(s)</source>
            <translation>
                <numerusform>%Ln ход</numerusform>
                <numerusform>%Ln хода</numerusform>
                <numerusform>%Ln ходов</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln more by auto-play</source>
            <translation>
                <numerusform>ещё %Ln автоходом</numerusform>
                <numerusform>ещё %Ln автоходом</numerusform>
                <numerusform>ещё %Ln автоходом</numerusform>
            </translation>
        </message>
        <message>
            <source>no help from auto-play</source>
            <translation>без помощи автохода</translation>
        </message>
        <message>
            <source>%1, %2</source>
            <translation>%1, %2</translation>
        </message>
        <message>
            <source>%1, %2, in %3</source>
            <translation>%1, %2, за %3</translation>
        </message>
        <message>
            <source>%1 · deal %2</source>
            <translation>%1 · расклад %2</translation>
        </message>
        <message>
            <source>Moves: %1, %2 by auto-play</source>
            <translation>Ходы: %1, %2 автоходом</translation>
        </message>
        <message>
            <source>Moves: %1</source>
            <translation>Ходы: %1</translation>
        </message>
        <message>
            <source>Pack: %1</source>
            <translation>Колода: %1</translation>
        </message>
        <message>
            <source>Talon: %1</source>
            <translation>Талон: %1</translation>
        </message>
        <message>
            <source>Time: %1</source>
            <translation>Время: %1</translation>
        </message>
        <message>
            <source>%1 &amp;options</source>
            <translation>&amp;Параметры: %1</translation>
        </message>
        <message>
            <source>This game has no options</source>
            <translation>У этого пасьянса нет параметров</translation>
        </message>
        <message>
            <source>Deal %1 started again: %2 on</source>
            <translation>Расклад %1 начат заново: «%2» включено</translation>
        </message>
        <message>
            <source>Deal %1 started again: %2 off</source>
            <translation>Расклад %1 начат заново: «%2» выключено</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>Пересдача</translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation>&amp;Открыть…</translation>
        </message>
        <message>
            <source>&amp;Save</source>
            <translation>&amp;Сохранить</translation>
        </message>
        <message>
            <source>Save the game to the file it came from (or choose one)</source>
            <translation>Сохранить партию в тот файл, из которого она открыта (или выбрать файл)</translation>
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation>Сохранить &amp;как…</translation>
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation>Не удалось сохранить партию: %1</translation>
        </message>
        <message>
            <source>The game cannot be kept</source>
            <translation>Партию нельзя сохранить</translation>
        </message>
        <message>
            <source>The game in progress could not be saved, so the play since then would be lost.</source>
            <translation>Начатую партию не удалось сохранить, поэтому сделанные с тех пор ходы будут потеряны.</translation>
        </message>
        <message>
            <source>%1.

Save it to another place before closing?</source>
            <translation>%1.

Сохранить её в другом месте перед закрытием?</translation>
        </message>
        <message>
            <source>Save &amp;Elsewhere…</source>
            <translation>Сохранить в &amp;другом месте…</translation>
        </message>
        <message>
            <source>&amp;Close Without Saving</source>
            <translation>&amp;Закрыть без сохранения</translation>
        </message>
        <message>
            <source>Save As</source>
            <translation>Сохранить как</translation>
        </message>
        <message>
            <source>Save</source>
            <translation>Сохранить</translation>
        </message>
        <message>
            <source>The game could not be saved to %1: %2.</source>
            <translation>Не удалось сохранить партию в %1: %2.</translation>
        </message>
        <message>
            <source>Saved to %1</source>
            <translation>Сохранено в %1</translation>
        </message>
        <message>
            <source>Open</source>
            <translation>Открыть</translation>
        </message>
        <message>
            <source>%1 cannot be opened.</source>
            <translation>Не удаётся открыть %1.</translation>
        </message>
        <message>
            <source>Opened %1; %2 was kept: choose it again to go on</source>
            <translation>Открыт файл %1; партия «%2» сохранена: выберите её снова, чтобы продолжить</translation>
        </message>
        <message>
            <source>Opened %1</source>
            <translation>Открыт файл %1</translation>
        </message>
        <message>
            <source>Open %1</source>
            <translation>Открыть %1</translation>
        </message>
        <message>
            <source>Opened %1: Undo brings back the deal before</source>
            <translation>Открыт файл %1: «Отменить» вернёт прежний расклад</translation>
        </message>
        <message>
            <source>Opened %1: Undo brings back the deal kept before; %2 was kept too</source>
            <translation>Открыт файл %1: «Отменить» вернёт прежний расклад; партия «%2» тоже сохранена</translation>
        </message>
        <message>
            <source>Save game as</source>
            <translation>Сохранить партию как</translation>
        </message>
        <message>
            <source>Open a saved game</source>
            <translation>Открыть сохранённую партию</translation>
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <source>Cadogan games (*.cadogan);;All files (*)</source>
            <translation>Партии Cadogan (*.cadogan);;Все файлы (*)</translation>
        </message>
    </context>
    <context>
        <name>Moves</name>
        <message>
            <source>%1 (the exchange's first swap)</source>
            <extracomment>%1: the move's name</extracomment>
            <translation>%1 (первая перестановка обмена)</translation>
        </message>
        <message>
            <source>%1 and %2 home together</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>%1 и %2 вместе на базы</translation>
        </message>
        <message>
            <source>%1 starts %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>%1 → %2 (первая карта базы)</translation>
        </message>
        <message>
            <source>%1 starts a descending foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 начинает убывающую базу</translation>
        </message>
        <message>
            <source>%1 starts an ascending foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>%1 начинает возрастающую базу</translation>
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
            <translation>Начать сдачу %1 (двадцать карт)</translation>
        </message>
        <message>
            <source>Choose the %1 as the first foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Выбрать карту %1 для первой базы</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Сдать</translation>
        </message>
        <message>
            <source>Deal a column on the left</source>
            <translation>Сдать столбец слева</translation>
        </message>
        <message>
            <source>Deal a column on the right</source>
            <translation>Сдать столбец справа</translation>
        </message>
        <message>
            <source>Deal a round</source>
            <translation>Сдать круг</translation>
        </message>
        <message>
            <source>Deal a round onto the Line</source>
            <translation>Сдать круг на Линию</translation>
        </message>
        <message>
            <source>Deal on</source>
            <translation>Сдавать дальше</translation>
        </message>
        <message>
            <source>Deal row %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>Сдать ряд %1</translation>
        </message>
        <message>
            <source>Deal the %1 circle</source>
            <extracomment>%1: first, second or third</extracomment>
            <translation>Сдать %1 круг</translation>
        </message>
        <message>
            <source>Deal the next row of the rivers</source>
            <translation>Сдать следующий ряд рек</translation>
        </message>
        <message>
            <source>Deal the square again</source>
            <translation>Сдать каре заново</translation>
        </message>
        <message>
            <source>Deal twelve more cards</source>
            <translation>Сдать ещё двенадцать карт</translation>
        </message>
        <message>
            <source>Draw the %1 out of %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>Вытянуть %1 (%2)</translation>
        </message>
        <message>
            <source>Fill %1 from the pack</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Заполнить из колоды: %1</translation>
        </message>
        <message>
            <source>Fill gridiron pile %1 from the pack</source>
            <extracomment>%1: a number</extracomment>
            <translation>Заполнить из колоды стопку решётки %1</translation>
        </message>
        <message>
            <source>Finish the deal</source>
            <translation>Закончить сдачу</translation>
        </message>
        <message>
            <source>Grace: %1 to %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>Милость: %1 → %2</translation>
        </message>
        <message>
            <source>move %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>ход %1</translation>
        </message>
        <message>
            <source>Packet %1 to the circle</source>
            <extracomment>%1: cards' values or labels (7 + 5, 9♥ 9♠)</extracomment>
            <translation>Стопка %1 — в круг</translation>
        </message>
        <message>
            <source>Pair %1 with %2</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>Сложить пару: %1 и %2</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>Пересдача</translation>
        </message>
        <message>
            <source>Re-deal %1</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Пересдача: %1</translation>
        </message>
        <message>
            <source>Re-deal the alphabet</source>
            <translation>Пересдать алфавит</translation>
        </message>
        <message>
            <source>Re-deal the garden</source>
            <translation>Пересдать сад</translation>
        </message>
        <message>
            <source>Re-deal the Line</source>
            <translation>Пересдать Линию</translation>
        </message>
        <message>
            <source>Re-deal the packets and reserve</source>
            <translation>Пересдать стопки и резерв</translation>
        </message>
        <message>
            <source>Re-deal the talon</source>
            <translation>Пересдать талон</translation>
        </message>
        <message>
            <source>Refill</source>
            <translation>Пополнить</translation>
        </message>
        <message>
            <source>Refill the packets</source>
            <translation>Пополнить стопки</translation>
        </message>
        <message>
            <source>Refill, then deal row %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>Пополнить, затем сдать ряд %1</translation>
        </message>
        <message>
            <source>Shuffle and re-deal</source>
            <translation>Перетасовать и пересдать</translation>
        </message>
        <message>
            <source>Slip the %1 to the bottom of %2</source>
            <extracomment>%1: a card (7♥), %2: a pile's name</extracomment>
            <translation>Переложить %1 вниз стопки (%2)</translation>
        </message>
        <message>
            <source>Swap %1 and %2</source>
            <extracomment>%1: cards (9♥ 9♠), %2: cards (9♥ 9♠)</extracomment>
            <translation>Поменять местами %1 и %2</translation>
        </message>
        <message>
            <source>Take the %1 as the grace</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Взять %1 как милость</translation>
        </message>
        <message>
            <source>Take up a reserve card</source>
            <translation>Взять карту из резерва</translation>
        </message>
        <message>
            <source>The queens' payment</source>
            <translation>Оплата за дам</translation>
        </message>
        <message>
            <source>Turn a card</source>
            <translation>Открыть карту</translation>
        </message>
        <message>
            <source>undone move %1</source>
            <extracomment>%1: a number</extracomment>
            <translation>отменённый ход %1</translation>
        </message>
    </context>
    <context>
        <name>Piles</name>
        <message>
            <source>packet %1</source>
            <translation>стопка %1</translation>
        </message>
        <message>
            <source>foundation</source>
            <translation>база</translation>
        </message>
        <message>
            <source>column %1</source>
            <translation>столбец %1</translation>
        </message>
        <message>
            <source>stock</source>
            <translation>колода</translation>
        </message>
        <message>
            <source>waste</source>
            <translation>талон</translation>
        </message>
        <message>
            <source>the I foundation</source>
            <translation>база I</translation>
        </message>
        <message>
            <source>the II foundation</source>
            <translation>база II</translation>
        </message>
        <message>
            <source>the III foundation</source>
            <translation>база III</translation>
        </message>
        <message>
            <source>the IV foundation</source>
            <translation>база IV</translation>
        </message>
        <message>
            <source>the V foundation</source>
            <translation>база V</translation>
        </message>
        <message>
            <source>the VI foundation</source>
            <translation>база VI</translation>
        </message>
        <message>
            <source>the VII foundation</source>
            <translation>база VII</translation>
        </message>
        <message>
            <source>the VIII foundation</source>
            <translation>база VIII</translation>
        </message>
        <message>
            <source>the IX foundation</source>
            <translation>база IX</translation>
        </message>
        <message>
            <source>the X foundation</source>
            <translation>база X</translation>
        </message>
        <message>
            <source>the XI foundation</source>
            <translation>база XI</translation>
        </message>
        <message>
            <source>the XII foundation</source>
            <translation>база XII</translation>
        </message>
        <message>
            <source>packet I</source>
            <translation>стопка I</translation>
        </message>
        <message>
            <source>packet II</source>
            <translation>стопка II</translation>
        </message>
        <message>
            <source>packet III</source>
            <translation>стопка III</translation>
        </message>
        <message>
            <source>packet IV</source>
            <translation>стопка IV</translation>
        </message>
        <message>
            <source>packet V</source>
            <translation>стопка V</translation>
        </message>
        <message>
            <source>packet VI</source>
            <translation>стопка VI</translation>
        </message>
        <message>
            <source>packet VII</source>
            <translation>стопка VII</translation>
        </message>
        <message>
            <source>packet VIII</source>
            <translation>стопка VIII</translation>
        </message>
        <message>
            <source>packet IX</source>
            <translation>стопка IX</translation>
        </message>
        <message>
            <source>packet X</source>
            <translation>стопка X</translation>
        </message>
        <message>
            <source>packet XI</source>
            <translation>стопка XI</translation>
        </message>
        <message>
            <source>packet XII</source>
            <translation>стопка XII</translation>
        </message>
        <message>
            <source>pack</source>
            <translation>колода</translation>
        </message>
        <message>
            <source>talon</source>
            <translation>талон</translation>
        </message>
        <message>
            <source>the Shah</source>
            <translation>Шах</translation>
        </message>
        <message>
            <source>ray %1, inner place</source>
            <translation>луч %1, внутреннее место</translation>
        </message>
        <message>
            <source>ray %1, middle place</source>
            <translation>луч %1, среднее место</translation>
        </message>
        <message>
            <source>ray %1, outer place</source>
            <translation>луч %1, внешнее место</translation>
        </message>
        <message>
            <source>the kings set aside</source>
            <translation>отложенные короли</translation>
        </message>
        <message>
            <source>the king of hearts</source>
            <translation>король червей</translation>
        </message>
        <message>
            <source>the king of clubs</source>
            <translation>король треф</translation>
        </message>
        <message>
            <source>the king of diamonds</source>
            <translation>король бубён</translation>
        </message>
        <message>
            <source>the king of spades</source>
            <translation>король пик</translation>
        </message>
        <message>
            <source>the knave of hearts</source>
            <translation>валет червей</translation>
        </message>
        <message>
            <source>the knave of clubs</source>
            <translation>валет треф</translation>
        </message>
        <message>
            <source>the knave of diamonds</source>
            <translation>валет бубён</translation>
        </message>
        <message>
            <source>the knave of spades</source>
            <translation>валет пик</translation>
        </message>
        <message>
            <source>the queen of hearts</source>
            <translation>дама червей</translation>
        </message>
        <message>
            <source>the queen of clubs</source>
            <translation>дама треф</translation>
        </message>
        <message>
            <source>the queen of diamonds</source>
            <translation>дама бубён</translation>
        </message>
        <message>
            <source>the queen of spades</source>
            <translation>дама пик</translation>
        </message>
        <message>
            <source>the aces' packet</source>
            <translation>стопка тузов</translation>
        </message>
        <message>
            <source>help card %1</source>
            <translation>помощница %1</translation>
        </message>
        <message>
            <source>the herring-bone</source>
            <translation>ёлочка</translation>
        </message>
        <message>
            <source>a side scene</source>
            <translation>кулиса</translation>
        </message>
        <message>
            <source>a bar</source>
            <translation>перекладина</translation>
        </message>
        <message>
            <source>a descending foundation</source>
            <translation>убывающая база</translation>
        </message>
        <message>
            <source>an ascending foundation</source>
            <translation>возрастающая база</translation>
        </message>
        <message>
            <source>a king foundation</source>
            <translation>база короля</translation>
        </message>
        <message>
            <source>an ace foundation</source>
            <translation>база туза</translation>
        </message>
        <message>
            <source>row %1, column %2</source>
            <translation>ряд %1, столбец %2</translation>
        </message>
        <message>
            <source>the pack</source>
            <translation>колода</translation>
        </message>
        <message>
            <source>left row %1</source>
            <translation>левый ряд %1</translation>
        </message>
        <message>
            <source>right row %1</source>
            <translation>правый ряд %1</translation>
        </message>
        <message>
            <source>the top packet</source>
            <translation>верхняя стопка</translation>
        </message>
        <message>
            <source>the left packet</source>
            <translation>левая стопка</translation>
        </message>
        <message>
            <source>the centre packet</source>
            <translation>средняя стопка</translation>
        </message>
        <message>
            <source>the right packet</source>
            <translation>правая стопка</translation>
        </message>
        <message>
            <source>the bottom packet</source>
            <translation>нижняя стопка</translation>
        </message>
        <message>
            <source>the upper-left foundation</source>
            <translation>верхняя левая база</translation>
        </message>
        <message>
            <source>the upper-right foundation</source>
            <translation>верхняя правая база</translation>
        </message>
        <message>
            <source>the lower-left foundation</source>
            <translation>нижняя левая база</translation>
        </message>
        <message>
            <source>the lower-right foundation</source>
            <translation>нижняя правая база</translation>
        </message>
        <message>
            <source>a foundation</source>
            <translation>база</translation>
        </message>
        <message>
            <source>river %1</source>
            <translation>река %1</translation>
        </message>
        <message>
            <source>help %1</source>
            <translation>помощница %1</translation>
        </message>
        <message>
            <source>the Bouquet</source>
            <translation>Букет</translation>
        </message>
        <message>
            <source>corner packet %1</source>
            <translation>угловая стопка %1</translation>
        </message>
        <message>
            <source>side packet %1</source>
            <translation>боковая стопка %1</translation>
        </message>
        <message>
            <source>the A♥ foundation</source>
            <translation>база A♥</translation>
        </message>
        <message>
            <source>the A♠ foundation</source>
            <translation>база A♠</translation>
        </message>
        <message>
            <source>the A♦ foundation</source>
            <translation>база A♦</translation>
        </message>
        <message>
            <source>the A♣ foundation</source>
            <translation>база A♣</translation>
        </message>
        <message>
            <source>the K♥ foundation</source>
            <translation>база K♥</translation>
        </message>
        <message>
            <source>the K♠ foundation</source>
            <translation>база K♠</translation>
        </message>
        <message>
            <source>the K♦ foundation</source>
            <translation>база K♦</translation>
        </message>
        <message>
            <source>the K♣ foundation</source>
            <translation>база K♣</translation>
        </message>
        <message>
            <source>a foundation of row %1</source>
            <translation>база ряда %1</translation>
        </message>
        <message>
            <source>pile %1 of the Square</source>
            <translation>стопка %1 Квадрата</translation>
        </message>
        <message>
            <source>the top left foundation</source>
            <translation>верхняя левая база</translation>
        </message>
        <message>
            <source>the top right foundation</source>
            <translation>верхняя правая база</translation>
        </message>
        <message>
            <source>the bottom left foundation</source>
            <translation>нижняя левая база</translation>
        </message>
        <message>
            <source>the bottom right foundation</source>
            <translation>нижняя правая база</translation>
        </message>
        <message>
            <source>the top middle foundation</source>
            <translation>верхняя средняя база</translation>
        </message>
        <message>
            <source>the left middle foundation</source>
            <translation>левая средняя база</translation>
        </message>
        <message>
            <source>the right middle foundation</source>
            <translation>правая средняя база</translation>
        </message>
        <message>
            <source>the bottom middle foundation</source>
            <translation>нижняя средняя база</translation>
        </message>
        <message>
            <source>the Sultan</source>
            <translation>Султан</translation>
        </message>
        <message>
            <source>Divan card %1</source>
            <translation>карта Дивана %1</translation>
        </message>
        <message>
            <source>the card just turned</source>
            <translation>только что открытая карта</translation>
        </message>
        <message>
            <source>the left ring</source>
            <translation>левое кольцо</translation>
        </message>
        <message>
            <source>the right ring</source>
            <translation>правое кольцо</translation>
        </message>
        <message>
            <source>bracelet card %1</source>
            <translation>карта браслета %1</translation>
        </message>
        <message>
            <source>an ace's foundation</source>
            <translation>база туза</translation>
        </message>
        <message>
            <source>a king's foundation</source>
            <translation>база короля</translation>
        </message>
        <message>
            <source>Zodiac packet %1</source>
            <translation>стопка Зодиака %1</translation>
        </message>
        <message>
            <source>Equator place %1</source>
            <translation>место Экватора %1</translation>
        </message>
        <message>
            <source>the ace packet</source>
            <translation>стопка тузов</translation>
        </message>
        <message>
            <source>the top-left angle</source>
            <translation>верхний левый угол</translation>
        </message>
        <message>
            <source>the top-right angle</source>
            <translation>верхний правый угол</translation>
        </message>
        <message>
            <source>the bottom-right angle</source>
            <translation>нижний правый угол</translation>
        </message>
        <message>
            <source>the bottom-left angle</source>
            <translation>нижний левый угол</translation>
        </message>
        <message>
            <source>the wing (top arm, inner)</source>
            <translation>крыло (верхний луч, внутреннее)</translation>
        </message>
        <message>
            <source>the wing (top arm, outer)</source>
            <translation>крыло (верхний луч, внешнее)</translation>
        </message>
        <message>
            <source>the wing (right arm, inner)</source>
            <translation>крыло (правый луч, внутреннее)</translation>
        </message>
        <message>
            <source>the wing (right arm, outer)</source>
            <translation>крыло (правый луч, внешнее)</translation>
        </message>
        <message>
            <source>the wing (bottom arm, inner)</source>
            <translation>крыло (нижний луч, внутреннее)</translation>
        </message>
        <message>
            <source>the wing (bottom arm, outer)</source>
            <translation>крыло (нижний луч, внешнее)</translation>
        </message>
        <message>
            <source>the wing (left arm, inner)</source>
            <translation>крыло (левый луч, внутреннее)</translation>
        </message>
        <message>
            <source>the wing (left arm, outer)</source>
            <translation>крыло (левый луч, внешнее)</translation>
        </message>
        <message>
            <source>foundation %1</source>
            <translation>база %1</translation>
        </message>
        <message>
            <source>shutter %1</source>
            <translation>ставня %1</translation>
        </message>
        <message>
            <source>the key</source>
            <translation>ключ</translation>
        </message>
        <message>
            <source>the left Flank's place %1</source>
            <translation>место %1 левого фланга</translation>
        </message>
        <message>
            <source>the right Flank's place %1</source>
            <translation>место %1 правого фланга</translation>
        </message>
        <message>
            <source>Line packet %1</source>
            <translation>стопка Линии %1</translation>
        </message>
        <message>
            <source>the diamond ace foundation</source>
            <translation>база бубнового туза</translation>
        </message>
        <message>
            <source>the club ace foundation</source>
            <translation>база трефового туза</translation>
        </message>
        <message>
            <source>the heart ace foundation</source>
            <translation>база червового туза</translation>
        </message>
        <message>
            <source>the spade ace foundation</source>
            <translation>база пикового туза</translation>
        </message>
        <message>
            <source>the diamond king foundation</source>
            <translation>база бубнового короля</translation>
        </message>
        <message>
            <source>the club king foundation</source>
            <translation>база трефового короля</translation>
        </message>
        <message>
            <source>the heart king foundation</source>
            <translation>база червового короля</translation>
        </message>
        <message>
            <source>the spade king foundation</source>
            <translation>база пикового короля</translation>
        </message>
        <message>
            <source>letter a</source>
            <translation>буква a</translation>
        </message>
        <message>
            <source>letter b</source>
            <translation>буква b</translation>
        </message>
        <message>
            <source>letter c</source>
            <translation>буква c</translation>
        </message>
        <message>
            <source>letter d</source>
            <translation>буква d</translation>
        </message>
        <message>
            <source>letter e</source>
            <translation>буква e</translation>
        </message>
        <message>
            <source>letter f</source>
            <translation>буква f</translation>
        </message>
        <message>
            <source>letter g</source>
            <translation>буква g</translation>
        </message>
        <message>
            <source>letter h</source>
            <translation>буква h</translation>
        </message>
        <message>
            <source>letter i</source>
            <translation>буква i</translation>
        </message>
        <message>
            <source>letter k</source>
            <translation>буква k</translation>
        </message>
        <message>
            <source>letter l</source>
            <translation>буква l</translation>
        </message>
        <message>
            <source>letter m</source>
            <translation>буква m</translation>
        </message>
        <message>
            <source>the diamonds laid aside</source>
            <translation>отложенные бубны</translation>
        </message>
        <message>
            <source>the clubs laid aside</source>
            <translation>отложенные трефы</translation>
        </message>
        <message>
            <source>the hearts laid aside</source>
            <translation>отложенные червы</translation>
        </message>
        <message>
            <source>the spades laid aside</source>
            <translation>отложенные пики</translation>
        </message>
        <message>
            <source>the grace</source>
            <translation>милость</translation>
        </message>
        <message>
            <source>row %1, column %2 of the carpet</source>
            <translation>ковёр: ряд %1, столбец %2</translation>
        </message>
        <message>
            <source>the reserve</source>
            <translation>резерв</translation>
        </message>
        <message>
            <source>gridiron pile %1</source>
            <translation>стопка решётки %1</translation>
        </message>
        <message>
            <source>knave %1</source>
            <translation>валет %1</translation>
        </message>
        <message>
            <source>the king beside knave %1</source>
            <translation>король рядом с валетом %1</translation>
        </message>
        <message>
            <source>the queen beside knave %1</source>
            <translation>дама рядом с валетом %1</translation>
        </message>
        <message>
            <source>a knave's foundation</source>
            <translation>база валета</translation>
        </message>
        <message>
            <source>Auxiliary %1</source>
            <translation>Помощник %1</translation>
        </message>
        <message>
            <source>Rival %1</source>
            <translation>Соперник %1</translation>
        </message>
        <message>
            <source>Volunteer %1</source>
            <translation>Доброволец %1</translation>
        </message>
        <message>
            <source>Terrace card %1</source>
            <translation>карта Террасы %1</translation>
        </message>
        <message>
            <source>valley packet %1</source>
            <translation>стопка долины %1</translation>
        </message>
        <message>
            <source>column %1 of the flower-bed</source>
            <translation>столбец %1 клумбы</translation>
        </message>
        <message>
            <source>the ace of hearts foundation</source>
            <translation>база туза червей</translation>
        </message>
        <message>
            <source>the two of spades foundation</source>
            <translation>база двойки пик</translation>
        </message>
        <message>
            <source>the ace of diamonds foundation</source>
            <translation>база туза бубён</translation>
        </message>
        <message>
            <source>the two of clubs foundation</source>
            <translation>база двойки треф</translation>
        </message>
        <message>
            <source>the two of hearts foundation</source>
            <translation>база двойки червей</translation>
        </message>
        <message>
            <source>the ace of spades foundation</source>
            <translation>база туза пик</translation>
        </message>
        <message>
            <source>the two of diamonds foundation</source>
            <translation>база двойки бубён</translation>
        </message>
        <message>
            <source>the ace of clubs foundation</source>
            <translation>база туза треф</translation>
        </message>
        <message>
            <source>battery pile %1</source>
            <translation>стопка батареи %1</translation>
        </message>
        <message>
            <source>line %1</source>
            <translation>линия %1</translation>
        </message>
        <message>
            <source>the Reserve (row %1, column %2)</source>
            <translation>резерв (ряд %1, столбец %2)</translation>
        </message>
        <message>
            <source>the Rampart above column %1</source>
            <translation>Вал над столбцом %1</translation>
        </message>
        <message>
            <source>the Rampart right of row %1</source>
            <translation>Вал справа от ряда %1</translation>
        </message>
        <message>
            <source>the Rampart below column %1</source>
            <translation>Вал под столбцом %1</translation>
        </message>
        <message>
            <source>the Rampart left of row %1</source>
            <translation>Вал слева от ряда %1</translation>
        </message>
        <message>
            <source>the Sovereign</source>
            <translation>Государыня</translation>
        </message>
        <message>
            <source>the N foundation</source>
            <translation>база С</translation>
        </message>
        <message>
            <source>the NE foundation</source>
            <translation>база СВ</translation>
        </message>
        <message>
            <source>the E foundation</source>
            <translation>база В</translation>
        </message>
        <message>
            <source>the SE foundation</source>
            <translation>база ЮВ</translation>
        </message>
        <message>
            <source>the S foundation</source>
            <translation>база Ю</translation>
        </message>
        <message>
            <source>the SW foundation</source>
            <translation>база ЮЗ</translation>
        </message>
        <message>
            <source>the W foundation</source>
            <translation>база З</translation>
        </message>
        <message>
            <source>the NW foundation</source>
            <translation>база СЗ</translation>
        </message>
        <message>
            <source>a Judge</source>
            <translation>Судья</translation>
        </message>
        <message>
            <source>a Bishop</source>
            <translation>Епископ</translation>
        </message>
        <message>
            <source>the queens laid aside</source>
            <translation>отложенные дамы</translation>
        </message>
        <message>
            <source>the Privy Council, packet %1</source>
            <translation>Тайный совет, стопка %1</translation>
        </message>
        <message>
            <source>the House of Lords, packet %1</source>
            <translation>Палата лордов, стопка %1</translation>
        </message>
        <message>
            <source>the House of Commons, packet %1</source>
            <translation>Палата общин, стопка %1</translation>
        </message>
        <message>
            <source>the People, packet %1</source>
            <translation>Народ, стопка %1</translation>
        </message>
        <message>
            <source>the reserve cards taken up</source>
            <translation>взятые карты резерва</translation>
        </message>
        <message>
            <source>the discard</source>
            <translation>сброс</translation>
        </message>
        <message>
            <source>the cross</source>
            <translation>крест</translation>
        </message>
        <message>
            <source>the circle</source>
            <translation>круг</translation>
        </message>
        <message>
            <source>cushion place %1</source>
            <translation>место подушки %1</translation>
        </message>
        <message>
            <source>balcony card %1</source>
            <translation>карта балкона %1</translation>
        </message>
        <message>
            <source>numeral %1</source>
            <translation>счётный столбец %1</translation>
        </message>
        <message>
            <source>ground packet %1</source>
            <translation>стопка партера %1</translation>
        </message>
        <message>
            <source>the packet in hand</source>
            <translation>стопка в руке</translation>
        </message>
        <message>
            <source>an Admiral (a black foundation)</source>
            <translation>Адмирал (чёрная база)</translation>
        </message>
        <message>
            <source>a General (a red foundation)</source>
            <translation>Генерал (красная база)</translation>
        </message>
        <message>
            <source>the Army</source>
            <translation>Армия</translation>
        </message>
        <message>
            <source>the Navy</source>
            <translation>Флот</translation>
        </message>
        <message>
            <source>the Empress</source>
            <translation>Императрица</translation>
        </message>
        <message>
            <source>the guard</source>
            <translation>стража</translation>
        </message>
        <message>
            <source>the queens set aside</source>
            <translation>отложенные дамы</translation>
        </message>
        <message>
            <source>the red talon</source>
            <translation>красный талон</translation>
        </message>
        <message>
            <source>the black talon</source>
            <translation>чёрный талон</translation>
        </message>
        <message>
            <source>a barrier</source>
            <translation>застава</translation>
        </message>
        <message>
            <source>place %1 (the Europeans)</source>
            <translation>место %1 (европейцы)</translation>
        </message>
        <message>
            <source>place %1 (the Asiatics)</source>
            <translation>место %1 (азиаты)</translation>
        </message>
        <message>
            <source>place %1 (the Australians)</source>
            <translation>место %1 (австралийцы)</translation>
        </message>
        <message>
            <source>place %1 (the Africans)</source>
            <translation>место %1 (африканцы)</translation>
        </message>
        <message>
            <source>the queens' row</source>
            <translation>ряд дам</translation>
        </message>
        <message>
            <source>king %1</source>
            <translation>король %1</translation>
        </message>
    </context>
    <context>
        <name>Refusals</name>
        <message>
            <source> to complete the packet</source>
            <translation>Стопка собрана</translation>
        </message>
        <message>
            <source>%1 and %2 make %3, not %4</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥), %3: a number, %4: a number</extracomment>
            <translation>%1 и %2 дают %3, а не %4</translation>
        </message>
        <message>
            <source>%1 and a court card to complete the packet</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>Стопку дополнят %1 и фигура</translation>
        </message>
        <message>
            <source>%1 make %2, not eighteen</source>
            <extracomment>%1: cards' values or labels (7 + 5, 9♥ 9♠), %2: a number</extracomment>
            <translation>%1 дают %2, а не восемнадцать</translation>
        </message>
        <message>
            <source>%1 make %2: no third card of another value makes eighteen</source>
            <extracomment>%1: cards' values or labels (7 + 5, 9♥ 9♠), %2: a number</extracomment>
            <translation>%1 дают %2: никакая третья карта другого достоинства не даст восемнадцати</translation>
        </message>
        <message>
            <source>%1 to complete the packet</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>Стопку дополнит %1</translation>
        </message>
        <message>
            <source>2 more pip cards (%1 in all) and a court card to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>Стопку дополнят ещё 2 карты с очками (в сумме %1) и фигура</translation>
        </message>
        <message>
            <source>2 more pip cards (%1 in all) to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>Стопку дополнят ещё 2 карты с очками (в сумме %1)</translation>
        </message>
        <message>
            <source>3 more pip cards (%1 in all) and a court card to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>Стопку дополнят ещё 3 карты с очками (в сумме %1) и фигура</translation>
        </message>
        <message>
            <source>3 more pip cards (%1 in all) to complete the packet</source>
            <extracomment>%1: a number</extracomment>
            <translation>Стопку дополнят ещё 3 карты с очками (в сумме %1)</translation>
        </message>
        <message>
            <source>A bar is refilled from the herring-bone by itself</source>
            <translation>Перекладина пополняется из ёлочки сама</translation>
        </message>
        <message>
            <source>A barrier goes only to a foundation</source>
            <translation>Застава идёт только на базу</translation>
        </message>
        <message>
            <source>A card can still be played to a foundation</source>
            <translation>Ещё можно положить карту на базу</translation>
        </message>
        <message>
            <source>A card climbs to the division just above its own, one at a time</source>
            <translation>Карта поднимается только в палату прямо над своей, по одной</translation>
        </message>
        <message>
            <source>A card dealt to a side packet may go only to the foundation beside it</source>
            <translation>Карта, сданная в боковую стопку, идёт только на базу рядом с ней</translation>
        </message>
        <message>
            <source>A card goes on one a rank higher or lower</source>
            <translation>Карта кладётся на карту на единицу старше или младше</translation>
        </message>
        <message>
            <source>A card is paired only with another card</source>
            <translation>В пару карту складывают только с другой картой</translation>
        </message>
        <message>
            <source>A card is turned only to fill a vacancy of the last row: deal the next row</source>
            <translation>Карту открывают только для свободного места последнего ряда: сдайте следующий ряд</translation>
        </message>
        <message>
            <source>A card laid aside goes only to a foundation</source>
            <translation>Отложенная карта идёт только на базу</translation>
        </message>
        <message>
            <source>A card laid on a numeral stays there</source>
            <translation>Карта, положенная в счётный столбец, остаётся там</translation>
        </message>
        <message>
            <source>A card lower in this column blocks this one</source>
            <translation>Эту карту закрывает карта ниже в столбце</translation>
        </message>
        <message>
            <source>A card of the ring marries only within its own Race; the talon's marry into any</source>
            <translation>Карта кольца ложится марьяжем только в своей Расе; карты талона — в любой</translation>
        </message>
        <message>
            <source>A carpet card goes on the talon only once the talon has a card</source>
            <translation>Карта ковра ложится в талон, только когда в талоне уже есть карта</translation>
        </message>
        <message>
            <source>A combination can still be made: the next deal comes only when none is left</source>
            <translation>Ещё можно составить комбинацию: следующая сдача — только когда их не осталось</translation>
        </message>
        <message>
            <source>a court card to complete the packet</source>
            <translation>Стопку дополнит фигура</translation>
        </message>
        <message>
            <source>A Flank card cannot move to another Flank place</source>
            <translation>Карта фланга не переходит на другое место флангов</translation>
        </message>
        <message>
            <source>A Flank place holds one card</source>
            <translation>На месте фланга лежит только одна карта</translation>
        </message>
        <message>
            <source>A foundation here starts with %1</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>Базу здесь начинает %1</translation>
        </message>
        <message>
            <source>A foundation's base card stays where it is</source>
            <translation>Базовая карта остаётся на месте</translation>
        </message>
        <message>
            <source>A foundation's first card stays where it is</source>
            <translation>Первая карта базы остаётся на месте</translation>
        </message>
        <message>
            <source>A fourteen can still be made: the exchange is only for when none can</source>
            <translation>Ещё можно составить четырнадцать: обмен — только когда нельзя</translation>
        </message>
        <message>
            <source>A king has already been drawn out</source>
            <translation>Короля уже вытянули</translation>
        </message>
        <message>
            <source>A king or queen cannot fill a space</source>
            <translation>Король или дама не может занять свободное место</translation>
        </message>
        <message>
            <source>A knave begins each foundation of the N</source>
            <translation>Каждую базу буквы N начинает валет</translation>
        </message>
        <message>
            <source>A lane opens only when both sides of its row are empty</source>
            <translation>Пустой ряд открывается, только когда он пуст по обе стороны от тузов</translation>
        </message>
        <message>
            <source>A marriage must be one rank above or below</source>
            <translation>Марьяж — только на карту на единицу старше или младше</translation>
        </message>
        <message>
            <source>A misplaced card moves alone into a space only when the pack and the talon are used up</source>
            <translation>Чужая карта переходит одна на свободное место, только когда колода и талон исчерпаны</translation>
        </message>
        <message>
            <source>A new foundation takes the leftmost free place of its row</source>
            <translation>Новая база занимает крайнее левое свободное место своего ряда</translation>
        </message>
        <message>
            <source>A new help is begun with a card from the rivers</source>
            <translation>Новую помощницу начинают картой из рек</translation>
        </message>
        <message>
            <source>A packet goes to the circle</source>
            <translation>Стопка уходит в круг</translation>
        </message>
        <message>
            <source>A packet is three pip cards of different values making eighteen, and a court card</source>
            <translation>Стопка — это три карты с очками разного достоинства на восемнадцать и фигура</translation>
        </message>
        <message>
            <source>A pair can still be made: take up the reserve only when none is left</source>
            <translation>Ещё можно сложить пару: из резерва берут, только когда пар не осталось</translation>
        </message>
        <message>
            <source>A pair goes to the discard together</source>
            <translation>Пара уходит в сброс вместе</translation>
        </message>
        <message>
            <source>A pair is one Army card and one Navy card</source>
            <translation>Пара — это одна карта Армии и одна карта Флота</translation>
        </message>
        <message>
            <source>A pair is two cards of the same value</source>
            <translation>Пара — это две карты одного достоинства</translation>
        </message>
        <message>
            <source>A place in the Divan is filled by itself, from the talon or the pack</source>
            <translation>Место в Диване заполняется само, из талона или колоды</translation>
        </message>
        <message>
            <source>A place in the wings is filled from the talon or the pack</source>
            <translation>Место в крыльях заполняется из талона или колоды</translation>
        </message>
        <message>
            <source>A queen on a single king stays there until it goes home</source>
            <translation>Дама на одиноком короле остаётся там, пока не уйдёт на базу</translation>
        </message>
        <message>
            <source>A Reserve card goes only to the Ramparts at the ends of its own row and column</source>
            <translation>Карта резерва идёт только на Валы на концах своего ряда и столбца</translation>
        </message>
        <message>
            <source>A Reserve place is filled from the talon or the pack</source>
            <translation>Место резерва заполняется из талона или колоды</translation>
        </message>
        <message>
            <source>A Rival space is filled only from the pack or the talon</source>
            <translation>Свободное место Соперника заполняется только из колоды или талона</translation>
        </message>
        <message>
            <source>A sequence here must follow suit</source>
            <translation>Последовательность здесь — только в масть</translation>
        </message>
        <message>
            <source>A side scene holds one card</source>
            <translation>В кулисе лежит только одна карта</translation>
        </message>
        <message>
            <source>A side scene is filled only from the pack or the talon</source>
            <translation>Кулиса заполняется только из колоды или талона</translation>
        </message>
        <message>
            <source>A space among the help cards is filled from the pack</source>
            <translation>Свободное место среди помощниц заполняется из колоды</translation>
        </message>
        <message>
            <source>A space in the battery is filled from the pack or the talon</source>
            <translation>Свободное место батареи заполняется из колоды или талона</translation>
        </message>
        <message>
            <source>A space in the bracelet is filled by itself, from the pack</source>
            <translation>Свободное место браслета заполняется само, из колоды</translation>
        </message>
        <message>
            <source>A space in the bracelet is filled by itself, from the talon or the pack</source>
            <translation>Свободное место браслета заполняется само, из талона или колоды</translation>
        </message>
        <message>
            <source>A space is filled by the next card turned from the pack</source>
            <translation>Свободное место занимает следующая карта, открытая из колоды</translation>
        </message>
        <message>
            <source>A space is filled from the pack or the talon</source>
            <translation>Свободное место заполняется из колоды или талона</translation>
        </message>
        <message>
            <source>A space is filled from the talon or the pack</source>
            <translation>Свободное место заполняется из талона или колоды</translation>
        </message>
        <message>
            <source>A space is filled from the talon, or from the pack when there is no talon</source>
            <translation>Свободное место заполняется из талона, а если талона нет — из колоды</translation>
        </message>
        <message>
            <source>A space is filled only from the pack or the talon</source>
            <translation>Свободное место заполняется только из колоды или талона</translation>
        </message>
        <message>
            <source>A space is filled only from the talon</source>
            <translation>Свободное место заполняется только из талона</translation>
        </message>
        <message>
            <source>A space is filled only with an available card</source>
            <translation>Свободное место заполняется только доступной картой</translation>
        </message>
        <message>
            <source>A space is filled with one card</source>
            <translation>Свободное место заполняется одной картой</translation>
        </message>
        <message>
            <source>A talon card comes into play only through an empty place of the Army or the Navy</source>
            <translation>Карта талона входит в игру только через пустое место Армии или Флота</translation>
        </message>
        <message>
            <source>A vacancy is filled from the division below</source>
            <translation>Свободное место заполняется из палаты ниже</translation>
        </message>
        <message>
            <source>A vacancy is filled only from the pack</source>
            <translation>Свободное место заполняется только из колоды</translation>
        </message>
        <message>
            <source>A vacancy is filled only from the talon or the pack</source>
            <translation>Свободное место заполняется только из талона или колоды</translation>
        </message>
        <message>
            <source>A valley space is filled only from the pack</source>
            <translation>Свободное место долины заполняется только из колоды</translation>
        </message>
        <message>
            <source>Aces go only to the foundations</source>
            <translation>Тузы идут только на базы</translation>
        </message>
        <message>
            <source>All three circles are dealt</source>
            <translation>Все три круга уже сданы</translation>
        </message>
        <message>
            <source>An ace has already been drawn out</source>
            <translation>Туза уже вытянули</translation>
        </message>
        <message>
            <source>An ace or a king is free: play it instead</source>
            <translation>Туз или король уже свободен: лучше положите его на базу</translation>
        </message>
        <message>
            <source>An angle's card can go only to the ace packet</source>
            <translation>Карта угла может идти только на стопку тузов</translation>
        </message>
        <message>
            <source>An angle's card may go to the ace packet only to bring a wing or talon card into play</source>
            <translation>Карта угла идёт на стопку тузов, только чтобы ввести в игру карту крыла или талона</translation>
        </message>
        <message>
            <source>An Auxiliary space is filled only from the Rivals</source>
            <translation>Свободное место Помощника заполняется только из Соперников</translation>
        </message>
        <message>
            <source>An emptied Zodiac place stays empty</source>
            <translation>Опустевшее место Зодиака остаётся пустым</translation>
        </message>
        <message>
            <source>An empty column is filled only from the flower-bed</source>
            <translation>Пустой столбец заполняется только из клумбы</translation>
        </message>
        <message>
            <source>An empty help is filled from the pack or the talon</source>
            <translation>Пустая помощница заполняется из колоды или талона</translation>
        </message>
        <message>
            <source>An empty lane takes only the top card of another ray's outer place</source>
            <translation>Пустой луч принимает только верхнюю карту внешнего места другого луча</translation>
        </message>
        <message>
            <source>An empty letter takes its cards only from the deal</source>
            <translation>Пустая буква получает карты только при сдаче</translation>
        </message>
        <message>
            <source>An empty numeral can be filled: that comes before any addition</source>
            <translation>Можно занять пустой счётный столбец: это делается прежде любого прибавления</translation>
        </message>
        <message>
            <source>An empty packet is filled only from the pack</source>
            <translation>Пустая стопка заполняется только из колоды</translation>
        </message>
        <message>
            <source>An empty packet is filled only from the pack or the talon</source>
            <translation>Пустая стопка заполняется только из колоды или талона</translation>
        </message>
        <message>
            <source>An empty packet takes no card until the next deal</source>
            <translation>Пустая стопка не принимает карт до следующей сдачи</translation>
        </message>
        <message>
            <source>An empty place in the shutter is filled from the pack</source>
            <translation>Пустое место ставни заполняется из колоды</translation>
        </message>
        <message>
            <source>An empty place is filled from the talon of its colour, or the pack</source>
            <translation>Пустое место заполняется из талона своего цвета или из колоды</translation>
        </message>
        <message>
            <source>An empty place takes no card</source>
            <translation>Пустое место не принимает карт</translation>
        </message>
        <message>
            <source>An empty Rampart is filled from its line of the Reserve</source>
            <translation>Пустой Вал заполняется из своей линии резерва</translation>
        </message>
        <message>
            <source>An empty Volunteer is filled only from the pack</source>
            <translation>Пустой Доброволец заполняется только из колоды</translation>
        </message>
        <message>
            <source>Beside a knave lie only a king (left) and a queen (right)</source>
            <translation>Рядом с валетом лежат только король (слева) и дама (справа)</translation>
        </message>
        <message>
            <source>Cards are exchanged only between a rising and a falling foundation</source>
            <translation>Обмен картами — только между возрастающей и убывающей базой</translation>
        </message>
        <message>
            <source>Cards are exchanged only between the two foundations of one suit</source>
            <translation>Обмен картами — только между двумя базами одной масти</translation>
        </message>
        <message>
            <source>Cards are never moved from one packet to another</source>
            <translation>Карты никогда не переносят из стопки в стопку</translation>
        </message>
        <message>
            <source>Cards are not moved from one Auxiliary to another</source>
            <translation>Карты не переносят с Помощника на Помощника</translation>
        </message>
        <message>
            <source>Cards cannot be combined in this game</source>
            <translation>В этом пасьянсе карты не складывают в комбинации</translation>
        </message>
        <message>
            <source>Cards cannot be put back on the pack</source>
            <translation>Карты нельзя вернуть в колоду</translation>
        </message>
        <message>
            <source>Cards cannot be put back on the stock or the waste</source>
            <translation>Карты нельзя вернуть в колоду или талон</translation>
        </message>
        <message>
            <source>Cards cannot be put there</source>
            <translation>Туда карты класть нельзя</translation>
        </message>
        <message>
            <source>Cards from the key go only to the foundations</source>
            <translation>Карты ключа идут только на базы</translation>
        </message>
        <message>
            <source>Cards from the talon may only go to a foundation</source>
            <translation>Карты талона идут только на базу</translation>
        </message>
        <message>
            <source>Cards go only to the foundations</source>
            <translation>Карты идут только на базы</translation>
        </message>
        <message>
            <source>Cards go only to the foundations, or onto a card of the other colour to pair</source>
            <translation>Карты идут только на базы или на карту другого цвета, чтобы сложить пару</translation>
        </message>
        <message>
            <source>Cards go only to the numerals, under the balcony</source>
            <translation>Карты идут только в счётные столбцы под балконом</translation>
        </message>
        <message>
            <source>Cards go to a foundation one at a time</source>
            <translation>На базу карты кладутся по одной</translation>
        </message>
        <message>
            <source>Cards leave the cushion only as packets</source>
            <translation>Карты покидают подушку только стопками</translation>
        </message>
        <message>
            <source>Cards leave the cushion only as packets: click three pip cards and a court card</source>
            <translation>Карты покидают подушку только стопками: щёлкните по трём картам с очками и фигуре</translation>
        </message>
        <message>
            <source>Cards leave the game in pairs</source>
            <translation>Карты уходят из игры парами</translation>
        </message>
        <message>
            <source>Cards leave the square in pairs</source>
            <translation>Карты уходят из квадрата парами</translation>
        </message>
        <message>
            <source>Cards leave two at a time, one from each of two places</source>
            <translation>Карты уходят по две, по одной из двух мест</translation>
        </message>
        <message>
            <source>Cards may be laid aside only in a re-deal</source>
            <translation>Откладывать карты можно только при пересдаче</translation>
        </message>
        <message>
            <source>Cards never go back to the Bouquet</source>
            <translation>Карты никогда не возвращаются в Букет</translation>
        </message>
        <message>
            <source>Cards of earlier circles wait until the whole pack is dealt</source>
            <translation>Карты прежних кругов ждут, пока не будет сдана вся колода</translation>
        </message>
        <message>
            <source>Cards on a foundation go only to the other foundation of their suit</source>
            <translation>Карты с базы идут только на другую базу своей масти</translation>
        </message>
        <message>
            <source>Cards on a foundation stay there</source>
            <translation>Карты на базе остаются там</translation>
        </message>
        <message>
            <source>Cards on the ace packet stay there</source>
            <translation>Карты на стопке тузов остаются там</translation>
        </message>
        <message>
            <source>Cards on the fish-bone stay there</source>
            <translation>Карты на рыбьей кости остаются там</translation>
        </message>
        <message>
            <source>Cards on the Government stay there</source>
            <translation>Карты на Правительстве остаются там</translation>
        </message>
        <message>
            <source>Cards on the pyramid stay there</source>
            <translation>Карты на пирамиде остаются там</translation>
        </message>
        <message>
            <source>Cards on the Ramparts must follow suit</source>
            <translation>На Валах карты кладутся только в масть</translation>
        </message>
        <message>
            <source>Cards swap one for one</source>
            <translation>Карты меняются местами одна на одну</translation>
        </message>
        <message>
            <source>Cards turned from the pack alone go to the talon</source>
            <translation>В талон идут только карты, открытые из колоды</translation>
        </message>
        <message>
            <source>Choose the foundation: click one of the turned cards</source>
            <translation>Выберите базу: щёлкните по одной из открытых карт</translation>
        </message>
        <message>
            <source>Click the pack to deal</source>
            <translation>Щёлкните по колоде, чтобы сдать</translation>
        </message>
        <message>
            <source>Click the pack to deal a card</source>
            <translation>Щёлкните по колоде, чтобы сдать карту</translation>
        </message>
        <message>
            <source>Click the pack to deal a round, or click an empty Flank place to fill it from the pack</source>
            <translation>Щёлкните по колоде, чтобы сдать круг, или по пустому месту фланга, чтобы заполнить его из колоды</translation>
        </message>
        <message>
            <source>Click the pack to deal from it</source>
            <translation>Щёлкните по колоде, чтобы сдавать из неё</translation>
        </message>
        <message>
            <source>Click the pack to deal the next column</source>
            <translation>Щёлкните по колоде, чтобы сдать следующий столбец</translation>
        </message>
        <message>
            <source>Click the pack to deal the next round</source>
            <translation>Щёлкните по колоде, чтобы сдать следующий круг</translation>
        </message>
        <message>
            <source>Click the pack to deal the next row</source>
            <translation>Щёлкните по колоде, чтобы сдать следующий ряд</translation>
        </message>
        <message>
            <source>Click the pack to refill the packets or turn a card</source>
            <translation>Щёлкните по колоде, чтобы пополнить стопки или открыть карту</translation>
        </message>
        <message>
            <source>Click the pack to turn a card</source>
            <translation>Щёлкните по колоде, чтобы открыть карту</translation>
        </message>
        <message>
            <source>Click the pack to turn a card, or deal the next row</source>
            <translation>Щёлкните по колоде, чтобы открыть карту или сдать следующий ряд</translation>
        </message>
        <message>
            <source>Click the pack to use its top card</source>
            <translation>Щёлкните по колоде, чтобы взять её верхнюю карту</translation>
        </message>
        <message>
            <source>Click the stock to turn a card</source>
            <translation>Щёлкните по колоде, чтобы открыть карту</translation>
        </message>
        <message>
            <source>Deal the next circle first</source>
            <translation>Сначала сдайте следующий круг</translation>
        </message>
        <message>
            <source>Drop the %1 on the %2 to exchange them</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>Положите карту %1 на карту %2, чтобы поменять их местами</translation>
        </message>
        <message>
            <source>Drop the card on another card to swap them</source>
            <translation>Положите карту на другую, чтобы поменять их местами</translation>
        </message>
        <message>
            <source>Drop the card on another in its row or column to pair them</source>
            <translation>Положите карту на другую в её ряду или столбце, чтобы сложить пару</translation>
        </message>
        <message>
            <source>Drop the card on another of the same value to pair them</source>
            <translation>Положите карту на другую того же достоинства, чтобы сложить пару</translation>
        </message>
        <message>
            <source>During the deal a card may go only to a foundation of its own row</source>
            <translation>Во время сдачи карта идёт только на базу своего ряда</translation>
        </message>
        <message>
            <source>Each card is paired once only, and a pair is never parted</source>
            <translation>Каждая карта складывается в пару лишь однажды, и пара никогда не разбивается</translation>
        </message>
        <message>
            <source>Each card must come from a place of its own</source>
            <translation>Все карты должны быть с разных мест</translation>
        </message>
        <message>
            <source>Equator cards never move to another place in the Equator</source>
            <translation>Карты Экватора не переходят на другое место Экватора</translation>
        </message>
        <message>
            <source>Every card is placed: the pack is used up</source>
            <translation>Все карты разложены: колода кончилась</translation>
        </message>
        <message>
            <source>Every ground packet has been re-dealt</source>
            <translation>Все стопки партера уже пересданы</translation>
        </message>
        <message>
            <source>Every packet already holds three cards</source>
            <translation>Во всех стопках уже по три карты</translation>
        </message>
        <message>
            <source>Exchanges go between an ascending and a descending pile</source>
            <translation>Обмен возможен только между возрастающей и убывающей стопкой</translation>
        </message>
        <message>
            <source>Face-down cards cannot be moved</source>
            <translation>Закрытые карты переносить нельзя</translation>
        </message>
        <message>
            <source>Fill the empty places first: %1 comes next</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Сначала заполните пустые места: следующее — %1</translation>
        </message>
        <message>
            <source>Fill the space in the Square first</source>
            <translation>Сначала заполните свободное место в Квадрате</translation>
        </message>
        <message>
            <source>Fill the space in the Square first, from the pack or the talon</source>
            <translation>Сначала заполните свободное место в Квадрате из колоды или талона</translation>
        </message>
        <message>
            <source>Fill the spaces in order: %1 comes first</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Заполняйте свободные места по порядку: первое — %1</translation>
        </message>
        <message>
            <source>Fill the vacancies first: %1 comes next</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Сначала заполните свободные места: следующее — %1</translation>
        </message>
        <message>
            <source>Fill the vacancies in order: %1 comes first</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Заполняйте свободные места по порядку: первое — %1</translation>
        </message>
        <message>
            <source>Finish the deal first</source>
            <translation>Сначала закончите сдачу</translation>
        </message>
        <message>
            <source>Finish the exchange first: swap two other cards</source>
            <translation>Сначала закончите обмен: поменяйте местами две другие карты</translation>
        </message>
        <message>
            <source>First deal the square again or slip a king to the bottom of its packet</source>
            <translation>Сначала сдайте каре заново или переложите короля вниз его стопки</translation>
        </message>
        <message>
            <source>First fill %1 from its line</source>
            <translation>Сначала заполните %1 из его линии резерва</translation>
        </message>
        <message>
            <source>First fill the empty place in the wings, from the talon or the pack</source>
            <translation>Сначала заполните пустое место в крыльях из талона или колоды</translation>
        </message>
        <message>
            <source>First fill the vacancy</source>
            <translation>Сначала заполните свободное место</translation>
        </message>
        <message>
            <source>First fill the vacancy in %1 from %2</source>
            <translation>Сначала заполните свободное место (%1) картой из ряда «%2»</translation>
        </message>
        <message>
            <source>First place the %1 as a foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Сначала выложите карту %1 базой</translation>
        </message>
        <message>
            <source>First play the card just turned on a foundation</source>
            <translation>Сначала положите только что открытую карту на базу</translation>
        </message>
        <message>
            <source>First put the card just turned in its place</source>
            <translation>Сначала положите только что открытую карту на её место</translation>
        </message>
        <message>
            <source>First put the card just turned in its place: the talon takes any card</source>
            <translation>Сначала положите только что открытую карту на её место: талон принимает любую карту</translation>
        </message>
        <message>
            <source>First put the card just turned on a packet: the next one is then turned</source>
            <translation>Сначала положите только что открытую карту на стопку: тогда откроется следующая</translation>
        </message>
        <message>
            <source>Foundations take one card at a time</source>
            <translation>На базы карты кладутся по одной</translation>
        </message>
        <message>
            <source>Gridiron cards marry only with cards from the pack or talon</source>
            <translation>Карты решётки составляют марьяж только с картами колоды или талона</translation>
        </message>
        <message>
            <source>Help cards may not go onto the rivers</source>
            <translation>Помощниц нельзя класть на реки</translation>
        </message>
        <message>
            <source>Here comes %1: %2 and %3 added</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: a rank's name (ace, 2 … 10, knave, queen, king), %3: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>Сюда кладётся %1: %2 плюс %3</translation>
        </message>
        <message>
            <source>In the first deal each card goes to the next open place</source>
            <translation>В первой сдаче каждая карта идёт на следующее свободное место</translation>
        </message>
        <message>
            <source>In the first deal, cards stay on the foundations</source>
            <translation>В первой сдаче карты остаются на базах</translation>
        </message>
        <message>
            <source>Inner and middle cards can only be played to a foundation</source>
            <translation>Внутренние и средние карты идут только на базы</translation>
        </message>
        <message>
            <source>Knaves are laid down the spine as they appear</source>
            <translation>Валеты выкладываются вдоль хребта по мере появления</translation>
        </message>
        <message>
            <source>Marriages must follow suit</source>
            <translation>Марьяж — только в масть</translation>
        </message>
        <message>
            <source>More helps may be begun once the pack is used up</source>
            <translation>Новые помощницы можно начинать, только когда колода кончится</translation>
        </message>
        <message>
            <source>Neither narrow end of this card is free</source>
            <translation>Ни один узкий край этой карты не свободен</translation>
        </message>
        <message>
            <source>No card can be married onto the %1</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>На карту %1 марьяжем ничего не кладут</translation>
        </message>
        <message>
            <source>No card can be placed on the %1</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>На карту %1 ничего нельзя положить</translation>
        </message>
        <message>
            <source>No card can be turned now</source>
            <translation>Сейчас карту открыть нельзя</translation>
        </message>
        <message>
            <source>No card goes home alone: pair it with one of the other colour that goes at the same time</source>
            <translation>Ни одна карта не уходит на базу одна: сложите её в пару с картой другого цвета, которая уходит вместе с ней</translation>
        </message>
        <message>
            <source>No card is placed on a seven</source>
            <translation>На семёрку карты не кладут</translation>
        </message>
        <message>
            <source>No card was played in this pass through the pack, so another pass cannot help</source>
            <translation>За этот проход колоды не сыграно ни одной карты, так что новый проход не поможет</translation>
        </message>
        <message>
            <source>No cards are left in the Line to re-deal</source>
            <translation>В Линии не осталось карт для пересдачи</translation>
        </message>
        <message>
            <source>No cards are left to re-deal</source>
            <translation>Не осталось карт для пересдачи</translation>
        </message>
        <message>
            <source>No cards are placed on the rows until the deal is complete</source>
            <translation>Пока сдача не закончена, на ряды карты не кладут</translation>
        </message>
        <message>
            <source>No combination is made until the deal is complete</source>
            <translation>Пока сдача не закончена, комбинаций не составляют</translation>
        </message>
        <message>
            <source>No king has come to this place yet</source>
            <translation>На это место ещё не пришёл король</translation>
        </message>
        <message>
            <source>No marriages until the deal is complete</source>
            <translation>Пока сдача не закончена, марьяжей нет</translation>
        </message>
        <message>
            <source>No marriages until the whole pack is dealt</source>
            <translation>Пока не сдана вся колода, марьяжей нет</translation>
        </message>
        <message>
            <source>No re-deal is allowed now</source>
            <translation>Сейчас пересдача не разрешена</translation>
        </message>
        <message>
            <source>No re-deals are left</source>
            <translation>Пересдач не осталось</translation>
        </message>
        <message>
            <source>No three pip cards of different values with a %1 make eighteen</source>
            <extracomment>%1: a number</extracomment>
            <translation>Нет трёх карт с очками разного достоинства, включая %1, с суммой восемнадцать</translation>
        </message>
        <message>
            <source>No two cards of a packet may have the same value</source>
            <translation>В стопке не может быть двух карт одного достоинства</translation>
        </message>
        <message>
            <source>Nothing can be placed on a Bouquet card</source>
            <translation>На карту Букета ничего нельзя положить</translation>
        </message>
        <message>
            <source>Nothing is built on the bracelet: cards go only to the rings</source>
            <translation>На браслете не строят: карты идут только в кольца</translation>
        </message>
        <message>
            <source>Nothing is built on the Divan: cards go only to the foundations</source>
            <translation>На Диване не строят: карты идут только на базы</translation>
        </message>
        <message>
            <source>Nothing is built on the help cards</source>
            <translation>На помощницах не строят</translation>
        </message>
        <message>
            <source>Nothing is built on the Line: cards go to the foundations or the Flanks</source>
            <translation>На Линии не строят: карты идут на базы или на фланги</translation>
        </message>
        <message>
            <source>Nothing is built on the Rivals</source>
            <translation>На Соперниках не строят</translation>
        </message>
        <message>
            <source>Nothing is built on the tableau: cards go only to the foundations</source>
            <translation>В раскладке не строят: карты идут только на базы</translation>
        </message>
        <message>
            <source>Nothing is built on the wings: cards go only to the foundations</source>
            <translation>На крыльях не строят: карты идут только на базы</translation>
        </message>
        <message>
            <source>Nothing is ever played on the Sultan</source>
            <translation>На Султана ничего не кладут</translation>
        </message>
        <message>
            <source>Nothing is ever put on the carpet</source>
            <translation>На ковёр ничего не кладут</translation>
        </message>
        <message>
            <source>Nothing is ever put on the Terrace</source>
            <translation>На Террасу ничего не кладут</translation>
        </message>
        <message>
            <source>Nothing is laid on an Equator card</source>
            <translation>На карту Экватора ничего не кладут</translation>
        </message>
        <message>
            <source>Nothing is played on a barrier</source>
            <translation>На заставу ничего не кладут</translation>
        </message>
        <message>
            <source>Nothing is put on the key</source>
            <translation>На ключ ничего не кладут</translation>
        </message>
        <message>
            <source>Nothing is vacant: deal the next row</source>
            <translation>Свободных мест нет: сдайте следующий ряд</translation>
        </message>
        <message>
            <source>Nothing may be placed on a queen</source>
            <translation>На даму ничего нельзя класть</translation>
        </message>
        <message>
            <source>Nothing may be placed there</source>
            <translation>Туда ничего нельзя класть</translation>
        </message>
        <message>
            <source>Only %1 can fill an empty %2</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: the place's name (space, column, row)</extracomment>
            <translation>Занять %2 может только %1</translation>
        </message>
        <message>
            <source>Only %1 can go on the %2</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: a card (7♥)</extracomment>
            <translation>На карту %2 ложится только %1</translation>
        </message>
        <message>
            <source>Only a bare king takes a card, and only one</source>
            <translation>Карту принимает только одинокий король, и только одну</translation>
        </message>
        <message>
            <source>Only a card %1 ranks below the %2 can go on it</source>
            <extracomment>%1: a number, %2: a card (7♥)</extracomment>
            <translation>На карту %2 ложится только карта на %1 ниже по достоинству</translation>
        </message>
        <message>
            <source>Only a card that fits both foundations of its suit may be laid aside</source>
            <translation>Отложить можно только карту, подходящую к обеим базам своей масти</translation>
        </message>
        <message>
            <source>Only a card turned up in the deal may be laid aside</source>
            <translation>Отложить можно только карту, открытую при сдаче</translation>
        </message>
        <message>
            <source>Only a covered card of the sixth row can be drawn out</source>
            <translation>Вытянуть можно только накрытую карту шестого ряда</translation>
        </message>
        <message>
            <source>Only a run of red and black in descending order moves together</source>
            <translation>Вместе переносится только последовательность по убыванию с чередованием цветов</translation>
        </message>
        <message>
            <source>Only aces go to the aces' packet</source>
            <translation>На стопку тузов идут только тузы</translation>
        </message>
        <message>
            <source>Only an ace or a king can be drawn out of the sixth row</source>
            <translation>Из шестого ряда можно вытянуть только туза или короля</translation>
        </message>
        <message>
            <source>Only an empty Flank place is filled from the pack</source>
            <translation>Из колоды заполняется только пустое место фланга</translation>
        </message>
        <message>
            <source>Only an empty gridiron pile is filled from the pack</source>
            <translation>Из колоды заполняется только пустая стопка решётки</translation>
        </message>
        <message>
            <source>Only cards adding up to fourteen, or one apart, go on each other here</source>
            <translation>Здесь друг на друга кладутся только карты с суммой четырнадцать или соседние по достоинству</translation>
        </message>
        <message>
            <source>Only cards of the outer circle take marriages</source>
            <translation>Марьяж принимают только карты внешнего круга</translation>
        </message>
        <message>
            <source>Only cards of the Privy Council go to the Government</source>
            <translation>На Правительство идут только карты Тайного совета</translation>
        </message>
        <message>
            <source>Only cards of the ring are exchanged</source>
            <translation>Меняют только карты кольца</translation>
        </message>
        <message>
            <source>Only cards turned from the pack go there</source>
            <translation>Туда идут только карты, открытые из колоды</translation>
        </message>
        <message>
            <source>Only cards turned from the pack go to the talon</source>
            <translation>В талон идут только карты, открытые из колоды</translation>
        </message>
        <message>
            <source>Only cards turned from the pack that no foundation takes go to the talon</source>
            <translation>В талон идут только открытые из колоды карты, которые не подходят ни к одной базе</translation>
        </message>
        <message>
            <source>Only carpet cards are built on the talon</source>
            <translation>На талоне строят только карты ковра</translation>
        </message>
        <message>
            <source>Only one card of this angle at a time: first play a wing or talon card</source>
            <translation>Из этого угла — только одна карта за раз: сначала сыграйте карту крыла или талона</translation>
        </message>
        <message>
            <source>Only one court card crowns a packet, and court cards count no pips</source>
            <translation>Стопку венчает только одна фигура, и очков у фигур нет</translation>
        </message>
        <message>
            <source>Only the %1 of %2 can go on the %3</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king), %2: a suit's name (hearts), %3: a card (7♥)</extracomment>
            <translation>На карту %3 ложится только %1 %2</translation>
        </message>
        <message>
            <source>Only the Auxiliaries' cards are played to the foundations</source>
            <translation>На базы кладут только карты Помощников</translation>
        </message>
        <message>
            <source>Only the card just turned goes to the talon</source>
            <translation>В талон идёт лишь карта, которую только что открыли</translation>
        </message>
        <message>
            <source>Only the cards of the square play</source>
            <translation>В игре только карты квадрата</translation>
        </message>
        <message>
            <source>Only the lowest card of a column can be moved</source>
            <translation>Переносить можно только нижнюю карту столбца</translation>
        </message>
        <message>
            <source>Only the lowest card of a column is free</source>
            <translation>Свободна только нижняя карта столбца</translation>
        </message>
        <message>
            <source>Only the lowest card of the herring-bone is free</source>
            <translation>Свободна только нижняя карта ёлочки</translation>
        </message>
        <message>
            <source>Only the outermost card of a ray is free</source>
            <translation>Свободна только внешняя карта луча</translation>
        </message>
        <message>
            <source>Only the outside card of a row can be moved, one at a time</source>
            <translation>Переносить можно только крайнюю карту ряда, по одной</translation>
        </message>
        <message>
            <source>Only the pack's card goes there, as it is turned</source>
            <translation>Туда идёт только карта колоды, как только её откроют</translation>
        </message>
        <message>
            <source>Only the right-hand card of the Terrace is available</source>
            <translation>Доступна только правая карта Террасы</translation>
        </message>
        <message>
            <source>Only the top card of the waste can be used</source>
            <translation>Брать можно только верхнюю карту талона</translation>
        </message>
        <message>
            <source>Only the top cards of the cushion make packets</source>
            <translation>Стопки составляют только из верхних карт подушки</translation>
        </message>
        <message>
            <source>Only the uppermost card can be moved</source>
            <translation>Переносить можно только верхнюю карту</translation>
        </message>
        <message>
            <source>Only the vacancies of the last row dealt can be filled</source>
            <translation>Заполнять можно только свободные места последнего сданного ряда</translation>
        </message>
        <message>
            <source>Only two single cards are exchanged</source>
            <translation>Меняются местами только две отдельные карты</translation>
        </message>
        <message>
            <source>Place every card you can before the third process begins</source>
            <translation>Перед третьим этапом положите все карты, какие можете</translation>
        </message>
        <message>
            <source>Play every packet card that fits a foundation first (the %1)</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Сначала положите на базы все подходящие карты стопок (карта %1)</translation>
        </message>
        <message>
            <source>Play the Volunteers' cards to the foundations before forming sequences</source>
            <translation>Прежде чем строить последовательности, положите на базы карты Добровольцев</translation>
        </message>
        <message>
            <source>Privy Council cards go only to the Government</source>
            <translation>Карты Тайного совета идут только на Правительство</translation>
        </message>
        <message>
            <source>Put the card just turned in its place: the next one is then turned</source>
            <translation>Положите только что открытую карту на её место: тогда откроется следующая</translation>
        </message>
        <message>
            <source>Put the card just turned into a vacancy of the last row first</source>
            <translation>Сначала положите только что открытую карту на свободное место последнего ряда</translation>
        </message>
        <message>
            <source>Red and black must alternate</source>
            <translation>Красные и чёрные должны чередоваться</translation>
        </message>
        <message>
            <source>Red and black must alternate on this foundation</source>
            <translation>На этой базе красные и чёрные должны чередоваться</translation>
        </message>
        <message>
            <source>Red cards go to the Generals, black cards to the Admirals</source>
            <translation>Красные карты идут к Генералам, чёрные — к Адмиралам</translation>
        </message>
        <message>
            <source>Refill the short packets before turning a card</source>
            <translation>Прежде чем открыть карту, пополните неполные стопки</translation>
        </message>
        <message>
            <source>Reserve cards may be transposed only when the pack and the talon are used up</source>
            <translation>Карты резерва можно переставлять, только когда колода и талон исчерпаны</translation>
        </message>
        <message>
            <source>Reserve cards must pass through the Ramparts before they go home</source>
            <translation>Карты резерва уходят на базы только через Валы</translation>
        </message>
        <message>
            <source>River cards marry only onto the helps</source>
            <translation>Карты рек ложатся марьяжем только на помощниц</translation>
        </message>
        <message>
            <source>Strict order: refill the packets before playing again</source>
            <translation>Строгий порядок: пополните стопки, прежде чем ходить дальше</translation>
        </message>
        <message>
            <source>Take up a reserve card by clicking the reserve</source>
            <translation>Чтобы взять карту резерва, щёлкните по резерву</translation>
        </message>
        <message>
            <source>Terrace cards go only to the foundations</source>
            <translation>Карты Террасы идут только на базы</translation>
        </message>
        <message>
            <source>That is not allowed now</source>
            <translation>Сейчас так нельзя</translation>
        </message>
        <message>
            <source>That is not one of the moves offered now</source>
            <translation>Такого хода сейчас нет</translation>
        </message>
        <message>
            <source>The %1 already have their ace foundation</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>У %1 уже есть база туза</translation>
        </message>
        <message>
            <source>The %1 already have their foundation</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>У %1 уже есть своя база</translation>
        </message>
        <message>
            <source>The %1 already have their king foundation</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>У %1 уже есть база короля</translation>
        </message>
        <message>
            <source>The %1 belongs to the %2 hemisphere</source>
            <extracomment>%1: a card (7♥), %2: northern or southern</extracomment>
            <translation>Место карты %1 — %2 полушарие</translation>
        </message>
        <message>
            <source>The %1 can only change places with a misplaced card of the other colour</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Карта %1 может поменяться местами только с чужой картой другого цвета</translation>
        </message>
        <message>
            <source>The %1 cannot begin a foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Карта %1 не может начать базу</translation>
        </message>
        <message>
            <source>The %1 is blocked by the card below it</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Карту %1 закрывает карта под ней</translation>
        </message>
        <message>
            <source>The %1 is neither one apart from the %2 nor next to it in the zig-zag</source>
            <extracomment>%1: a card (7♥), %2: a card (7♥)</extracomment>
            <translation>Карта %1 не соседняя по достоинству с картой %2 и не соседка ей по зигзагу</translation>
        </message>
        <message>
            <source>The %1 lies in its own hemisphere: it is not exchanged</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Карта %1 лежит в своём полушарии: её не меняют</translation>
        </message>
        <message>
            <source>The %1 lies in the wrong hemisphere: exchange it first</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Карта %1 лежит в чужом полушарии: сначала обменяйте её</translation>
        </message>
        <message>
            <source>The %1 lies in the wrong hemisphere: nothing is married onto it</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Карта %1 лежит в чужом полушарии: на неё не кладут марьяж</translation>
        </message>
        <message>
            <source>The %1 must start a foundation</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Карта %1 должна начать базу</translation>
        </message>
        <message>
            <source>The %1 needs a place beside a knave of %2</source>
            <extracomment>%1: a card (7♥), %2: a suit's name (hearts)</extracomment>
            <translation>Карте %1 нужно место рядом с валетом %2</translation>
        </message>
        <message>
            <source>The %1 needs the %2 next</source>
            <extracomment>%1: a card (7♥), %2: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>На карту %1 теперь кладётся %2</translation>
        </message>
        <message>
            <source>The %1 paired with it cannot go home yet</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Парная с ней карта %1 пока не может уйти на базу</translation>
        </message>
        <message>
            <source>The %1 takes %2 only</source>
            <extracomment>%1: a card (7♥), %2: a suit's name (hearts)</extracomment>
            <translation>На карту %1 кладутся только карты %2</translation>
        </message>
        <message>
            <source>The aces take these places as they turn up in the deal</source>
            <translation>Эти места занимают тузы по мере появления при сдаче</translation>
        </message>
        <message>
            <source>The balcony cards never move</source>
            <translation>Карты балкона не двигаются</translation>
        </message>
        <message>
            <source>The barriers stay until the pack and the talon are used up</source>
            <translation>Заставы остаются на месте, пока колода и талон не исчерпаны</translation>
        </message>
        <message>
            <source>The card below blocks this one</source>
            <translation>Эту карту закрывает карта ниже</translation>
        </message>
        <message>
            <source>The card just turned fits a foundation: it is played there, not laid aside</source>
            <translation>Только что открытая карта подходит к базе: её кладут туда, а не откладывают</translation>
        </message>
        <message>
            <source>The card just turned may only go to a foundation; turn the next card to lay it on the talon</source>
            <translation>Только что открытая карта идёт только на базу; откройте следующую, чтобы положить её в талон</translation>
        </message>
        <message>
            <source>The card must be next to the %1 in the order %2</source>
            <extracomment>%1: a card (7♥), %2: ranks in their order (A, 7, 8 … K)</extracomment>
            <translation>Карта должна быть соседней с картой %1 в порядке %2</translation>
        </message>
        <message>
            <source>The cards are already there</source>
            <translation>Карты уже там</translation>
        </message>
        <message>
            <source>The circle is filled clockwise from the top: the packet goes to its next empty place</source>
            <translation>Круг заполняется по часовой стрелке сверху: стопка идёт на следующее пустое место</translation>
        </message>
        <message>
            <source>The deal is complete</source>
            <translation>Сдача закончена</translation>
        </message>
        <message>
            <source>The Empress and her guard stand alone</source>
            <translation>Императрица и её стража стоят отдельно</translation>
        </message>
        <message>
            <source>The exception is allowed only before any foundation is begun</source>
            <translation>Исключение разрешено, только пока не начата ни одна база</translation>
        </message>
        <message>
            <source>The exchange has been made: another is allowed only after a pair</source>
            <translation>Обмен сделан: следующий разрешён только после пары</translation>
        </message>
        <message>
            <source>The exchange moves four different cards: swap two others</source>
            <translation>Обмен затрагивает четыре разные карты: поменяйте местами две другие</translation>
        </message>
        <message>
            <source>The face-up cards of a column move all together or not at all</source>
            <translation>Открытые карты столбца переносятся все вместе или не переносятся вовсе</translation>
        </message>
        <message>
            <source>The first ace of each suit takes a free corner by itself</source>
            <translation>Первый туз каждой масти сам занимает свободный угол</translation>
        </message>
        <message>
            <source>The first card on a %1 is %2</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king), %2: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>На фигуру (%1) первой картой кладётся %2</translation>
        </message>
        <message>
            <source>The first four kings go to the angles</source>
            <translation>Первые четыре короля идут в углы</translation>
        </message>
        <message>
            <source>The foundations are begun only when every card lies in the Zodiac or the Equator</source>
            <translation>Базы начинают, только когда все карты лежат в Зодиаке или на Экваторе</translation>
        </message>
        <message>
            <source>The foundations are laid left to right: use the next space</source>
            <translation>Базы выкладываются слева направо: займите следующее место</translation>
        </message>
        <message>
            <source>The garden is taken up only when the pack is used up</source>
            <translation>Сад собирают, только когда колода кончилась</translation>
        </message>
        <message>
            <source>The grace has already been taken</source>
            <translation>Милость уже взята</translation>
        </message>
        <message>
            <source>The grace is a card of the tableau</source>
            <translation>Милость — это карта раскладки</translation>
        </message>
        <message>
            <source>The grace is taken only once the pack is used up</source>
            <translation>Милость берут, только когда колода кончилась</translation>
        </message>
        <message>
            <source>The herring-bone is used up, so empty bars stay empty</source>
            <translation>Ёлочка кончилась, и пустые перекладины остаются пустыми</translation>
        </message>
        <message>
            <source>The king stays in its angle</source>
            <translation>Король остаётся в своём углу</translation>
        </message>
        <message>
            <source>The kings never move</source>
            <translation>Короли не двигаются</translation>
        </message>
        <message>
            <source>The kings stay where they are</source>
            <translation>Короли остаются на месте</translation>
        </message>
        <message>
            <source>The Line is re-dealt only when the pack is used up</source>
            <translation>Линию пересдают, только когда колода кончилась</translation>
        </message>
        <message>
            <source>The one exchange of the game has been made</source>
            <translation>Единственный обмен за партию уже сделан</translation>
        </message>
        <message>
            <source>The only move is to swap two cards</source>
            <translation>Единственный ход — поменять местами две карты</translation>
        </message>
        <message>
            <source>The pack is dealt by the rules</source>
            <translation>Колода сдаётся по правилам</translation>
        </message>
        <message>
            <source>The pack is used up</source>
            <translation>Колода кончилась</translation>
        </message>
        <message>
            <source>The pack is used up and no re-deals are left</source>
            <translation>Колода кончилась, и пересдач не осталось</translation>
        </message>
        <message>
            <source>The pack is used up and the re-deal has been made</source>
            <translation>Колода кончилась, и пересдача уже была</translation>
        </message>
        <message>
            <source>The pack is used up: click it to turn the talon over</source>
            <translation>Колода кончилась: щёлкните по ней, чтобы перевернуть талон</translation>
        </message>
        <message>
            <source>The pack is used up: it is gone through once only</source>
            <translation>Колода кончилась: её проходят только один раз</translation>
        </message>
        <message>
            <source>The pack is used up: the deal is complete</source>
            <translation>Колода кончилась: сдача закончена</translation>
        </message>
        <message>
            <source>The pack is used up; fill the spaces from the talon</source>
            <translation>Колода кончилась; заполняйте свободные места из талона</translation>
        </message>
        <message>
            <source>The pack is used up; short packets stay short</source>
            <translation>Колода кончилась; неполные стопки так и остаются</translation>
        </message>
        <message>
            <source>The pack is used up; vacancies stay empty</source>
            <translation>Колода кончилась; свободные места остаются пустыми</translation>
        </message>
        <message>
            <source>The packet in hand is dealt by clicking</source>
            <translation>Стопку в руке сдают щелчком</translation>
        </message>
        <message>
            <source>The packets are taken up in order: %1 comes next</source>
            <extracomment>%1: a pile's name</extracomment>
            <translation>Стопки собирают по порядку: следующая — %1</translation>
        </message>
        <message>
            <source>The packets are taken up only when the whole pack has been dealt</source>
            <translation>Стопки собирают, только когда сдана вся колода</translation>
        </message>
        <message>
            <source>The queens are paid for only when the pack is used up</source>
            <translation>За дам платят, только когда колода кончилась</translation>
        </message>
        <message>
            <source>The queens only stand in their row</source>
            <translation>Дамы только стоят в своём ряду</translation>
        </message>
        <message>
            <source>The queens' row takes only the queens, as they are dealt</source>
            <translation>Ряд дам принимает только дам, по мере сдачи</translation>
        </message>
        <message>
            <source>The reserve is used up</source>
            <translation>Резерв кончился</translation>
        </message>
        <message>
            <source>The reserve may be used only when the whole pack has been dealt</source>
            <translation>Резервом можно пользоваться, только когда сдана вся колода</translation>
        </message>
        <message>
            <source>The sequence must descend by one</source>
            <translation>В последовательности каждая карта должна быть на единицу младше предыдущей</translation>
        </message>
        <message>
            <source>The sequence must descend in the order %1</source>
            <extracomment>%1: ranks in their order (A, 7, 8 … K)</extracomment>
            <translation>Последовательность должна убывать в порядке %1</translation>
        </message>
        <message>
            <source>The Sovereign, the Bishops and the Judges never move</source>
            <translation>Государыня, Епископы и Судьи не двигаются</translation>
        </message>
        <message>
            <source>The space stays empty: the pack and the talon are used up</source>
            <translation>Свободное место остаётся пустым: колода и талон исчерпаны</translation>
        </message>
        <message>
            <source>The square is magic already: every line makes fifteen</source>
            <translation>Квадрат уже магический: каждая линия даёт пятнадцать</translation>
        </message>
        <message>
            <source>The Sultan stays alone in the middle</source>
            <translation>Султан остаётся один в середине</translation>
        </message>
        <message>
            <source>The talon holds no card to pay with</source>
            <translation>В талоне нет карт для оплаты</translation>
        </message>
        <message>
            <source>The talon is empty: there is nothing to re-deal</source>
            <translation>Талон пуст: пересдавать нечего</translation>
        </message>
        <message>
            <source>The talon is re-dealt only when the pack is used up</source>
            <translation>Талон пересдают, только когда колода кончилась</translation>
        </message>
        <message>
            <source>The talon's cards come in only to fill a vacancy among the People</source>
            <translation>Карты талона входят в игру, только заполняя свободное место в Народе</translation>
        </message>
        <message>
            <source>The talon's cards come into play only through the Reserve</source>
            <translation>Карты талона входят в игру только через резерв</translation>
        </message>
        <message>
            <source>The talon's cards reach the Auxiliaries only through a Rival space</source>
            <translation>Карты талона попадают к Помощникам только через свободное место Соперника</translation>
        </message>
        <message>
            <source>The talon's cards wait for the re-deal</source>
            <translation>Карты талона ждут пересдачи</translation>
        </message>
        <message>
            <source>The Terrace's %1 must be played here first</source>
            <extracomment>%1: a card (7♥)</extracomment>
            <translation>Сначала сюда нужно положить карту Террасы %1</translation>
        </message>
        <message>
            <source>The three cards make eighteen, but a court card must crown them</source>
            <translation>Три карты дают восемнадцать, но их должна венчать фигура</translation>
        </message>
        <message>
            <source>The two cards must lie in one row or one column</source>
            <translation>Обе карты должны лежать в одном ряду или в одном столбце</translation>
        </message>
        <message>
            <source>There are no vacancies to refill</source>
            <translation>Нет свободных мест для пополнения</translation>
        </message>
        <message>
            <source>There are not so many cards there</source>
            <translation>Там нет столько карт</translation>
        </message>
        <message>
            <source>There is no card there</source>
            <translation>Там нет карты</translation>
        </message>
        <message>
            <source>There is no queen in the talon to pay for a fresh pack</source>
            <translation>В талоне нет дамы, чтобы заплатить за новую колоду</translation>
        </message>
        <message>
            <source>There is no re-deal</source>
            <translation>Пересдачи нет</translation>
        </message>
        <message>
            <source>There is no such place</source>
            <translation>Такого места нет</translation>
        </message>
        <message>
            <source>There is nothing left to re-deal</source>
            <translation>Пересдавать больше нечего</translation>
        </message>
        <message>
            <source>There is only one re-deal</source>
            <translation>Пересдача только одна</translation>
        </message>
        <message>
            <source>These cards do not leave together now</source>
            <translation>Эти карты сейчас не уходят вместе</translation>
        </message>
        <message>
            <source>These cards never move</source>
            <translation>Эти карты не двигаются</translation>
        </message>
        <message>
            <source>These queens take no part in the game</source>
            <translation>Эти дамы в игре не участвуют</translation>
        </message>
        <message>
            <source>This %1 must first fill the empty numeral waiting for it</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>Эта карта (%1) должна сначала занять ждущий её пустой счётный столбец</translation>
        </message>
        <message>
            <source>This card is blocked by the circle dealt over it</source>
            <translation>Эту карту закрывает круг, сданный поверх неё</translation>
        </message>
        <message>
            <source>This card is covered above and below in its column</source>
            <translation>Эта карта закрыта сверху и снизу в своём столбце</translation>
        </message>
        <message>
            <source>This foundation cannot be started with that card</source>
            <translation>Эту базу нельзя начать такой картой</translation>
        </message>
        <message>
            <source>This foundation has no court card</source>
            <translation>У этой базы нет фигуры</translation>
        </message>
        <message>
            <source>This foundation is complete</source>
            <translation>Эта база собрана</translation>
        </message>
        <message>
            <source>This foundation needs the %1 next</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>На эту базу теперь кладётся %1</translation>
        </message>
        <message>
            <source>This foundation needs the second %1 next, to turn</source>
            <extracomment>%1: a rank's name (ace, 2 … 10, knave, queen, king)</extracomment>
            <translation>На эту базу теперь повторно кладётся %1: так база поворачивает назад</translation>
        </message>
        <message>
            <source>This foundation takes %1 only</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>На эту базу кладутся только карты %1</translation>
        </message>
        <message>
            <source>This game has no re-deal</source>
            <translation>В этом пасьянсе нет пересдачи</translation>
        </message>
        <message>
            <source>This king has had its one card</source>
            <translation>Этот король уже принял свою единственную карту</translation>
        </message>
        <message>
            <source>This numeral is complete with its king</source>
            <translation>Этот счётный столбец уже закончен королём</translation>
        </message>
        <message>
            <source>This place keeps %1 only</source>
            <extracomment>%1: a suit's name (hearts)</extracomment>
            <translation>Это место — только для карт %1</translation>
        </message>
        <message>
            <source>Those cards have left the game</source>
            <translation>Эти карты уже вышли из игры</translation>
        </message>
        <message>
            <source>Transposing here brings no card in line with a Rampart that will take it</source>
            <translation>Такая перестановка не ставит ни одну карту на линию с Валом, который её примет</translation>
        </message>
        <message>
            <source>Under %1 the first card is %2 (its value doubled)</source>
            <extracomment>%1: a rank with its article (an ace, a 2, a knave), %2: a rank with its article (an ace, a 2, a knave)</extracomment>
            <translation>Под балконной картой (%1) первая карта — %2 (её удвоенное достоинство)</translation>
        </message>
        <message>
            <source>Until the deal is complete, cards go only to the foundations</source>
            <translation>Пока сдача не закончена, карты идут только на базы</translation>
        </message>
        <message>
            <source>Until the deal is complete, only the card just dealt can be played</source>
            <translation>Пока сдача не закончена, ходить можно лишь картой, которую только что сдали</translation>
        </message>
        <message>
            <source>Until the deal of twenty is complete, only the card just turned can be played</source>
            <translation>Пока сдача двадцати карт не закончена, ходить можно лишь картой, которую только что открыли</translation>
        </message>
        <message>
            <source>While a circle is being dealt, only the card just dealt can be played</source>
            <translation>Пока сдаётся круг, ходить можно лишь картой, которую только что сдали</translation>
        </message>
        <message>
            <source>While the circles are dealt, cards only go to the foundations</source>
            <translation>Пока сдаются круги, карты идут только на базы</translation>
        </message>
        <message>
            <source>While the pack lasts, an empty help is refilled from the pack</source>
            <translation>Пока колода не кончилась, пустая помощница пополняется из колоды</translation>
        </message>
        <message>
            <source>While there is a talon, a space takes its top card</source>
            <translation>Пока есть талон, свободное место занимает его верхняя карта</translation>
        </message>
        <message>
            <source>While two cards can go home together, no new pair is made</source>
            <translation>Пока две карты могут вместе уйти на базу, новую пару не складывают</translation>
        </message>
        <message>
            <source>Zodiac cards never fill a space in the Equator</source>
            <translation>Карты Зодиака не заполняют свободные места Экватора</translation>
        </message>
        <message>
            <source>Zodiac cards never marry each other</source>
            <translation>Карты Зодиака не кладутся марьяжем друг на друга</translation>
        </message>
        <message>
            <source>Zodiac cards stay where they are until every card is placed</source>
            <translation>Карты Зодиака остаются на месте, пока не разложены все карты</translation>
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Rules — %1</source>
            <translation>Правила — %1</translation>
        </message>
        <message>
            <source>*These rules are not yet written in %1: here they are in English.*</source>
            <translation>*Эти правила ещё не написаны на языке «%1»: здесь они даны по-английски.*</translation>
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
            <translation>%1 не удаётся сыграть (%2) (%3)</translation>
        </message>
        <message>
            <source>%1 is not a card code such as '7H.0' (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>%1 — не код карты вроде '7H.0' (%2)</translation>
        </message>
        <message>
            <source>%1 is not allowed: %2 (%3)</source>
            <extracomment>%1: which move: move 3, undone move 3, %2: why, in a sentence of its own, %3: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>%1 недопустим: %2 (%3)</translation>
        </message>
        <message>
            <source>%1 should be %2, not %3 (%4)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: a kind of value (text, a whole number, a list), %3: a kind of value (text, a whole number, a list), %4: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>%1: ожидается %2, а не %3 (%4)</translation>
        </message>
        <message>
            <source>%1 should be a whole number not below 0 (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>%1: ожидается целое число не меньше 0 (%2)</translation>
        </message>
        <message>
            <source>'clear_redo' should be true or false (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>поле 'clear_redo' должно быть true или false (%1)</translation>
        </message>
        <message>
            <source>'extra' should be an object (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>поле 'extra' должно быть объектом (%1)</translation>
        </message>
        <message>
            <source>'extra' should be an object (save.extra)</source>
            <translation>поле 'extra' должно быть объектом (save.extra)</translation>
        </message>
        <message>
            <source>'play' should be a list of moves (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>поле 'play' должно быть списком ходов (%1)</translation>
        </message>
        <message>
            <source>a card should be a text code such as '7H.0', not %1 (%2)</source>
            <extracomment>%1: a kind of value (text, a whole number, a list), %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>карта должна быть текстовым кодом вроде '7H.0', а здесь — %1 (%2)</translation>
        </message>
        <message>
            <source>a journal line has an unknown field %1 (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>в строке журнала неизвестное поле %1 (%2)</translation>
        </message>
        <message>
            <source>a journal line should be an object (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>строка журнала должна быть объектом (%1)</translation>
        </message>
        <message>
            <source>a move has an unknown field %1 (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>у хода неизвестное поле %1 (%2)</translation>
        </message>
        <message>
            <source>a move should be an object (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ход должен быть объектом (%1)</translation>
        </message>
        <message>
            <source>a move's 'auto' should be true or false (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>поле 'auto' хода должно быть true или false (%1)</translation>
        </message>
        <message>
            <source>a move's 'count' should be a positive whole number (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>поле 'count' хода должно быть целым положительным числом (%1)</translation>
        </message>
        <message>
            <source>a move's 'dst' should name a pile (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>поле 'dst' хода должно называть стопку (%1)</translation>
        </message>
        <message>
            <source>a move's 'src' should name a pile (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>поле 'src' хода должно называть стопку (%1)</translation>
        </message>
        <message>
            <source>a move's 'srcs' should be a list of piles (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>поле 'srcs' хода должно быть списком стопок (%1)</translation>
        </message>
        <message>
            <source>a number of %1 characters is far too long for a save</source>
            <extracomment>%1: a number</extracomment>
            <translation>число слишком длинное для файла сохранения (знаков: %1)</translation>
        </message>
        <message>
            <source>a number of %1 digits is far too big for a save</source>
            <extracomment>%1: a number</extracomment>
            <translation>число слишком велико для файла сохранения (цифр: %1)</translation>
        </message>
        <message>
            <source>a pile should be a list of cards (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>стопка должна быть списком карт (%1)</translation>
        </message>
        <message>
            <source>the %1 cannot be read (%2)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file, %2: the program's own name for the error, shown as it is</extracomment>
            <translation>%1 не читается (%2)</translation>
        </message>
        <message>
            <source>the %1 is nested too deeply to be read</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file</extracomment>
            <translation>%1: вложенность слишком глубокая, прочитать невозможно</translation>
        </message>
        <message>
            <source>the %1 is not a JSON document (%2, line %3)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file, %2: the program's own name for the error, shown as it is, %3: a number</extracomment>
            <translation>%1 — не документ JSON (%2, строка %3)</translation>
        </message>
        <message>
            <source>the %1 is not text</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file</extracomment>
            <translation>%1 — не текст</translation>
        </message>
        <message>
            <source>the %1 is not text (it is not in UTF-8)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file</extracomment>
            <translation>%1 — не текст (не в кодировке UTF-8)</translation>
        </message>
        <message>
            <source>the %1 is too big to be a saved game (%2 MB)</source>
            <extracomment>%1: what was read: the save, the journal, the statistics file, %2: a number</extracomment>
            <translation>%1: размер %2 МБ слишком велик для сохранённой партии</translation>
        </message>
        <message>
            <source>the counter %1 is missing (save.start.counters)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>нет счётчика %1 (save.start.counters)</translation>
        </message>
        <message>
            <source>the counter %1 must be a whole number (save.start.counters)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>счётчик %1 должен быть целым числом (save.start.counters)</translation>
        </message>
        <message>
            <source>the deal number must be between 1 and %1 (save.deal)</source>
            <extracomment>%1: a number</extracomment>
            <translation>номер расклада должен быть от 1 до %1 (save.deal)</translation>
        </message>
        <message>
            <source>the field %1 is missing (%2)</source>
            <extracomment>%1: a value quoted from the file, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>нет поля %1 (%2)</translation>
        </message>
        <message>
            <source>the game reaches a position it cannot have: %1 (%2)</source>
            <extracomment>%1: why, in a sentence of its own, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>партия приходит в невозможную позицию: %1 (%2)</translation>
        </message>
        <message>
            <source>the journal cannot be replayed (%1) (%2)</source>
            <extracomment>%1: the program's own name for the error, shown as it is, %2: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ходы журнала не удаётся воспроизвести (%1) (%2)</translation>
        </message>
        <message>
            <source>the journal does not begin with its header (journal line 1)</source>
            <translation>журнал не начинается со своего заголовка (journal line 1)</translation>
        </message>
        <message>
            <source>the journal is of a version this copy of Cadogan cannot read (journal line 1)</source>
            <translation>журнал записан в версии, которую эта копия Cadogan не умеет читать (journal line 1)</translation>
        </message>
        <message>
            <source>the journal's lines are out of order: this line does not follow the one before it; lines were moved, removed or taken from another journal (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>строки журнала идут не по порядку: эта строка не продолжает предыдущую; строки переставили, удалили или взяли из другого журнала (%1)</translation>
        </message>
        <message>
            <source>the number %1 is not allowed in a save</source>
            <extracomment>%1: a number as written in the file</extracomment>
            <translation>число %1 недопустимо в файле сохранения</translation>
        </message>
        <message>
            <source>the number %1 is too big for a save</source>
            <extracomment>%1: a number as written in the file</extracomment>
            <translation>число %1 слишком велико для файла сохранения</translation>
        </message>
        <message>
            <source>the save cannot be replayed (%1: %2)</source>
            <extracomment>%1: the program's own name for the error, shown as it is, %2: why, in a sentence of its own</extracomment>
            <translation>ходы из файла сохранения не удаётся воспроизвести (%1: %2)</translation>
        </message>
        <message>
            <source>the save is nested too deeply to be read</source>
            <translation>в файле сохранения слишком глубокая вложенность, прочитать его невозможно</translation>
        </message>
        <message>
            <source>the save is of version %1, which this copy of Cadogan cannot read (it reads %2) (save.version)</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>у файла сохранения версия %1, которую эта копия Cadogan не умеет читать (она читает версию %2) (save.version)</translation>
        </message>
        <message>
            <source>the save was made under an older rule of %1 (%2), and its moves cannot be replayed under the rule the game follows now (save.start)</source>
            <extracomment>%1: a game's title, %2: what changed in the rule</extracomment>
            <translation>партия сохранена по прежнему правилу игры «%1» (%2), и её ходы нельзя воспроизвести по правилу, которому игра следует теперь (save.start)</translation>
        </message>
        <message>
            <source>the starting position is not deal %1 of %2 (save.start)</source>
            <extracomment>%1: a number, %2: a game's title</extracomment>
            <translation>начальная позиция — не расклад %1 игры «%2» (save.start)</translation>
        </message>
        <message>
            <source>there are fewer moves to redo than the journal says (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ходов для повтора меньше, чем указано в журнале (%1)</translation>
        </message>
        <message>
            <source>there are fewer moves to undo than the journal says (%1)</source>
            <extracomment>%1: where in the file, its own field names (save.moves[3]): shown as it is</extracomment>
            <translation>ходов для отмены меньше, чем указано в журнале (%1)</translation>
        </message>
        <message>
            <source>there is no game %1 in this copy of Cadogan (save.game)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>в этой копии Cadogan нет игры %1 (save.game)</translation>
        </message>
        <message>
            <source>this is not a saved game of Cadogan (the format should be %1) (save.format)</source>
            <extracomment>%1: a value quoted from the file, shown as it is</extracomment>
            <translation>это не сохранённая партия Cadogan (формат должен быть %1) (save.format)</translation>
        </message>
        <message>
            <source>this is not a saved game of Cadogan (the top level must be an object) (save)</source>
            <translation>это не сохранённая партия Cadogan (верхний уровень должен быть объектом) (save)</translation>
        </message>
    </context>
    <context>
        <name>Solving</name>
        <message>
            <source>No move wins from here: no sequence of moves wins this deal</source>
            <translation>Выигрышного хода отсюда нет: никакая последовательность ходов не выигрывает эту раскладку</translation>
        </message>
        <message>
            <source>No move wins from here: undo moves to find a winnable position</source>
            <translation>Выигрышного хода отсюда нет: отмените ходы, чтобы найти выигрышную позицию</translation>
        </message>
        <message numerus="yes">
            <source>No move wins from here: undo %Ln move(s) to the last winnable position</source>
            <translation>
                <numerusform>Выигрышного хода отсюда нет: отмените %Ln ход до последней выигрышной позиции</numerusform>
                <numerusform>Выигрышного хода отсюда нет: отмените %Ln хода до последней выигрышной позиции</numerusform>
                <numerusform>Выигрышного хода отсюда нет: отмените %Ln ходов до последней выигрышной позиции</numerusform>
            </translation>
        </message>
        <message>
            <source>The solver plays knowing every card, the face-down ones and the order of the pack included, so a deal it can win may still be hard to win by sight.</source>
            <translation>Решатель играет, зная все карты, включая закрытые и порядок карт в колоде, поэтому раскладку, которую он может выиграть, всё равно бывает трудно выиграть вслепую.</translation>
        </message>
        <message>
            <source>Can this deal be &amp;won?</source>
            <translation>Можно ли &amp;выиграть эту раскладку?</translation>
        </message>
        <message>
            <source>Ask the solver, which knows every card, whether this deal can be won</source>
            <translation>Спросить решатель, знающий все карты, можно ли выиграть эту раскладку</translation>
        </message>
        <message>
            <source>&amp;Play to the finish</source>
            <translation>&amp;Доиграть до конца</translation>
        </message>
        <message>
            <source>Play the solver's winning line from here; any click or key stops it</source>
            <translation>Сыграть выигрышный путь решателя с этого места; любой щелчок или клавиша его останавливает</translation>
        </message>
        <message>
            <source>Deal only &amp;winnable games</source>
            <translation>Раскладывать только &amp;выигрышные партии</translation>
        </message>
        <message>
            <source>New deal tries deal numbers until the solver proves one can be won (a second or two at most)</source>
            <translation>Новая раскладка перебирает номера раскладок, пока решатель не докажет, что одну можно выиграть (не дольше секунды-двух)</translation>
        </message>
        <message>
            <source>Cancel</source>
            <translation>Отмена</translation>
        </message>
        <message numerus="yes">
            <source>it wins: %Ln move(s) to go, knowing every card</source>
            <translation>
                <numerusform>выигрывает: остался %Ln ход, если знать все карты</numerusform>
                <numerusform>выигрывает: осталось %Ln хода, если знать все карты</numerusform>
                <numerusform>выигрывает: осталось %Ln ходов, если знать все карты</numerusform>
            </translation>
        </message>
        <message>
            <source>The question was left undecided</source>
            <translation>Вопрос остался нерешённым</translation>
        </message>
        <message>
            <source>Solving the deal</source>
            <translation>Решение раскладки</translation>
        </message>
        <message>
            <source>%1, deal %2</source>
            <translation>%1, раскладка %2</translation>
        </message>
        <message numerus="yes">
            <source>Yes, in %Ln move(s).</source>
            <translation>
                <numerusform>Да, за %Ln ход.</numerusform>
                <numerusform>Да, за %Ln хода.</numerusform>
                <numerusform>Да, за %Ln ходов.</numerusform>
            </translation>
        </message>
        <message>
            <source>No: no sequence of moves wins this deal.</source>
            <translation>Нет: никакая последовательность ходов не выигрывает эту раскладку.</translation>
        </message>
        <message>
            <source>Not decided within the time allowed.</source>
            <translation>За отведённое время ответ не найден.</translation>
        </message>
        <message>
            <source>Can this deal be won?</source>
            <translation>Можно ли выиграть эту раскладку?</translation>
        </message>
        <message numerus="yes">
            <source>The solver tried %1 positions in %Ln second(s), knowing every card, and neither found a win nor ran out of moves to try.</source>
            <translation>
                <numerusform>Решатель, зная все карты, перебрал позиций: %1 за %Ln секунду и не нашёл ни выигрыша, ни конца ходам для проверки.</numerusform>
                <numerusform>Решатель, зная все карты, перебрал позиций: %1 за %Ln секунды и не нашёл ни выигрыша, ни конца ходам для проверки.</numerusform>
                <numerusform>Решатель, зная все карты, перебрал позиций: %1 за %Ln секунд и не нашёл ни выигрыша, ни конца ходам для проверки.</numerusform>
            </translation>
        </message>
        <message>
            <source>%1. %2</source>
            <translation>%1. %2</translation>
        </message>
        <message>
            <source>The game is won already</source>
            <translation>Партия уже выиграна</translation>
        </message>
        <message>
            <source>The cards moved while the solver worked: ask again to play to the finish</source>
            <translation>Пока решатель работал, карты сдвинулись: спросите снова, чтобы доиграть до конца</translation>
        </message>
        <message>
            <source>Not decided within the time allowed: no winning line to play</source>
            <translation>За отведённое время ответ не найден: нет выигрышного пути</translation>
        </message>
        <message>
            <source>Looking for a winning line</source>
            <translation>Поиск выигрышного пути</translation>
        </message>
        <message>
            <source>Playing to the finish: click or press a key to stop</source>
            <translation>Игра до конца: щёлкните или нажмите клавишу, чтобы остановить</translation>
        </message>
        <message>
            <source>No winning line is known from here</source>
            <translation>Выигрышный путь отсюда неизвестен</translation>
        </message>
        <message>
            <source>Stopped playing to the finish</source>
            <translation>Игра до конца остановлена</translation>
        </message>
        <message>
            <source>No new deal: the search was cancelled</source>
            <translation>Новой раскладки нет: поиск отменён</translation>
        </message>
        <message>
            <source>No deal was proved winnable within %1 seconds (%2 tried): this one may not be</source>
            <translation>За %1 с ни одна раскладка не доказана выигрышной (проверено: %2): эта может и не быть выигрышной</translation>
        </message>
        <message>
            <source>Deal %1: the solver, knowing every card, has found a way to win it</source>
            <translation>Раскладка %1: решатель, зная все карты, нашёл способ её выиграть</translation>
        </message>
        <message>
            <source>Looking for a winnable deal</source>
            <translation>Поиск выигрышной раскладки</translation>
        </message>
        <message numerus="yes">
            <source>%Ln tried</source>
            <translation>
                <numerusform>проверено: %Ln</numerusform>
                <numerusform>проверено: %Ln</numerusform>
                <numerusform>проверено: %Ln</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln position(s)</source>
            <translation>
                <numerusform>%Ln позиция</numerusform>
                <numerusform>%Ln позиции</numerusform>
                <numerusform>%Ln позиций</numerusform>
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
            <translation>Отмена…</translation>
        </message>
    </context>
    <context>
        <name>Speech</name>
        <message>
            <source>Pack</source>
            <translation>Колода</translation>
        </message>
        <message>
            <source>Talon</source>
            <translation>Талон</translation>
        </message>
        <message>
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <source>%1: empty</source>
            <translation>%1: пусто</translation>
        </message>
        <message>
            <source> on </source>
            <translation> на </translation>
        </message>
        <message>
            <source>, %1 more face up</source>
            <translation>, ещё %1 открыто</translation>
        </message>
        <message numerus="yes">
            <source>%Ln card(s) face down</source>
            <translation>
                <numerusform>%Ln карта рубашкой вверх</numerusform>
                <numerusform>%Ln карты рубашкой вверх</numerusform>
                <numerusform>%Ln карт рубашкой вверх</numerusform>
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
            <translation>Карточный стол: %1</translation>
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>Game</source>
            <translation>Пасьянс</translation>
        </message>
        <message>
            <source>Played</source>
            <translation>Сыграно</translation>
        </message>
        <message>
            <source>Won</source>
            <translation>Сошлось</translation>
        </message>
        <message>
            <source>Won %</source>
            <translation>Сошлось, %</translation>
        </message>
        <message>
            <source>Best time</source>
            <translation>Лучшее время</translation>
        </message>
        <message>
            <source>Fewest moves</source>
            <translation>Меньше всего ходов</translation>
        </message>
        <message>
            <source>Streak</source>
            <translation>Серия</translation>
        </message>
        <message>
            <source>Best streak</source>
            <translation>Лучшая серия</translation>
        </message>
        <message>
            <source>Statistics</source>
            <translation>Статистика</translation>
        </message>
    </context>
    <context>
        <name>Status</name>
        <message>
            <source>%1 (no combination left: click the pack)</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1 (комбинаций не осталось: щёлкните по колоде)</translation>
        </message>
        <message>
            <source>%1 (not complete: click the pack)</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1 (сдача не закончена: щёлкните по колоде)</translation>
        </message>
        <message>
            <source>%1 complete</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1, закончена</translation>
        </message>
        <message>
            <source>%1 of %2</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>%1 из %2</translation>
        </message>
        <message>
            <source>%1 of %2, complete</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>%1 из %2, закончена</translation>
        </message>
        <message>
            <source>%1 of %2, dealing</source>
            <extracomment>%1: a number, %2: a number</extracomment>
            <translation>%1 из %2, идёт сдача</translation>
        </message>
        <message>
            <source>%1 of 3 (click the pack for the next)</source>
            <extracomment>%1: a number</extracomment>
            <translation>%1 из 3 (щёлкните по колоде, чтобы сдать следующий круг)</translation>
        </message>
        <message>
            <source>%1, %2 of %3 laid</source>
            <extracomment>%1: a number, %2: a number, %3: a number</extracomment>
            <translation>%1, выложено %2 из %3</translation>
        </message>
        <message>
            <source>a card played</source>
            <translation>карта сыграна</translation>
        </message>
        <message>
            <source>click one of the turned cards</source>
            <translation>щёлкните по одной из открытых карт</translation>
        </message>
        <message>
            <source>every packet dealt</source>
            <translation>все стопки сданы</translation>
        </message>
        <message>
            <source>fill the empty place (talon or pack)</source>
            <translation>заполните пустое место (из талона или колоды)</translation>
        </message>
        <message>
            <source>going round without progress</source>
            <translation>круг за кругом без продвижения</translation>
        </message>
        <message>
            <source>made</source>
            <translation>сделан</translation>
        </message>
        <message>
            <source>nothing more can be placed: click packet %1 to begin</source>
            <extracomment>%1: a number</extracomment>
            <translation>класть больше нечего — щёлкните по стопке %1, чтобы начать</translation>
        </message>
        <message>
            <source>nothing played yet</source>
            <translation>пока ничего не сыграно</translation>
        </message>
        <message>
            <source>packet %1 next (click it to deal it)</source>
            <extracomment>%1: a number</extracomment>
            <translation>следующая — стопка %1 (щёлкните по ней, чтобы сдать её)</translation>
        </message>
        <message>
            <source>refill due (click the pack)</source>
            <translation>пора пополнить (щёлкните по колоде)</translation>
        </message>
        <message>
            <source>row %1 of %2</source>
            <extracomment>%1: a number, %2: a pile's name</extracomment>
            <translation>ряд %1, %2</translation>
        </message>
        <message>
            <source>swap two other cards</source>
            <translation>поменяйте местами две другие карты</translation>
        </message>
    </context>
    <context>
        <name>Storage</name>
        <message>
            <source>Another copy of Cadogan is running: this one saves nothing (the game and statistics are theirs).</source>
            <translation>Запущена другая копия Cadogan: эта ничего не сохраняет (партия и статистика принадлежат той).</translation>
        </message>
        <message>
            <source>%1 is a file where Cadogan's data folder should be</source>
            <translation>%1 — файл на месте папки данных Cadogan</translation>
        </message>
        <message>
            <source>%1 is a file where a folder should be, on the way to Cadogan's data folder %2</source>
            <translation>%1 — файл на месте папки на пути к папке данных Cadogan %2</translation>
        </message>
        <message>
            <source>%1: this copy saves nothing (neither the game nor the statistics). Move that file away.</source>
            <translation>%1: эта копия ничего не сохраняет (ни партию, ни статистику). Уберите этот файл.</translation>
        </message>
        <message>
            <source>Cadogan's data folder %1 cannot be made (%2): this copy saves nothing.</source>
            <translation>Не удаётся создать папку данных Cadogan %1 (%2): эта копия ничего не сохраняет.</translation>
        </message>
        <message>
            <source>The journal %1 of the saved game could not be read (%2): the game is restored as it was last saved whole, without the moves since. %3.</source>
            <translation>Не удалось прочитать журнал %1 сохранённой партии (%2): партия восстановлена в том виде, в каком была в последний раз сохранена целиком, без последующих ходов. %3.</translation>
        </message>
        <message>
            <source>the time played (%1) is not a sensible number of seconds (save.extra)</source>
            <translation>время игры (%1) — не разумное число секунд (save.extra)</translation>
        </message>
        <message>
            <source>the mark %1 should be true or false (save.extra)</source>
            <translation>отметка %1 должна быть true или false (save.extra)</translation>
        </message>
        <message>
            <source>The saved game %1 could not be restored: %2. %3.</source>
            <translation>Не удалось восстановить сохранённую партию %1: %2. %3.</translation>
        </message>
        <message>
            <source>it is a symbolic link that leads round in a loop, to no file</source>
            <translation>это символическая ссылка, ведущая по кругу, ни к какому файлу</translation>
        </message>
        <message>
            <source>The saved game %1 could not be put on the table: %2. %3.</source>
            <translation>Не удалось выложить на стол сохранённую партию %1: %2. %3.</translation>
        </message>
        <message>
            <source>%1 cannot be opened: %2.</source>
            <translation>Не удаётся открыть %1: %2.</translation>
        </message>
        <message>
            <source>it is not a plain file</source>
            <translation>это не обычный файл</translation>
        </message>
        <message>
            <source>it is far too big (%1 KB)</source>
            <translation>он слишком велик (%1 КБ)</translation>
        </message>
        <message>
            <source>it is not UTF-8 text</source>
            <translation>это не текст в UTF-8</translation>
        </message>
        <message>
            <source>The settings file %1 could not be read (%2); %3. Defaults are used.</source>
            <translation>Не удалось прочитать файл настроек %1 (%2); %3. Используются настройки по умолчанию.</translation>
        </message>
        <message>
            <source>The settings could not be saved to %1; your choices hold until Cadogan closes.</source>
            <translation>Не удалось сохранить настройки в %1; ваш выбор действует до закрытия Cadogan.</translation>
        </message>
        <message>
            <source>The statistics could not be saved to %1: %2</source>
            <translation>Не удалось сохранить статистику в %1: %2</translation>
        </message>
        <message>
            <source>The statistics file %1 could not be read (%2); %3.</source>
            <translation>Не удалось прочитать файл статистики %1 (%2); %3.</translation>
        </message>
        <message>
            <source>it could not be set aside (%1)</source>
            <translation>его не удалось отложить (%1)</translation>
        </message>
        <message>
            <source>it was kept as %1</source>
            <translation>он сохранён как %1</translation>
        </message>
        <message>
            <source>it could not be kept aside (%1)</source>
            <translation>его не удалось сохранить отдельно (%1)</translation>
        </message>
    </context>
    <context>
        <name>Table</name>
        <message>
            <source>%1, then %2</source>
            <translation>%1, затем %2</translation>
        </message>
        <message>
            <source>%1, then %2 cards by auto-play</source>
            <translation>%1, затем автоходом карт: %2</translation>
        </message>
        <message>
            <source>choose the card it goes with</source>
            <translation>выберите карту, к которой она подходит</translation>
        </message>
        <message>
            <source>choose where to put it</source>
            <translation>выберите, куда её положить</translation>
        </message>
        <message>
            <source>%1 and %2 more picked up: %3 (Esc puts it back)</source>
            <translation>Взяты %1 и ещё %2: %3 (Esc кладёт обратно)</translation>
        </message>
        <message>
            <source>%1 picked up: %2 (Esc puts it back)</source>
            <translation>Взята карта %1: %2 (Esc кладёт обратно)</translation>
        </message>
        <message>
            <source>%1 turned: choose where to put it</source>
            <translation>Открыта карта %1: выберите, куда её положить</translation>
        </message>
        <message>
            <source>Choose a place for the %1</source>
            <translation>Выберите место для карты %1</translation>
        </message>
        <message>
            <source>Put back</source>
            <translation>Положить обратно</translation>
        </message>
        <message>
            <source>Nothing to pick up from the %1</source>
            <translation>Здесь нечего взять: %1</translation>
        </message>
        <message>
            <source>Nothing chosen</source>
            <translation>Ничего не выбрано</translation>
        </message>
        <message>
            <source>%1 chosen: %2</source>
            <translation>Выбрано %1: %2</translation>
        </message>
        <message>
            <source>%1 chosen</source>
            <translation>Выбрано: %1</translation>
        </message>
        <message>
            <source>%1: %2 (click a chosen card to put it back)</source>
            <translation>%1: %2 (щёлкните по выбранной карте, чтобы вернуть её)</translation>
        </message>
        <message>
            <source>A double-click sends only the top card home, not the %1</source>
            <translation>Двойной щелчок отправляет на базу только верхнюю карту, а не %1</translation>
        </message>
        <message>
            <source>The Bouquet</source>
            <translation>Букет</translation>
        </message>
        <message>
            <source>pack</source>
            <translation>колода</translation>
        </message>
        <message>
            <source>turned</source>
            <translation>открытая</translation>
        </message>
        <message>
            <source>talon</source>
            <translation>талон</translation>
        </message>
        <message>
            <source>grace</source>
            <translation>милость</translation>
        </message>
        <message>
            <source>Privy Council</source>
            <translation>Тайный совет</translation>
        </message>
        <message>
            <source>Lords</source>
            <translation>Лорды</translation>
        </message>
        <message>
            <source>Commons</source>
            <translation>Общины</translation>
        </message>
        <message>
            <source>People</source>
            <translation>Народ</translation>
        </message>
        <message>
            <source>EUROPEAN</source>
            <translation>ЕВРОПЕЙЦЫ</translation>
        </message>
        <message>
            <source>ASIATIC</source>
            <translation>АЗИАТЫ</translation>
        </message>
        <message>
            <source>AUSTRALIAN</source>
            <translation>АВСТРАЛИЙЦЫ</translation>
        </message>
        <message>
            <source>AFRICAN</source>
            <translation>АФРИКАНЦЫ</translation>
        </message>
        <message>
            <source>NORTHERN</source>
            <translation>СЕВЕРНОЕ</translation>
        </message>
        <message>
            <source>HEMISPHERE</source>
            <translation>ПОЛУШАРИЕ</translation>
        </message>
        <message>
            <source>SOUTHERN</source>
            <translation>ЮЖНОЕ</translation>
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <source>Re-deals left</source>
            <translation>Осталось пересдач</translation>
        </message>
        <message>
            <source>How many more times this game lets you gather the cards up and deal them again.</source>
            <translation>Сколько ещё раз в этой партии можно собрать карты и сдать их заново.</translation>
        </message>
        <message>
            <source>Counters</source>
            <translation>Фишки</translation>
        </message>
        <message>
            <source>The book's wager: you pay 52 counters for the pack and are paid 5 for every card you lay on a foundation. This is your balance: 11 cards home and you are ahead; all 52 home wins 208.</source>
            <translation>Ставка из книги: вы платите 52 фишки за колоду и получаете 5 за каждую карту, положенную на базу. Это ваш счёт: 11 карт на базах — и вы в выигрыше; все 52 карты приносят 208.</translation>
        </message>
        <message>
            <source>Packets</source>
            <translation>Стопки</translation>
        </message>
        <message>
            <source>What the clock's packets wait for now.</source>
            <translation>Чего сейчас ждут стопки часов.</translation>
        </message>
        <message>
            <source>Circles</source>
            <translation>Круги</translation>
        </message>
        <message>
            <source>How many of the star's three circles are dealt. Each new circle blocks the one inside it; the star is complete with the third (outer) circle.</source>
            <translation>Сколько из трёх кругов звезды уже сдано. Каждый новый круг закрывает внутренний; звезда готова с третьим (внешним) кругом.</translation>
        </message>
        <message>
            <source>Foundations from</source>
            <translation>Базы начинаются с</translation>
        </message>
        <message>
            <source>The rank every foundation starts from in this deal; they build up from it, turning the corner from king to ace.</source>
            <translation>Достоинство, с которого в этом раскладе начинаются все базы; они строятся от него по возрастанию, переходя от короля к тузу.</translation>
        </message>
        <message>
            <source>Rows</source>
            <translation>Ряды</translation>
        </message>
        <message>
            <source>How many rows are dealt so far. Each new row blocks the one above it until the cards below are gone.</source>
            <translation>Сколько рядов уже сдано. Каждый новый ряд закрывает ряд над ним, пока нижние карты не уйдут.</translation>
        </message>
        <message>
            <source>Spaces</source>
            <translation>Свободные места</translation>
        </message>
        <message>
            <source>Empty places waiting to be filled, from the talon or the pack.</source>
            <translation>Пустые места, ждущие карты из талона или колоды.</translation>
        </message>
        <message>
            <source>Deal</source>
            <translation>Сдача</translation>
        </message>
        <message>
            <source>Which deal this is (the first, then each re-deal), and whether its cards are all laid out.</source>
            <translation>Какая это сдача (первая, затем каждая пересдача) и все ли её карты разложены.</translation>
        </message>
        <message>
            <source>Columns dealt</source>
            <translation>Сдано столбцов</translation>
        </message>
        <message>
            <source>How many columns are laid out so far.</source>
            <translation>Сколько столбцов уже разложено.</translation>
        </message>
        <message>
            <source>This round</source>
            <translation>Этот круг</translation>
        </message>
        <message>
            <source>Whether any card has been played since the pack was last turned over: a round with nothing played cannot help, and the game is over.</source>
            <translation>Была ли сыграна хоть одна карта с тех пор, как колоду в последний раз перевернули: круг без ходов ничего не даёт, и партия окончена.</translation>
        </message>
        <message>
            <source>Wings</source>
            <translation>Крылья</translation>
        </message>
        <message>
            <source>What the wings wait for now.</source>
            <translation>Чего сейчас ждут крылья.</translation>
        </message>
        <message>
            <source>Key</source>
            <translation>Ключ</translation>
        </message>
        <message>
            <source>Cards still in the key, the packet of 32 laid out first. Only its top card is free, and only for a foundation. A queen on top of the key takes fourteen cards off it (herself among them) to the bottom of the pack. Clearing the key matters most.</source>
            <translation>Карты, оставшиеся в ключе — стопке из 32 карт, разложенной первой. Свободна только его верхняя карта, и только для базы. Дама наверху ключа уносит из него четырнадцать карт (считая себя) под колоду. Важнее всего разобрать ключ.</translation>
        </message>
        <message>
            <source>Queens on talon</source>
            <translation>Дамы в талоне</translation>
        </message>
        <message>
            <source>Queens laid on the talon. When the pack runs out, each one buys three cards from the bottom of the talon, besides herself, for a fresh pack.</source>
            <translation>Дамы, положенные в талон. Когда колода кончается, каждая покупает для новой колоды три карты снизу талона, кроме самой себя.</translation>
        </message>
        <message>
            <source>Queens to pay</source>
            <translation>Дамы к оплате</translation>
        </message>
        <message>
            <source>Queens on the talon not paid out yet: each buys three cards from the bottom of the talon for the next fresh pack.</source>
            <translation>Ещё не оплаченные дамы в талоне: каждая покупает три карты снизу талона для следующей новой колоды.</translation>
        </message>
        <message>
            <source>Fresh packs</source>
            <translation>Новые колоды</translation>
        </message>
        <message>
            <source>Whether turning the pack again can still change anything.</source>
            <translation>Может ли ещё что-то изменить новый переворот колоды.</translation>
        </message>
        <message>
            <source>Grace</source>
            <translation>Милость</translation>
        </message>
        <message>
            <source>Once the pack is used up, you may take out any one card of the tableau, once; it stays free for a foundation.</source>
            <translation>Когда колода кончилась, можно один раз вынуть любую карту раскладки; она остаётся свободной для базы.</translation>
        </message>
        <message>
            <source>Reserve</source>
            <translation>Резерв</translation>
        </message>
        <message>
            <source>Cards left in the face-down reserve, dealt out when the pack is used up.</source>
            <translation>Карты, оставшиеся в закрытом резерве; они сдаются, когда колода кончится.</translation>
        </message>
        <message>
            <source>Foundation rank</source>
            <translation>Достоинство баз</translation>
        </message>
        <message>
            <source>The rank every foundation starts from in this deal: chosen by you from the cards turned up for it.</source>
            <translation>Достоинство, с которого в этом раскладе начинаются все базы: вы выбираете его из открытых для этого карт.</translation>
        </message>
        <message>
            <source>Fifteens</source>
            <translation>Пятнадцать</translation>
        </message>
        <message>
            <source>How many of the square's eight lines (rows, columns, diagonals) make fifteen now.</source>
            <translation>Сколько из восьми линий квадрата (рядов, столбцов, диагоналей) сейчас дают пятнадцать.</translation>
        </message>
        <message>
            <source>Which deal of the cushion this is: places are refilled only during the first.</source>
            <translation>Какая это сдача подушки: места пополняются только во время первой.</translation>
        </message>
        <message>
            <source>Red talon</source>
            <translation>Красный талон</translation>
        </message>
        <message>
            <source>Red cards laid on the talon of the red kings' side, waiting to refill a place.</source>
            <translation>Красные карты в талоне на стороне красных королей, ждущие свободного места.</translation>
        </message>
        <message>
            <source>Black talon</source>
            <translation>Чёрный талон</translation>
        </message>
        <message>
            <source>Black cards laid on the talon of the black aces' side, waiting to refill a place.</source>
            <translation>Чёрные карты в талоне на стороне чёрных тузов, ждущие свободного места.</translation>
        </message>
        <message>
            <source>Misplaced</source>
            <translation>Чужие</translation>
        </message>
        <message>
            <source>Cards lying in the wrong hemisphere: out of play until exchanged across the equator.</source>
            <translation>Карты в чужом полушарии: вне игры, пока их не обменяют через экватор.</translation>
        </message>
        <message>
            <source>Kings</source>
            <translation>Короли</translation>
        </message>
        <message>
            <source>How many kings have turned up so far: each heads a new line of cards dealt under it.</source>
            <translation>Сколько королей уже открылось: каждый открывает новый ряд карт, сдаваемых под него.</translation>
        </message>
        <message>
            <source>How many of the square's eight lines (three rows, three columns, two diagonals) add up to fifteen. All eight: the square is magic and the game is won.</source>
            <translation>Сколько из восьми линий квадрата (три ряда, три столбца, две диагонали) в сумме дают пятнадцать. Все восемь — квадрат магический, и пасьянс сошёлся.</translation>
        </message>
        <message>
            <source>Deals</source>
            <translation>Сдачи</translation>
        </message>
        <message>
            <source>How many times twelve cards have been dealt onto the cushion. Places emptied after the first deal are filled from the pack; after later deals they stay empty.</source>
            <translation>Сколько раз на подушку сдавалось двенадцать карт. Места, опустевшие после первой сдачи, заполняются из колоды; после следующих сдач они остаются пустыми.</translation>
        </message>
        <message>
            <source>Cards of the ring lying in the wrong hemisphere (black in the north, red in the south): out of play until exchanged for a misplaced card of the other colour.</source>
            <translation>Карты кольца в чужом полушарии (чёрные на севере, красные на юге): вне игры, пока их не обменяют на чужую карту другого цвета.</translation>
        </message>
        <message>
            <source>How many of the eight kings have come in the deal, each heading its own packet.</source>
            <translation>Сколько из восьми королей пришло при сдаче; каждый открывает свою стопку.</translation>
        </message>
        <message>
            <source>Red cards waiting for an empty place of the Army; only the top one comes in next.</source>
            <translation>Красные карты, ждущие свободного места в Армии; следующей входит только верхняя.</translation>
        </message>
        <message>
            <source>Black cards waiting for an empty place of the Navy; only the top one comes in next.</source>
            <translation>Чёрные карты, ждущие свободного места во Флоте; следующей входит только верхняя.</translation>
        </message>
        <message>
            <source>Garden rows</source>
            <translation>Ряды сада</translation>
        </message>
        <message>
            <source>How many rows of the garden are dealt (eight cards each). Each row blocks the one above it; a card is free once nothing lies below it in its column. Vacancies are never refilled.</source>
            <translation>Сколько рядов сада уже сдано (по восемь карт). Каждый ряд закрывает ряд над ним; карта свободна, когда под ней в столбце ничего нет. Свободные места не пополняются.</translation>
        </message>
        <message>
            <source>How many rows of ten are dealt. A card is free from the top or the bottom of its column; only the last row's spaces may be filled.</source>
            <translation>Сколько рядов по десять карт уже сдано. Карта свободна сверху или снизу своего столбца; заполнять можно только свободные места последнего ряда.</translation>
        </message>
        <message>
            <source>The game on the table and its deal number: Game &gt; Deal by number plays the same deal again.</source>
            <translation>Пасьянс на столе и номер его расклада: «Игра &gt; Расклад по номеру» повторит тот же расклад.</translation>
        </message>
        <message>
            <source>Your moves so far; the cards auto-play sent to the foundations are counted apart.</source>
            <translation>Ваши ходы до сих пор; карты, отправленные на базы автоходом, считаются отдельно.</translation>
        </message>
        <message>
            <source>Cards left in the pack (face down), and in the talon, where the cards turned from the pack lie.</source>
            <translation>Карты, оставшиеся в колоде (рубашкой вверх) и в талоне, куда ложатся открытые из колоды карты.</translation>
        </message>
        <message>
            <source>Time played on this deal: the clock starts with your first move and stops while the game is won or put away.</source>
            <translation>Время игры в этом раскладе: часы идут с вашего первого хода и стоят, когда пасьянс сошёлся или отложен.</translation>
        </message>
        <message>
            <source>Re-deal</source>
            <translation>Пересдача</translation>
        </message>
        <message>
            <source>Fill</source>
            <translation>Заполнить</translation>
        </message>
        <message>
            <source>Refill</source>
            <translation>Пополнить</translation>
        </message>
        <message>
            <source>Draw out</source>
            <translation>Вытянуть</translation>
        </message>
        <message>
            <source>Deal row</source>
            <translation>Сдать ряд</translation>
        </message>
        <message>
            <source>%1 Now: %2.</source>
            <translation>%1 Сейчас: %2.</translation>
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
            <translation>туз</translation>
        </message>
        <message>
            <source>2</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>двойка</translation>
        </message>
        <message>
            <source>3</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>тройка</translation>
        </message>
        <message>
            <source>4</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>четвёрка</translation>
        </message>
        <message>
            <source>5</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>пятёрка</translation>
        </message>
        <message>
            <source>6</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>шестёрка</translation>
        </message>
        <message>
            <source>7</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>семёрка</translation>
        </message>
        <message>
            <source>8</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>восьмёрка</translation>
        </message>
        <message>
            <source>9</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>девятка</translation>
        </message>
        <message>
            <source>10</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>десятка</translation>
        </message>
        <message>
            <source>knave</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>валет</translation>
        </message>
        <message>
            <source>queen</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>дама</translation>
        </message>
        <message>
            <source>king</source>
            <extracomment>a rank's name, filled into sentences (“the %1 of hearts”)</extracomment>
            <translation>король</translation>
        </message>
        <message>
            <source>an ace</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>туз</translation>
        </message>
        <message>
            <source>a 2</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>двойка</translation>
        </message>
        <message>
            <source>a 3</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>тройка</translation>
        </message>
        <message>
            <source>a 4</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>четвёрка</translation>
        </message>
        <message>
            <source>a 5</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>пятёрка</translation>
        </message>
        <message>
            <source>a 6</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>шестёрка</translation>
        </message>
        <message>
            <source>a 7</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>семёрка</translation>
        </message>
        <message>
            <source>an 8</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>восьмёрка</translation>
        </message>
        <message>
            <source>a 9</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>девятка</translation>
        </message>
        <message>
            <source>a 10</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>десятка</translation>
        </message>
        <message>
            <source>a knave</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>валет</translation>
        </message>
        <message>
            <source>a queen</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>дама</translation>
        </message>
        <message>
            <source>a king</source>
            <extracomment>a rank's name with its article (“Only %1 can go on the 9♠”)</extracomment>
            <translation>король</translation>
        </message>
        <message>
            <source>clubs</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>треф</translation>
        </message>
        <message>
            <source>diamonds</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>бубён</translation>
        </message>
        <message>
            <source>hearts</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>червей</translation>
        </message>
        <message>
            <source>spades</source>
            <extracomment>a suit's name, plural (“This foundation takes %1 only”)</extracomment>
            <translation>пик</translation>
        </message>
        <message>
            <source>space</source>
            <extracomment>an empty place (“Only a king can fill an empty %1”)</extracomment>
            <translation>свободное место</translation>
        </message>
        <message>
            <source>column</source>
            <extracomment>an empty place (“Only a king can fill an empty %1”)</extracomment>
            <translation>пустой столбец</translation>
        </message>
        <message>
            <source>row</source>
            <extracomment>an empty place (“Only a king can fill an empty %1”)</extracomment>
            <translation>пустой ряд</translation>
        </message>
        <message>
            <source>a fraction</source>
            <translation>дробное число</translation>
        </message>
        <message>
            <source>a list</source>
            <translation>список</translation>
        </message>
        <message>
            <source>a whole number</source>
            <translation>целое число</translation>
        </message>
        <message>
            <source>an object</source>
            <translation>объект</translation>
        </message>
        <message>
            <source>first</source>
            <translation>первый</translation>
        </message>
        <message>
            <source>journal</source>
            <translation>журнал</translation>
        </message>
        <message>
            <source>journal line</source>
            <translation>строка журнала</translation>
        </message>
        <message>
            <source>northern</source>
            <translation>северное</translation>
        </message>
        <message>
            <source>save</source>
            <translation>файл сохранения</translation>
        </message>
        <message>
            <source>second</source>
            <translation>второй</translation>
        </message>
        <message>
            <source>southern</source>
            <translation>южное</translation>
        </message>
        <message>
            <source>statistics file</source>
            <translation>файл статистики</translation>
        </message>
        <message>
            <source>text</source>
            <translation>текст</translation>
        </message>
        <message>
            <source>the House of Commons</source>
            <translation>Палата общин</translation>
        </message>
        <message>
            <source>the House of Lords</source>
            <translation>Палата лордов</translation>
        </message>
        <message>
            <source>the People</source>
            <translation>Народ</translation>
        </message>
        <message>
            <source>the Privy Council</source>
            <translation>Тайный совет</translation>
        </message>
        <message>
            <source>third</source>
            <translation>третий</translation>
        </message>
        <message>
            <source>true or false</source>
            <translation>true или false</translation>
        </message>
    </context>
</TS>
