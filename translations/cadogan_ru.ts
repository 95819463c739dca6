<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru" sourcelanguage="en">
    <context>
        <name>App</name>
        <message>
            <source>Damaged file set aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: deal %2 resumed where it was left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 was kept: choose it again to go on where you left it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal %1 was put aside: Undo brings it back</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Appearance</name>
        <message>
            <source>Red lattice</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Blue rosette</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Green stripes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Green</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Blue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Wine</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1; the built-in deck is used instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card &amp;back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Table colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card &amp;deck…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw the cards with another deck: those installed for KDE and GNOME games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card &amp;size</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Fit to window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Larger cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>S&amp;maller cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Reduced motion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards move at once, without gliding; no flying cards on a win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The %1 deck has its own back; this one shows with Cadogan's deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1. The built-in deck is used instead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards drawn with the %1 deck</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Chooser</name>
        <message numerus="yes">
            <source>%Ln piquet pack(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>One pack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln pack(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>Choose a game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The book's %1 games and their variants. Choose one:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Type to filter by name…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Show only games played with this many packs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The book's order</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>By name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No game matches.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Any packs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&lt;b&gt;%1&lt;/b&gt; — %2. %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>DeckDialog</name>
        <message>
            <source>Cadogan (built in)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card deck</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw the cards with the built-in deck, or with a deck installed for other card games:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Add a &amp;folder of decks…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Decks of KDE's kind (folders with index.desktop) or SVG files, where they lie</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Drawn by Cadogan itself</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1
(cannot be read)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A folder of card decks</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EndPanel</name>
        <message>
            <source>New deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Games</name>
        <message>
            <source>La Belle Lucie</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eighteen fans of three; marry down in suit to free the aces. Two re-deals.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-deal at any time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A re-deal may be taken whenever one is left, not only when no card can be played.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The House in the Wood</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>La Belle Lucie with two packs: thirty-six fans and eight aces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The House on the Hill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: four aces build up, four kings build down; marry up or down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Canfield or Klondike</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Seven columns, red on black; turn the stock once, one card at a time, and play for counters.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Clock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Twelve foundations round a dial, each building in suit until it reaches its hour.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Strict order: play, then marry, then refill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Once a marriage is made, no card may be played until the packets are refilled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Shah</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A star of eight rays round a lone king; eight aces build up to the queens.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Margarethe</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The court cards spell an M, nine help cards an A; build each court down three steps in suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Talon laid aside until the re-deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Only the card just turned may be played; once another card covers it, it waits for the re-deal.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Herring-Bone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A herring-bone of 28 cards taken from the foot up; eight bases of one rank, four up, four down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>German variety: the herring-bone from one pack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The herring-bone is dealt from one shuffled pack alone, so it holds no two alike; the rest of that pack is shuffled with the second pack for everything after.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Babette</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs dealt in rows of eight that keep their holes; only the lowest card of a column plays.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fortress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two groups of rows round four aces; marry up or down in suit, and reverse runs through empty lanes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>General Sedgewick</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A cross of five packets; the first card turned after it sets the foundation rank.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Napoleon at St. Helena</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: ten columns of four; marry down in suit, fill empty columns, turn the pack once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty columns from the talon only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An empty column may be filled only with the top card of the talon, never from another column.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Napoleon's Square</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: twelve packets of four round three sides of a square; marry down in suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Napoleon's Square (single cards)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Napoleon's Square begun with twelve single cards; marry down in suit as the pack is turned.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Blockade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs dealt in rows of twelve, each row blocking the one above; marry down in suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refill each vacancy at once</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Every vacancy is refilled from the pack straight after the move that made it, so no card above it is ever released while the pack lasts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Congress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs; rivers dealt row on row feed four helps that build down; eight aces build up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Fifteen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs in fifteen columns; aces build up, kings down; marry up or down and use the lanes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One ace and one king of each suit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The four rising foundations must be of four different suits, and so must the four falling ones.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Flower-Garden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Six flower-beds of six and a bouquet of sixteen free cards; build down in any suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Four Corners</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Twelve packets at the corners and sides; play only as the cards fall until the deal is done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Kings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: eight aces in the centre build to kings regardless of suit; rows grow out on both sides.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A lane needs the whole row empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An emptied line takes a card only when the line on the other side of the aces is empty too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Nation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs in twelve columns counted to eight; aces build up, kings down; two re-deals.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Square</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sixteen cards in a square; four aces climb to the kings and come back down to the aces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Sultan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: the Sultan in a square of kings; build to the queens from the Divan and the talon.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two Rings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: sevens build up and sixes down in two linked rings, fed from an eight-card bracelet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Bracelet refilled from the talon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bracelet space takes the talon's top card, or the pack's next card when there is no talon.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Zodiac</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: marry every card into a circle of 24 round an Equator of 8, then build eight foundations.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Mill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: a windmill of eight cards round one ace; four kings in the angles build down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Queens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: play off the key, marry on the shutter; each queen in the talon buys a fresh pack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The key pays for every queen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whenever a queen comes uppermost on the key during play, fourteen key cards go under the pack too.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The queens stay in the talon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A payment deals only three talon cards for each new queen; the queens themselves stay in the talon.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>La Nivernaise</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two Flanks guard eight foundations; six Line packets grow by fours and only their tops play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Examining counts the top card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>With k empty Flank places you see k cards of each Line packet, its top card among them, rather than k cards beneath the top.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The "Louis" Patience</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An alphabet of twelve letters round eight foundations, dealt in circles that block each other.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A card played as it turns up uses up its letter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>When you play a card as it is dealt, the next card goes to the next letter, not to the same one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The re-deal begins with g's cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The letters are gathered so that the bottom card of g is dealt first and the cards of f come last.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Labyrinth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs dealt in rows of ten that keep their holes; a card plays when free at either end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foundations as they come</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The aces and kings are not taken out first: the first ace and king of each suit to come free begin its foundations.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No talon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A card turned from the pack must go into a vacancy of the last row (or to a foundation) before another is turned or the next row dealt.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Carpet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs; a carpet of 64 cards laid like a chessboard, freed by lanes to its narrow ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Duchess de Luynes</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs dealt in rows of four with two laid aside each time; the reserve opens at the end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two re-deals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The packets and the reserve may be taken up and dealt again twice instead of once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Fish-Bone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eight knaves down a spine, each with its king and queen as bones; a gridiron marries upward.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Sly</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs; deals of twenty laid on the promenade where you choose, played only between deals.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Promenade in four rows of five</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The promenade is laid in four rows of five instead of two rows of ten; the rules are the same.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Anna</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Eight helps spell an A, eight knaves an N; build the knaves down to the kings, marry up on helps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Ace on king in the helps</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A marriage may turn the corner: an ace of the same suit may be placed on a king among the helps.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Light and Shade</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs; aces built up red and black in turn, fed only from four Auxiliaries.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Talon only through the Rivals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The talon's cards reach the Auxiliaries only by filling a Rival space, never in sequence.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rows seen from the far side</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The plate read from the other side of the table: the Rivals lie next to the aces, the Auxiliaries below them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Red and Black</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs; eight Volunteers built down red on black, the talon shuffled and dealt once more.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Talon laid aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The talon's cards wait for the re-deal: only the card just turned may be played before it is covered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Move whole runs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A run of red and black in descending order moves from Volunteer to Volunteer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Terrace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs; free the Terrace card by card onto foundations of a rank you choose, red and black.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrace first as advice only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A Terrace card that fits a foundation need not be played before a valley or talon card takes its place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Olga</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four piquet packs; a flower-bed of seven rows, built down red and black, sixteen aces up to the kings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No card on a seven</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>An ace may not be placed on a seven in the flower-bed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A run of red and black in descending order moves from column to column.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Mount Olympus</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: a pyramid of aces and twos climbing in steps of two; a battery built down by twos.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spenser's Fairie Queen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs dealt in lines under the kings as they come; aces up to the queens; bare kings take any card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Besieged City</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: a Reserve walled in by fourteen Ramparts; foundations zig-zag from ace to ace.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zig-zag neighbours adding up to fourteen only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>On the Ramparts, besides cards one apart, only pairs adding up to fourteen go on each other (Q on 2, J on 3 … 7 on 7, A on K), not those adding up to fifteen (K on 2, Q on 3 …).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Constitution</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: cards climb from the People through Commons and Lords to the Privy Council, then home.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cæsar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nine cards, ace to nine, in a square: swap them until every line makes fifteen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shuffled opening</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The nine cards are laid at random instead of as the book's picture.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Shuffled, with three fifteens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The nine cards are laid at random, but so that exactly three lines make fifteen, as in the book.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nestor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Six rows of eight: pair off the lowest cards of equal value, with a reserve of four for help.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Take up the reserve at any time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A reserve card may be taken up even while a pair can still be made.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Fourteenth</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs through a square of 25: pair off cards of one line adding to fourteen.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>One exchange a game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The exchange may be made once in the whole game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The exchange is one swap</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The exchange moves two cards, which change places, instead of two pairs of cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Wheel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Three pip cards making eighteen, crowned by a court card, fill a circle round a cross of aces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Great Thirteen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No foundations: under each balcony card build by doubling, then adding its value, to a king.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Priority for the card only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A card that could begin an empty numeral must begin it, but other cards may still be added elsewhere meanwhile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Empress of India</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Four packs: the Army's red cards and the Navy's black go home in pairs, one of each colour.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pair cards only when no pair can go home</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A new pair may be made only when no two cards can go home together, unless the new pair goes at once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Hemispheres</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: red cards live north and black south; exchange the misplaced across the equator.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The end comes when the pack is used up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Misplaced cards may move alone into a space, and the barriers be played, once the pack is used up, even while the talon still holds cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At the end, misplaced cards are free where they lie</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>At the end a card in the wrong hemisphere may be used where it lies, as well as moved to a space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The Salic Law</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Two packs: each king heads the cards dealt until the next; aces climb to knaves in any suit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A bare king takes a card once only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>After the deal each bare king may take one card once in the game, not again when that card has gone.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Language</name>
        <message>
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The system's language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cadogan will speak %1 from its next start.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <source>Cadogan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;New deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Restart deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal by &amp;number…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Choose game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Statistics…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Edit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Settings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Auto-play to foundations</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Safe moves only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;All moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Game &amp;options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Full screen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Rules of this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rules of this game (F1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose another game (Ctrl+G); the game in progress is kept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;About Cadogan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Table</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Undo: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Redo: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>New deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Restart deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal by number</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal number:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 is on the table: New deal deals again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: deal %2 resumed where it was left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game left could not be kept: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>About Cadogan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cadogan %1

The games of patience of Lady Cadogan's illustrated book, on a card table.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Click: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The %1 goes with more than one card: drop it on the one you choose</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing goes with the %1 now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No foundation takes the %1 now</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No useful move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Hint: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Solved!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, deal %2: %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Solved! Well played.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>No more moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1. Undo, or try a new deal.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln move(s)</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <source>%Ln more by auto-play</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>no help from auto-play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, %2, in %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 · deal %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moves: %1, %2 by auto-play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Moves: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Pack: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Talon: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 &amp;options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This game has no options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal %1 started again: %2 on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal %1 started again: %2 off</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Open…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save the game to the file it came from (or choose one)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save &amp;As…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game could not be saved: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game cannot be kept</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game in progress could not be saved, so the play since then would be lost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1.

Save it to another place before closing?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save &amp;Elsewhere…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>&amp;Close Without Saving</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save As</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game could not be saved to %1: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Saved to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 cannot be opened.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened %1; %2 was kept: choose it again to go on</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened %1: Undo brings back the deal before</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Opened %1: Undo brings back the deal kept before; %2 was kept too</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Save game as</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Open a saved game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 (%2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cadogan games (*.cadogan);;All files (*)</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Piles</name>
        <message>
            <source>packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>column %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>stock</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>waste</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the I foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the II foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the III foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the IV foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the V foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the VI foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the VII foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the VIII foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the IX foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the X foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the XI foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the XII foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet I</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet II</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet III</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet IV</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet V</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet VI</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet VII</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet VIII</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet IX</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet X</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet XI</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>packet XII</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>talon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Shah</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ray %1, inner place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ray %1, middle place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ray %1, outer place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the kings set aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the king of hearts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the king of clubs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the king of diamonds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the king of spades</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the knave of hearts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the knave of clubs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the knave of diamonds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the knave of spades</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the queen of hearts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the queen of clubs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the queen of diamonds</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the queen of spades</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the aces' packet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>help card %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the herring-bone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a side scene</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a bar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a descending foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an ascending foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a king foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an ace foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>row %1, column %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the pack</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>left row %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>right row %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the top packet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the left packet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the centre packet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the right packet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bottom packet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the upper-left foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the upper-right foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the lower-left foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the lower-right foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>river %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>help %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Bouquet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>corner packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>side packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the A♥ foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the A♠ foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the A♦ foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the A♣ foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the K♥ foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the K♠ foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the K♦ foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the K♣ foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a foundation of row %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>pile %1 of the Square</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the top left foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the top right foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bottom left foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bottom right foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the top middle foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the left middle foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the right middle foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bottom middle foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Sultan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Divan card %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the card just turned</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the left ring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the right ring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>bracelet card %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an ace's foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a king's foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Zodiac packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Equator place %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the ace packet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the top-left angle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the top-right angle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bottom-right angle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the bottom-left angle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the wing (top arm, inner)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the wing (top arm, outer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the wing (right arm, inner)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the wing (right arm, outer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the wing (bottom arm, inner)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the wing (bottom arm, outer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the wing (left arm, inner)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the wing (left arm, outer)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>foundation %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>shutter %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the left Flank's place %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the right Flank's place %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Line packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the diamond ace foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the club ace foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the heart ace foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the spade ace foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the diamond king foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the club king foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the heart king foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the spade king foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter a</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter b</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter c</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter d</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter e</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter f</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter g</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter h</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter i</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter k</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter l</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>letter m</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the diamonds laid aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the clubs laid aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the hearts laid aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the spades laid aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the grace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>row %1, column %2 of the carpet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the reserve</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>gridiron pile %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>knave %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the king beside knave %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the queen beside knave %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a knave's foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Auxiliary %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rival %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Volunteer %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Terrace card %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>valley packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>column %1 of the flower-bed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the ace of hearts foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the two of spades foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the ace of diamonds foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the two of clubs foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the two of hearts foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the ace of spades foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the two of diamonds foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the ace of clubs foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>battery pile %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>line %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Reserve (row %1, column %2)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Rampart above column %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Rampart right of row %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Rampart below column %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Rampart left of row %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Sovereign</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the N foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the NE foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the E foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the SE foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the S foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the SW foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the W foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the NW foundation</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Judge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a Bishop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the queens laid aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Privy Council, packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the House of Lords, packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the House of Commons, packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the People, packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the reserve cards taken up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the discard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the cross</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the circle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>cushion place %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>balcony card %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>numeral %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>ground packet %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the packet in hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>an Admiral (a black foundation)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a General (a red foundation)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Army</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Navy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the Empress</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the guard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the queens set aside</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the red talon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the black talon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>a barrier</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>place %1 (the Europeans)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>place %1 (the Asiatics)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>place %1 (the Australians)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>place %1 (the Africans)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>the queens' row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>king %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Rules</name>
        <message>
            <source>Rules — %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>*These rules are not yet written in %1: here they are in English.*</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Solving</name>
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>Talon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source> on </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, %1 more face up</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <source>%Ln card(s) face down</source>
            <translation type="unfinished">
                <numerusform />
                <numerusform />
                <numerusform />
            </translation>
        </message>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>, </source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Card table: %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Statistics</name>
        <message>
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Won %</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best time</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fewest moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Streak</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Best streak</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Statistics</source>
            <translation type="unfinished" />
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
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1, then %2 cards by auto-play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose the card it goes with</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>choose where to put it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 and %2 more picked up: %3 (Esc puts it back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 picked up: %2 (Esc puts it back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 turned: choose where to put it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Choose a place for the %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Put back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing to pick up from the %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Nothing chosen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 chosen: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 chosen</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2 (click a chosen card to put it back)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>A double-click sends only the top card home, not the %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Wording</name>
        <message>
            <source>Re-deals left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many more times this game lets you gather the cards up and deal them again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Counters</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The book's wager: you pay 52 counters for the pack and are paid 5 for every card you lay on a foundation. This is your balance: 11 cards home and you are ahead; all 52 home wins 208.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Packets</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the clock's packets wait for now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Circles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many of the star's three circles are dealt. Each new circle blocks the one inside it; the star is complete with the third (outer) circle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foundations from</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rank every foundation starts from in this deal; they build up from it, turning the corner from king to ace.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many rows are dealt so far. Each new row blocks the one above it until the cards below are gone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Spaces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Empty places waiting to be filled, from the talon or the pack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which deal this is (the first, then each re-deal), and whether its cards are all laid out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Columns dealt</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many columns are laid out so far.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>This round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether any card has been played since the pack was last turned over: a round with nothing played cannot help, and the game is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Wings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>What the wings wait for now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Key</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards still in the key, the packet of 32 laid out first. Only its top card is free, and only for a foundation. A queen on top of the key takes fourteen cards off it (herself among them) to the bottom of the pack. Clearing the key matters most.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queens on talon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queens laid on the talon. When the pack runs out, each one buys three cards from the bottom of the talon, besides herself, for a fresh pack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queens to pay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Queens on the talon not paid out yet: each buys three cards from the bottom of the talon for the next fresh pack.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fresh packs</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Whether turning the pack again can still change anything.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Grace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Once the pack is used up, you may take out any one card of the tableau, once; it stays free for a foundation.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Reserve</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards left in the face-down reserve, dealt out when the pack is used up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Foundation rank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The rank every foundation starts from in this deal: chosen by you from the cards turned up for it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fifteens</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many of the square's eight lines (rows, columns, diagonals) make fifteen now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Which deal of the cushion this is: places are refilled only during the first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Red talon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Red cards laid on the talon of the red kings' side, waiting to refill a place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black talon</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black cards laid on the talon of the black aces' side, waiting to refill a place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Misplaced</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards lying in the wrong hemisphere: out of play until exchanged across the equator.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Kings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many kings have turned up so far: each heads a new line of cards dealt under it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many of the square's eight lines (three rows, three columns, two diagonals) add up to fifteen. All eight: the square is magic and the game is won.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deals</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many times twelve cards have been dealt onto the cushion. Places emptied after the first deal are filled from the pack; after later deals they stay empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards of the ring lying in the wrong hemisphere (black in the north, red in the south): out of play until exchanged for a misplaced card of the other colour.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many of the eight kings have come in the deal, each heading its own packet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Red cards waiting for an empty place of the Army; only the top one comes in next.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Black cards waiting for an empty place of the Navy; only the top one comes in next.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Garden rows</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many rows of the garden are dealt (eight cards each). Each row blocks the one above it; a card is free once nothing lies below it in its column. Vacancies are never refilled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>How many rows of ten are dealt. A card is free from the top or the bottom of its column; only the last row's spaces may be filled.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>The game on the table and its deal number: Game &gt; Deal by number plays the same deal again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Your moves so far; the cards auto-play sent to the foundations are counted apart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Cards left in the pack (face down), and in the talon, where the cards turned from the pack lie.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Time played on this deal (the clock stops while the game is won or put away).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Re-deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Fill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Refill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Draw out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>Deal row</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1 Now: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
    </context>
</TS>
