"""Honest ends: sequences reversed card by card, and the bounded search that
tells idle moves from progress, so a game is called lost only when no useful
move is left; and the solver's cheap dead ends (cards buried for good, cards
that can go home neither way, cards across stacks that wait on one another).

Used by: anna, babette, canfield_or_klondike, duchess_de_luynes, fortress,
general_sedgewick, la_belle_lucie, la_nivernaise, light_and_shade,
marriage_tableau, nestor, red_and_black, sly, spensers_fairie_queen,
the_besieged_city, the_blockade, the_carpet, the_clock, the_constitution,
the_fifteen, the_fish_bone, the_flower_garden, the_four_corners,
the_great_thirteen, the_hemispheres, the_kings, the_labyrinth, the_nation,
the_olga, the_queens, the_salic_law, the_square, the_terrace, the_zodiac.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Collection, Hashable, Iterable, Iterator, Mapping, Sequence
from functools import lru_cache, partial
from itertools import combinations, product

from ..cards import Card, Suit
from ..moves import MOVE, YES, Move, Verdict
from ..ops import Tx, revert_all
from ..rules import FOUNDATION, Game
from ..state import State
from .foundations import AcesUpKingsDown


def rank_swap(state: State, move: Move, piles: Collection[str]) -> bool:
    """Does ``move`` carry one card between two of ``piles`` from a card of
    some rank onto another card of that same rank? Where building ignores
    suit, such a move only trades one card's place for another's (like a twin
    swap): games that build regardless of suit count it as idle-looking
    (see ``Game.looks_idle``)."""
    if move.kind != MOVE or move.count != 1 or move.src not in piles or move.dst not in piles:
        return False
    pile, onto = state.piles[move.src], state.top(move.dst)
    if onto is None or len(pile) < 2:
        return False
    below = pile[-2]
    return below.rank == onto.rank and state.is_up(below) and below.rank == pile[-1].rank + 1


def reversal_moves(src: str, dst: str, count: int) -> list[Move]:
    """The book's way of reversing a sequence: the top ``count`` cards of
    ``src`` carried to ``dst`` (a lane, or another packet) by ordinary
    single-card moves, the outside card first, so the deepest card of the
    sequence ends outside. There is no multi-card move for it."""
    return [Move(MOVE, src, dst, 1) for _ in range(count)]


def reversal(game: Game, state: State, src: str, dst: str, count: int) -> Verdict:
    """May the top ``count`` cards of ``src`` be reversed onto ``dst``? Each of
    :func:`reversal_moves` must be legal where the one before left the cards.
    ``state`` is left as it was."""
    work = state.copy()
    for move in reversal_moves(src, dst, count):
        verdict = game.check(work, move)
        if not verdict:
            return verdict
        tx = Tx(work)
        game.perform(work, move, tx)
        game.settle(work, tx)
    return YES


PROGRESS_SEARCH_LIMIT = 400  # positions progress_reachable may visit


_progress_seen: dict[tuple, bool] = {}


def is_progress(game: Game, state: State, move: Move) -> bool:
    """A move that gets the game on: a card to a foundation, or a click (the
    pack, a re-deal)."""
    if move.kind != MOVE:
        return True
    roles = game.pile_roles()
    return roles[move.dst] == FOUNDATION and roles[move.src] != FOUNDATION


def progress_reachable(game: Game, state: State, limit: int = PROGRESS_SEARCH_LIMIT, alike: str | None = None) -> bool:
    """Can the game get on (:func:`is_progress`) now, or after some series of
    other legal moves? Games whose cards may shift back and forth for ever
    (marriages up and down, lanes that take any card) call a position lost
    only when this is false. The search is breadth-first and bounded: past
    ``limit`` positions the answer is yes, so a game is never called lost
    while it might not be. Answers are remembered per position. ``alike``
    names a role whose piles the rules treat all alike (columns that marry
    and take any card when empty): positions that differ only in which of
    those piles holds what count as one, so emptied piles do not multiply
    the positions to search."""
    key = (game.id, limit, alike, state.key())
    answer = _progress_seen.get(key)  # read once: a solver's thread may empty the store meanwhile
    if answer is None:
        if len(_progress_seen) > 256:
            _progress_seen.clear()
        answer = _progress_seen[key] = _search_progress(game, state, limit, alike)
    return answer


def _position_key(roles: dict[str, str], state: State, alike: str | None) -> tuple:
    if alike is None:
        return state.key()
    piles = frozenset(Counter(tuple(cards) for pile, cards in state.piles.items() if roles[pile] == alike).items())
    others = tuple((pile, tuple(cards)) for pile, cards in state.piles.items() if roles[pile] != alike)
    return piles, others, frozenset(state.face_down), tuple(sorted(state.counters.items()))


def _search_progress(game: Game, state: State, limit: int, alike: str | None = None) -> bool:
    if game.is_won(state):
        return False
    roles = game.pile_roles()
    work = state.copy()
    seen = {_position_key(roles, work, alike)}
    frontier = [work]
    while frontier:
        next_frontier = []
        for current in frontier:
            for move in game.legal_moves(current):
                if is_progress(game, current, move):
                    return True
                whole_pile = current.is_empty(move.dst) and move.count == current.size(move.src)
                if whole_pile and roles[move.src] == roles[move.dst]:
                    continue  # the same position, mirrored
                tx = Tx(current)
                game.perform(current, move, tx)
                game.settle(current, tx)
                key = _position_key(roles, current, alike)
                if key not in seen:
                    seen.add(key)
                    next_frontier.append(current.copy())
                revert_all(current, tx.ops)
                if len(seen) > limit:
                    return True
        frontier = next_frontier
    return False


def shift_leads_nowhere(game: Game, state: State, move: Move, limit: int = PROGRESS_SEARCH_LIMIT) -> bool:
    """For games whose cards may shift for ever (marriages up and down,
    building regardless of suit, lanes): a move that is not progress is idle
    when no series of moves can bring progress (:func:`progress_reachable`,
    searching at most ``limit`` positions).
    A game's ``is_idle`` adds this to the base class's idle moves."""
    return not is_progress(game, state, move) and not progress_reachable(game, state, limit)


def buried_for_good(
    state: State, piles: Collection[str], packs: int, steps: Sequence[int] = (-1,), previous_only: bool = False
) -> bool:
    """A dead end of the games whose foundations rise in suit from the ace,
    whose tableau cards move one at a time, only the top card of a pile,
    and only home or onto a card they marry (``steps`` as in ``marriage``:
    -1, the card one rank above), with no space, cell or re-deal left to
    take them anywhere else (La Belle Lucie and the House in the Wood in
    their last deal). Is some card lying above every copy of a lower card
    of its suit (so it can never go home: each foundation of the suit needs
    one of those copies first, and they stay under it) while every copy of
    each card it could marry onto lies under it as well (so it can never
    leave)? Such a position can never be won.

    ``piles`` are the tableau piles (and a talon never re-dealt, whose cards
    only go home), ``packs`` the copies of each card. With
    ``previous_only`` the foundations start from fixed base cards already
    laid and go round from king to ace (the Clock): a card then waits only
    for the card one rank below it, the king's for the ace below the ace,
    so only that card buried with every copy keeps it from home.
    (Asked of every position the solver enters: plain loops over the few
    cards of each pile.)"""
    return buried_in((state.piles[pile] for pile in piles), packs, steps, previous_only)


def never_home(state: State, stacks: Iterable[Sequence[Card]], home: AcesUpKingsDown, packs: int) -> bool:
    """A dead end of the games where each suit has one foundation rising from
    its ace and one falling from its king (``home``), and tableau cards go
    nowhere but home, each stack's top card first, with no re-deal left to
    change their order (Babette's garden columns in its last deal). Is some
    card lying above every copy still loose of a card its rising pile needs
    before it, and above every such copy of a card its falling pile needs
    before it? It can then go home neither way, and the game is lost.
    ``stacks`` hold each column's cards, the one that plays last first."""
    tops: dict[Suit, list[int]] = {}  # suit: [rising top rank, falling top rank]
    homed: dict[tuple[Suit, int], int] = {}
    for pile in home.piles:
        cards = state.piles[pile]
        if cards:
            tops.setdefault(cards[0].suit, [0, 14])[0 if pile in home.up else 1] = cards[-1].rank
            for card in cards:
                face = (card.suit, card.rank)
                homed[face] = homed.get(face, 0) + 1
    for cards in stacks:
        below: dict[tuple[Suit, int], int] = {}  # faces under the card, with their copies
        # suit: the ranks (bit r for rank r) whose every loose copy lies under the card
        shut: dict[Suit, int] = {}
        for card in cards:
            suit, rank = card.suit, card.rank
            # Without such a face of its suit under it, a card can go home
            # some way (both piles past its rank would hold every copy of it).
            ranks = shut.get(suit, 0)
            if ranks:
                up, down = tops.get(suit, (0, 14))
                # Its rising pile holds its rank already or needs one of them
                # first (a shut rank between), and so does its falling pile.
                if (rank <= up or ranks & ((1 << rank) - (2 << up))) and (
                    rank >= down or ranks & ((1 << down) - (2 << rank))
                ):
                    return True
            face = (suit, rank)
            count = below[face] = below.get(face, 0) + 1
            if count >= packs - homed.get(face, 0):
                shut[suit] = ranks | 1 << rank
    return False


def stranded(
    stacks: Iterable[Sequence[Card]],
    face: Callable[[Card], Hashable],
    copies: int,
    blocked: Callable[[Card, Collection[Hashable]], bool],
    onto: Callable[[Card], Iterable[Hashable]],
    foundations: Iterable[Sequence[Card]],
) -> bool:
    """A dead end of the games whose stacks (a talon never re-dealt, packets
    built on, a row freed from one end; each given bottom first) give up only
    their top card, and only to a foundation or onto a card of a face that
    ``onto(card)`` names, never to a space or a cell. ``face`` says which
    cards count as copies of one another (``copies`` of each: suit and rank
    where foundations follow suit, colour and rank where they only alternate
    colours); ``blocked(card, shut)`` whether the card can never go home
    while the cards of the faces ``shut`` stay where they are (see
    :func:`rising_in_suit`). Is some card lying above every loose copy (one
    not on a foundation) of the faces that keep it from home, while every
    copy of each face it could go onto lies under it too or on a
    foundation, where cards stay (so it can never leave)? Such a position
    can never be won. (Asked of every position the solver enters: one pass
    over the stacks, the faces shut under a card counted as they come.)"""
    homed: dict[Hashable, int] = {}
    for pile in foundations:
        for card in pile:
            mine = face(card)
            homed[mine] = homed.get(mine, 0) + 1
    return _shut_in(stacks, face, lambda mine: copies - homed.get(mine, 0), blocked, onto)


def _shut_in(
    stacks: Iterable[Sequence[Card]],
    face: Callable[[Card], Hashable],
    loose: Callable[[Hashable], int],
    blocked: Callable[[Card, Collection[Hashable]], bool],
    onto: Callable[[Card], Iterable[Hashable]],
) -> bool:
    """The one pass of :func:`stranded` and :func:`stuck_for_good`: is some
    card of a stack ``blocked`` by the faces whose every loose copy
    (``loose(face)`` of them, the others being home) lies under it, while
    every loose copy of each face it could go ``onto`` lies under it too?"""
    for cards in stacks:
        below: dict[Hashable, int] = {}
        shut: set[Hashable] = set()  # faces with every loose copy under the card
        for card in cards:
            if shut and blocked(card, shut) and all(below.get(other, 0) >= loose(other) for other in onto(card)):
                return True
            mine = face(card)
            count = below[mine] = below.get(mine, 0) + 1
            if count >= loose(mine):
                shut.add(mine)
    return False


def rising_in_suit(tops: dict[Suit, list[int]], order: Sequence[int]) -> Callable[[Card, Collection[Hashable]], bool]:
    """``blocked`` for :func:`stranded` where foundations rise in suit along
    ``order`` (the ranks from the first) and faces are (suit, rank):
    ``tops[suit]`` holds the place in ``order`` of the top card of each pile
    the suit has or may yet have (-1: not begun). A card can never go home
    when each pile of its suit holds a card at its place already, or needs
    one of the ``shut`` faces before it."""
    place = {rank: index for index, rank in enumerate(order)}

    def blocked(card: Card, shut: Collection[Hashable]) -> bool:
        suit, mine = card.suit, place[card.rank]
        for top in tops.get(suit, ()):
            if top >= mine:
                continue
            if not any((suit, order[between]) in shut for between in range(top + 1, mine)):
                return False
        return True

    return blocked


def later_space(state: State, pile: str | None, group: Sequence[str]) -> bool:
    """For the solver's pruning (``Game.solver_prunes``): is ``pile`` an
    empty pile of ``group`` with an empty pile before it in the group? Where
    the rules treat the group's piles alike (``Game.interchangeable_piles``),
    a card laid in any of its spaces makes the same position up to the
    order of those piles as one laid in the first, so the solver need try
    only the first."""
    if pile is None or pile not in group or state.piles[pile]:
        return False
    piles = state.piles
    for other in group:
        if other == pile:
            return False
        if not piles[other]:
            return True


def buried_in(
    stacks: Iterable[Sequence[Card]], packs: int, steps: Sequence[int] = (-1,), previous_only: bool = False
) -> bool:
    """:func:`buried_for_good` over ``stacks`` of cards given bottom first,
    which need not be piles of their own: the Blockade's columns of cells,
    where only the lowest cell's top card is free and every card laid comes
    on top, form one stack each. Is some card above every copy of a lower
    card of its suit (with ``previous_only``, of the card one rank below,
    round from ace to king) while every copy of each card it could marry
    onto (``steps``) lies under it too? (Plain loops over the few cards of
    each stack: cheaper in Python than counting them once, since stacks are
    short; a stack of no more than ``packs`` cards is passed over, as a card
    judged so has every copy of some card under it.)"""
    for cards in stacks:
        if len(cards) <= packs:
            continue
        for index in range(packs, len(cards)):
            card = cards[index]
            suit, rank = card.suit, card.rank
            below: dict[int, int] = {}  # ranks of the suit lying under the card, with their copies
            for other in cards[:index]:
                if other.suit is suit:
                    below[other.rank] = below.get(other.rank, 0) + 1
            if previous_only:
                if below.get(rank - 1 if rank > 1 else 13, 0) != packs:
                    continue
            elif not any(low < rank and copies == packs for low, copies in below.items()):
                continue
            if all(below.get(rank - step, 0) == packs for step in steps if 1 <= rank - step <= 13):
                return True
    return False


def stuck_for_good(
    stacks: Iterable[Sequence[Card]],
    wants: Iterable[Sequence[Hashable]],
    loose: Mapping[Hashable, int],
    face: Callable[[Card], Hashable],
) -> bool:
    """A dead end of the piles whose cards go nowhere but home, top card
    first, and are never rearranged (cards laid on them only cover them
    more): the Constitution's Privy Council, the Great Thirteen's ground
    packets once taken up for the last time. ``wants`` holds, for each home
    pile, the faces (``face(card)``: suit and rank, or a value alone) it
    still takes, in the order it takes them; ``loose`` how many copies of
    each face are not home yet, wherever they lie. Is some card, for every
    home that still wants its face, lying above every loose copy of a face
    that home wants before it (and which it can have only once the card has
    gone)? The card can never go home, and the game is lost.

    Only cards with such a face under them are judged (a card no home wants
    at all is left to the search). Plain loops over the stacks' cards, the
    homes looked at only above a face buried for good."""
    orders: list[dict[Hashable, int]] = []
    for wanted in wants:
        order: dict[Hashable, int] = {}
        for index, wanted_face in enumerate(wanted):
            order.setdefault(wanted_face, index)  # a face wanted twice: its first turn, the easier
        orders.append(order)

    def blocked(card: Card, buried: Collection[Hashable]) -> bool:
        own = face(card)
        return all(_waits_on(order, own, buried) for order in orders)

    return _shut_in(stacks, face, lambda mine: loose.get(mine, 0), blocked, lambda _card: ())


def _waits_on(order: Mapping[Hashable, int], own: Hashable, buried: Collection[Hashable]) -> bool:
    """Can this home never take ``own`` while the ``buried`` faces stay
    where they are: it takes ``own`` no more, or only after one of them?"""
    turn = order.get(own)
    if turn is None:
        return True
    return any(order.get(other, turn) < turn for other in buried)


Full = Callable[[Hashable], bool]  # is every loose copy of this face in the set S?

_FACES = 64  # faces are numbers below this (face_number, alternate_face): sets of them are bits of an int


def tangled(
    stacks: Sequence[Sequence[Card]],
    others: Iterable[Card],
    face: Callable[[Card], int],
    home: HomeOrder,
    onto: Callable[[int], Iterable[int]],
    holding: Collection[int] = (),
    built_only: Collection[int] = (),
    others_built_only: bool = False,
    home_only: Collection[int] = (),
) -> bool:
    """A dead end across stacks: cards that wait for one another.

    For the games whose cards must all go home, and whose ``stacks`` (each
    given bottom first: a column, a packet, a talon never re-dealt) give up
    only their top card, one at a time, and only home or onto the top card
    of a stack of a face that ``onto(face)`` names: never to a space or a
    cell. The game passes every other card not yet home among ``others``
    (the pack, a talon whose cards may fill a space, cards in cells).
    ``home`` (see :func:`in_order`) tells, given which faces are *full*
    (every loose copy in the set S below; a face with none loose counts as
    full), whether the cards of a face are home-blocked: each place that
    could take one (each foundation of its suit, each turn of a foundation
    that takes the face twice) takes a full face first.

    Is there a set S of loose cards none of which can be the first of S to
    go home? Each card of S lies under a card of M, the cards that cannot
    move at all before some card of S goes home, or is home-blocked. A card
    is in M when it lies under a card of M, or is home-blocked and every
    copy of each face it could go onto lies under a card of M (so it is
    never uncovered to take it). The largest such S is found by taking
    cards out while one breaks the rule; if one remains the game is lost:
    the first card of S to go home would have had to wait for another.
    (Before that moment no card of M moves: the first to move would go
    home, as a card of S, or onto a card still covered.) ``holding``: the
    stacks whose emptying would open a space a stack's card could go to
    (none where spaces take only the pack's cards); each must keep a card
    of M, so none empties first.

    Where the pack's order is known, a card outside the stacks often cannot
    come to lie on top of a stack at all: ``built_only`` names the stacks
    nothing is ever built on (a talon), and ``others_built_only`` says the
    same of every card among ``others`` (a pack turned onto that talon, a
    Bouquet): such a card comes to the top of a stack only by being built
    there itself, onto a card of a face ``onto`` names (never into a space:
    ``holding`` must then keep every space shut). So a copy of a face
    counts as covered for good when it lies under a card of M, or lies
    there and every copy of each face it could go onto is covered for good
    in turn (``onto`` must climb, so this ends: a king goes onto nothing).
    ``home_only`` names the stacks whose cards go only home, never onto
    another card (a talon whose cards only play to the foundations): such a
    card could go onto no face, so it is in M whenever it is home-blocked.

    How it is found: each stack's top card of M only moves down, past a
    card whose face is not home-blocked (it leaves S) or that could go onto
    a copy not covered (it stays in S above M, until its face comes free).
    A face stops being full when a copy leaves S; the foundations waiting
    at it then look further, and the faces they pass come free. Faces are
    small numbers (below 64: see :func:`face_number`), sets of them bits of
    an int, counts lists; a stack's cards are read only as its top card of
    M comes down to them. The stacks are walked again until none moves, a
    few steps a card, cheap enough to ask of every position. The answer is
    no as soon as a stack of ``holding`` runs out of M. (``onto``'s answers
    are kept for each function: it must always answer alike.)"""
    unbuilt = frozenset(built_only)
    hold = frozenset(holding)
    homeward = frozenset(home_only)
    high = [len(cards) - 1 for cards in stacks]  # M: each stack's cards at or under this index
    if any(high[number] < 0 for number in hold):
        return False
    plain = [0] * _FACES  # copies that may lie on top of a stack (index at or above its top card of M)
    lifted = [0] * _FACES  # the same where nothing is built on them (they reach a top only by being built)
    spare = [0] * _FACES  # copies outside the stacks or above their top card of M: they leave S once free
    # The foundations: each waits at the first full face of its order from
    # its next place; every face from that place to it is free.
    free = 0  # faces not home-blocked
    out = 0  # faces not full: a copy has left S
    waiting: dict[int, list[tuple[Sequence[int], int]]] = {}  # face: the foundations waiting at it (order, place)
    for suit, starts in home.next_places.items():
        order = home.faces(suit)
        for start in starts:
            if start < len(order):
                mine = order[start]
                free |= 1 << mine
                waiting.setdefault(mine, []).append((order, start))
    news = []  # faces whose copy has left S: are they still full?
    outside = lifted if others_built_only else plain
    for mine in map(face, others):
        spare[mine] += 1
        outside[mine] += 1
        if free >> mine & 1:
            news.append(mine)
    exposed = []
    tops = []  # the face of each stack's top card of M (cards under it are read only when reached)
    for number, cards in enumerate(stacks):
        counts = lifted if number in unbuilt else plain
        exposed.append(counts)
        mine = face(cards[-1]) if cards else -1
        tops.append(mine)
        if cards:
            counts[mine] += 1
    ontos = _onto_table(onto)
    any_lifted = bool(unbuilt) or others_built_only
    covered: dict[int, bool] = {}  # _never_top's answers while no more copies come to lie on top

    while True:
        while news:  # faces that stop being full, and what the foundations waiting at them then pass
            mine = news.pop()
            if out >> mine & 1:
                continue
            out |= 1 << mine
            for order, place in waiting.pop(mine, ()):
                place += 1
                while place < len(order) and out >> order[place] & 1:
                    place += 1
                if place < len(order):
                    passed = order[place]
                    if not free >> passed & 1:
                        free |= 1 << passed
                        if spare[passed]:
                            news.append(passed)
                    waiting.setdefault(passed, []).append((order, place))
        moved = False
        for number, cards in enumerate(stacks):
            top = high[number]
            if top < 0:
                continue
            counts = exposed[number]
            mine = tops[number]
            stays = number in homeward  # its cards go onto nothing: home-blocked, they stay in M
            while True:
                if not free >> mine & 1:
                    if stays:
                        break
                    targets = ontos.get(mine)
                    if targets is None:
                        targets = ontos[mine] = tuple(onto(mine))
                    if any_lifted:
                        for target in targets:
                            answer = covered.get(target)
                            if answer is None:
                                answer = covered[target] = _never_top(plain, lifted, onto, ontos, target, {})
                            if not answer:
                                break
                        else:
                            break
                    elif not any(map(plain.__getitem__, targets)):  # (counts never fall below 0; no generator)
                        break
                elif not out >> mine & 1:
                    news.append(mine)
                spare[mine] += 1  # above M now: out of S, or once its face is free
                top -= 1
                if top < 0:
                    break
                mine = face(cards[top])
                counts[mine] += 1
                if covered and counts[mine] == 1:  # the first copy of its face to lie there: answers may change
                    covered.clear()
            if top < high[number]:
                high[number] = top
                tops[number] = mine
                moved = True
                if top < 0 and number in hold:
                    return False
        if not moved and not news:
            break
    if any(top >= 0 for top in high):
        return True
    return any(spare[mine] and not free >> mine & 1 for mine in range(_FACES))


_onto_tables: dict[Callable[[int], Iterable[int]], dict[int, tuple[int, ...]]] = {}


def _onto_table(onto: Callable[[int], Iterable[int]]) -> dict[int, tuple[int, ...]]:
    """The faces each face goes onto, filled as asked, kept per ``onto``
    (the games' are module functions, or made once per argument)."""
    table = _onto_tables.get(onto)
    if table is None:
        if len(_onto_tables) > 64:
            _onto_tables.clear()
        table = _onto_tables[onto] = {}
    return table


def _never_top(
    plain: Sequence[int],
    lifted: Sequence[int],
    onto: Callable[[int], Iterable[int]],
    ontos: dict[int, tuple[int, ...]],
    target: int,
    known: dict[int, bool],
) -> bool:
    """For :func:`tangled`: can no loose copy of ``target`` come to lie on
    top of a stack, for a card to go onto it, before some card of S goes
    home? Each copy lies under a card of M (``plain``: how many copies of
    each face do not), or lies where nothing is built on it (``lifted``: a
    stack nothing is built on, or among the others when they are built
    only) and could reach a stack's top only by being built onto a copy of
    a face above it, none of which can be on top either. (``known``: the
    faces judged in this one question, or being judged, which count as
    not.)"""
    answer = known.get(target)
    if answer is not None:
        return answer
    if plain[target]:
        return False
    known[target] = False
    if lifted[target]:  # it must first be built onto a copy of a face above it
        ups = ontos.get(target)
        if ups is None:
            ups = ontos[target] = tuple(onto(target))
        if not all(_never_top(plain, lifted, onto, ontos, up, known) for up in ups):
            return False
    known[target] = True
    return True


def _all_in(count: Mapping[Hashable, int], total: Mapping[Hashable, int], mine: Hashable) -> bool:
    """Is every loose copy of the face among those ``count`` holds?"""
    return count.get(mine, 0) >= total.get(mine, 0)


_suit_orders: dict[tuple[int, int], tuple[object, tuple[int, ...], dict[int, list[int]]]] = {}


class HomeOrder:
    """``home`` for :func:`tangled` and :func:`tangled_both_ends`: made by
    :func:`in_order`. ``next_places[suit]`` holds, for each foundation of
    the suit, the index in its order of the rank it takes next;
    :meth:`faces` gives the suit's faces in that order. Called with
    ``full`` (is every loose copy of a face in the set S?), it gives the
    test of a face (home-blocked?) and what to ask again once a face stops
    being full (the faces the foundations waiting at it pass)."""

    __slots__ = ("_orders", "next_places")

    def __init__(self, next_places: Mapping[int, Sequence[int]], order: Sequence[int] | Mapping[int, Sequence[int]]):
        self.next_places = next_places
        self._orders = order

    def _suit(self, suit: int) -> tuple[tuple[int, ...], dict[int, list[int]]]:
        """The suit's faces in turn, and each rank's places in its order
        (kept per order and suit: the games' orders are constants)."""
        order = self._orders
        key = (id(order), suit)
        known = _suit_orders.get(key)
        if known is None or known[0] is not order:
            ranks = order[suit] if isinstance(order, Mapping) else order
            slots: dict[int, list[int]] = {}
            for index, rank in enumerate(ranks):
                slots.setdefault(rank, []).append(index)
            if len(_suit_orders) > 256:
                _suit_orders.clear()
            known = _suit_orders[key] = (order, tuple(suit * 16 + rank for rank in ranks), slots)
        return known[1], known[2]

    def faces(self, suit: int) -> tuple[int, ...]:
        """The faces (:func:`face_number`) the suit's foundations take, in turn."""
        return self._suit(suit)[0]

    def __call__(self, full: Full) -> tuple[Callable[[Hashable], bool], Callable[[Hashable], Iterable[Hashable]]]:
        reach: dict[int, list[list[int]]] = {}  # suit: for each foundation, [next place, first full place]
        suits: dict[int, tuple[tuple[int, ...], dict[int, list[int]]]] = {}
        for suit, starts in self.next_places.items():
            faces = suits.setdefault(suit, self._suit(suit))[0]
            entries = reach[suit] = []
            for start in starts:
                first = start
                while first < len(faces) and not full(faces[first]):
                    first += 1
                entries.append([start, first])

        def blocked(mine: Hashable) -> bool:
            suit, rank = divmod(mine, 16)  # type: ignore[call-overload]
            places = suits[suit][1].get(rank, ()) if suit in suits else ()
            return not any(start <= slot <= first for start, first in reach.get(suit, ()) for slot in places)

        def thinned(mine: Hashable) -> list[Hashable]:
            suit = mine // 16  # type: ignore[operator]
            if suit not in suits:
                return []
            faces, passed = suits[suit][0], []
            for entry in reach[suit]:
                first = entry[1]
                if first < len(faces) and faces[first] == mine:
                    while first < len(faces) and not full(faces[first]):
                        first += 1
                        if first < len(faces):
                            passed.append(faces[first])
                    entry[1] = first
            return passed

        return blocked, thinned


def in_order(next_places: Mapping[int, Sequence[int]], order: Sequence[int] | Mapping[int, Sequence[int]]) -> HomeOrder:
    """``home`` for :func:`tangled` where each foundation of a suit takes
    the ranks of ``order`` in turn (A to K; or up to the king and back
    down, each rank twice; or, given by suit, some suits one way and the
    others the other), faces being :func:`face_number`:
    ``next_places[suit]`` (the suit's number, see :func:`face_number`)
    holds, for each foundation the suit has or may yet have, the index in
    ``order`` of the rank it takes next (0: not begun). Each foundation
    keeps the first full face it takes from there on: a face is
    home-blocked when each of its places lies past that of every
    foundation; once a face stops being full, the foundations waiting at
    it look further, and the faces they pass may come free."""
    return HomeOrder(next_places, order)


_face_numbers: dict[Card, int] = {}


def face_number(card: Card) -> int:
    """A card's face where twins are alike, as a small number: its suit's
    place in ♣ ♦ ♥ ♠ times 16, plus its rank."""
    number = _face_numbers.get(card)
    if number is None:
        number = _face_numbers[card] = "CDHS".index(card.suit.value) * 16 + card.rank
    return number


def next_places(foundations: Iterable[Sequence[Card]], piles_per_suit: int) -> dict[int, list[int]]:
    """For :func:`blocked_in_order`, where each suit has ``piles_per_suit``
    foundations begun by the first rank of the order (any empty foundation
    takes it): each suit's begun foundations' next places (their lengths),
    and 0 for each still to begin."""
    found: dict[int, list[int]] = {suit: [] for suit in range(4)}
    for cards in foundations:
        if cards:
            found[face_number(cards[0]) // 16].append(len(cards))
    for places in found.values():
        places += [0] * (piles_per_suit - len(places))
    return found


def one_above(mine: int) -> tuple[int, ...]:
    """``onto`` for :func:`tangled` where cards marry down in suit: the face
    (:func:`face_number`) one rank above."""
    return (mine + 1,) if mine % 16 < 13 else ()


def one_either_side(mine: int) -> tuple[int, ...]:
    """``onto`` for :func:`tangled` where cards marry up or down in suit."""
    rank = mine % 16
    return tuple(other for other, ok in ((mine - 1, rank > 1), (mine + 1, rank < 13)) if ok)


def no_home_left(state: State, loose: Iterable[Card], home: AcesUpKingsDown, one_per_suit: bool = False) -> bool:
    """A dead end of the games whose foundations are begun as the cards come,
    aces rising and kings falling in suit on piles of ``home`` taking any
    suit (with ``one_per_suit``, one rising and one falling pile a suit), the
    cards ``loose`` (every card not home) going home one at a time: is some
    loose card one that no pile can ever take? A rising pile of its suit
    takes it only if the pile lies below it and a loose copy is left of each
    rank between (cards on the foundations stay there); an empty rising pile
    only if the suit's ace and each rank up to the card has a loose copy (and,
    with ``one_per_suit``, the suit has no rising pile yet); falling piles
    likewise from the king down. Such a card can never go home, and the game
    is lost (the Fifteen, once its eight piles are begun with two of one
    suit's meeting and another suit's second copy left with nowhere to go).
    (Asked of every position the solver enters: one count of the loose
    cards, then a few steps a suit.)"""
    count: dict[tuple[Suit, int], int] = {}
    for card in loose:
        face = (card.suit, card.rank)
        count[face] = count.get(face, 0) + 1
    if not count:
        return False
    # For each suit, the ranks some pile could still take: the union of the
    # runs of loose ranks each pile (or an empty pile, for a suit it may
    # begin) could climb or descend through.
    takes: dict[Suit, set[int]] = {}
    ways = ((home.up, 1, 1), (home.down, -1, 13))  # the rising piles, then the falling ones
    empty = {step: False for _piles, step, _first in ways}
    begun: dict[int, set[Suit]] = {step: set() for _piles, step, _first in ways}
    for piles, step, _first in ways:
        for pile in piles:
            cards = state.piles[pile]
            if not cards:
                empty[step] = True
                continue
            suit = cards[0].suit
            begun[step].add(suit)
            _climb(count, takes.setdefault(suit, set()), suit, cards[-1].rank + step, step)
    for suit in {suit for suit, _rank in count}:
        ranks = takes.setdefault(suit, set())
        for _piles, step, first in ways:
            if empty[step] and not (one_per_suit and suit in begun[step]):
                _climb(count, ranks, suit, first, step)
    return any(rank not in takes[suit] for suit, rank in count)


def _climb(count: Mapping[tuple[Suit, int], int], ranks: set[int], suit: Suit, start: int, step: int) -> None:
    """Add to ``ranks`` those a pile of ``suit`` wanting ``start`` next could
    take, going by ``step``, while a loose copy of each rank is left."""
    rank = start
    while 1 <= rank <= 13 and count.get((suit, rank), 0):
        ranks.add(rank)
        rank += step


# -- cards holding one another across stacks, a talon gone through once ----------------------

_FACE_DOWN, _HEAD, _RUN, _TALON = range(4)  # the kinds of card never_all_home reads


def never_all_home(
    talon: Sequence[Card],
    pack: Sequence[Card],
    columns: Iterable[tuple[Sequence[Card], int]],
    home: Iterable[Card],
    onto: Mapping[int, Sequence[int]],
    after: Mapping[int, int],
    spaces_take: Callable[[Card, bool], bool],
    total: int,
) -> bool:
    """A dead end of the one-pack games of a talon never re-dealt (its top
    card free, the pack's cards free as each is turned) and columns whose
    top card, or top run, leaves only home, onto a card at the top of a
    column that ``onto`` names for it (by :attr:`Card.ident`), or into an
    empty column where ``spaces_take(card, from_talon)``: can some card
    never go home, whatever is played?

    ``talon`` is the talon bottom first, ``pack`` the pack's cards (any
    order); ``columns`` gives each column's cards bottom first with how
    many of them lie under its top run (face down: each turned up when the
    cards on it leave, and leaving with what lies on it; the run's deepest
    card carries the run, its other cards leave only home; a column whose
    cards move one by one gives ``len(cards) - 1``). ``after[ident]`` is the
    card that must be home first (-1: none), ``total`` the cards to go home.

    The events a line of play may bring about are gathered until nothing
    more can be added, each only once what it needs is gathered:

    - a card *leaves* its place: the talon's once the card above it has
      left (the pack's at once), a column's once the cards above it (or,
      for the run's deepest card, nothing) have left; by going home, onto
      a card that can lie at the top of a column, or into a space;
    - a card *lies at the top of a column*: a column's once the cards above
      it have left or gone home, a card of the talon laid there;
    - a card *goes home*: the card it comes after home, the card free;
    - a *space*: an empty column, or the first card of one has left.

    Every event of a real line is among those gathered (what it needs
    happened before it), so a card never gathered as home never goes
    home. Cards laid later on a card are left out (they only keep it
    longer): the test is generous, never wrong. Each stack is read from its
    top, so the gathering settles in a few rounds over the cards."""
    homed: set[int] = {card.ident for card in home}
    if len(homed) >= total:
        return False
    # (ident, kind, above: the card whose leaving frees it, below: the card
    # whose going home bares it, may it go into a space)
    cards: list[tuple[int, int, int, int, bool]] = []
    firsts: set[int] = set()
    space = False
    count = len(talon)
    for index in range(count - 1, -1, -1):
        card = talon[index]
        above = talon[index + 1].ident if index + 1 < count else -1
        cards.append((card.ident, _TALON, above, -1, spaces_take(card, True)))
    for card in pack:
        cards.append((card.ident, _TALON, -1, -1, spaces_take(card, True)))
    for pile, hidden in columns:
        if not pile:
            space = True
            continue
        firsts.add(pile[0].ident)
        last = len(pile) - 1
        hidden = min(hidden, last)
        for index in range(last, -1, -1):
            card = pile[index]
            if index < hidden:
                cards.append((card.ident, _FACE_DOWN, pile[index + 1].ident, -1, spaces_take(card, False)))
            else:
                below = pile[index + 1].ident if index < last else -1
                kind = _HEAD if index == hidden else _RUN
                cards.append((card.ident, kind, -1, below, spaces_take(card, False)))
    left: set[int] = set()
    top: set[int] = set()  # cards that can lie at the top of a column
    waiting: dict[int, int] = {}  # a card free to go home, by the card it waits on
    changed = True
    while changed:
        changed = False
        for entry_ident, kind, above, below, spaced in cards:
            ident = entry_ident
            free = above < 0 or above in left
            if kind == _TALON:
                bare = False
            elif kind == _FACE_DOWN:
                bare = free
            else:
                bare = below < 0 or below in homed
            if ident not in homed and (free if kind == _TALON else bare):
                first = after[ident]
                if first < 0 or first in homed:
                    while ident >= 0:  # and the cards free that wait on it, one after another
                        homed.add(ident)
                        ident = waiting.pop(ident, -1)
                    if len(homed) == total:
                        return False
                    ident = entry_ident
                    changed = True
                else:
                    waiting[first] = ident
            if bare and ident not in top:
                top.add(ident)
                changed = True
            if kind == _RUN or not free or (ident in left and (kind != _TALON or ident in top)):
                continue
            reach = (spaced and space) or not top.isdisjoint(onto[ident])
            if reach and kind == _TALON and ident not in top:
                top.add(ident)
                changed = True
            if (reach or ident in homed) and ident not in left:
                left.add(ident)
                changed = True
                if ident in firsts:
                    space = True
    return True


# -- faces for foundations built red and black in turn (round 6) ----------------------------


_alternate_faces: dict[int, dict[Card, int]] = {}


def alternate_face(first: int) -> Callable[[Card], int]:
    """``face`` for :func:`tangled` where every foundation rises from a card
    of rank ``first`` in alternate colours, suits free (turning the corner
    from king to ace where ``first`` is not the ace), thirteen cards. The
    colour of a pile's base fixes the colour of each rank on it, so a card
    belongs to the piles of one base colour alone, at one place: its face
    is that base colour's number (0 red, 1 black) times 16 plus its place
    from the base (1 to 13), as :func:`in_order` reads suit and rank. The
    copies of a face are the cards of one rank and colour."""
    from ..cards import Colour  # (here, not above: this round's helpers append to the module's end)

    faces = _alternate_faces.setdefault(first, {})
    red_colour = Colour.RED

    def face(card: Card) -> int:
        number = faces.get(card)
        if number is None:
            place = (card.rank - first) % 13
            red = card.colour is red_colour
            base_red = red if place % 2 == 0 else not red
            number = faces[card] = (0 if base_red else 16) + place + 1
        return number

    return face


def alternate_places(foundations: Iterable[Sequence[Card]], piles_per_colour: int) -> dict[int, list[int]]:
    """``next_places`` for :func:`in_order` over :func:`alternate_face`'s
    faces (order 1 to 13): for each base colour, the lengths of its begun
    foundations, and 0 for each still to begin."""
    from ..cards import Colour

    found: dict[int, list[int]] = {0: [], 1: []}
    for cards in foundations:
        if cards:
            found[0 if cards[0].colour is Colour.RED else 1].append(len(cards))
    for places in found.values():
        places += [0] * (piles_per_colour - len(places))
    return found


def alternate_onto(first: int) -> Callable[[int], tuple[int, ...]]:
    """``onto`` for :func:`tangled` over :func:`alternate_face`'s faces where
    cards are built down in alternate colours, king highest (nothing goes
    onto an ace, a king onto nothing): the face of the card one rank above
    of the other colour. Up to the top of a pile's order that face lies
    next in the same base colour's piles; the card one rank above the top
    (rank ``first`` again) is a base of the other colour. (One function
    for each ``first``: tangled keeps what it answers.)"""
    made = _alternate_ontos.get(first)
    if made is not None:
        return made

    def onto(mine: int) -> tuple[int, ...]:
        colour, place = divmod(mine, 16)
        if (first - 1 + place - 1) % 13 + 1 == 13:  # a king
            return ()
        if place < 13:
            return (mine + 1,)
        return ((1 - colour) * 16 + 1,)

    _alternate_ontos[first] = onto
    return onto


_alternate_ontos: dict[int, Callable[[int], tuple[int, ...]]] = {}


def tangled_both_ends(
    lines: Sequence[Sequence[Card]], others: Iterable[Card], face: Callable[[Card], Hashable], home: HomeOrder
) -> bool:
    """:func:`tangled` for lines of cards free at either end (the
    Labyrinth's columns once the pack and the grace are used), whose cards
    go nowhere but home: each line given from one end to the other; every
    other card not yet home among ``others`` (a talon, a card set aside),
    counted free to go home whenever a foundation could take it first.

    Is there a set S of loose cards none of which can be the first of S to
    go home? A card whose face is home-blocked (``home``, see
    :func:`in_order`: each place that could take it takes a face all of
    whose loose copies are in S first) cannot be first; nor can a card with
    such a card of S on each side of it in its line (nothing leaves a line
    but home). The largest such S is found by taking out, again and again,
    the cards at either end of what is left of each line, and the others,
    whose face is not home-blocked; if a card remains, the game is lost:
    the first card of S to go home would have had to wait for another. (A
    card laid at a line's end, from a talon into a hole, only covers more.)"""
    spare, low, high, _, _ = _knot_both_ends(lines, others, face, home)
    return bool(spare) or any(first <= last for first, last in zip(low, high, strict=True))


def _knot_both_ends(
    lines: Sequence[Sequence[Card]], others: Iterable[Card], face: Callable[[Card], Hashable], home: HomeOrder
) -> tuple[list[Hashable], list[int], list[int], Callable[[Hashable], bool], Callable[[Hashable], bool]]:
    """The largest set S of :func:`tangled_both_ends`: the faces of the
    cards of ``others`` in S, and for each of ``lines`` the first and last
    index of its cards in S (they lie together: a line's cards leave S from
    its ends; first > last where none is in S); and the tests of a face:
    home-blocked by S? full (every loose copy in S)?"""
    rows = [[face(card) for card in line] for line in lines]
    spare = [face(card) for card in others]
    total = Counter(spare)
    for row in rows:
        total.update(row)
    in_s = dict(total)
    blocked, thinned = home(partial(_all_in, in_s, total))
    free: set[Hashable] = set()  # faces not home-blocked (never blocked again: S only shrinks)
    known: dict[Hashable, bool] = {}  # faces found blocked since the homes last looked further
    opened = False  # did a face stop being full since the last pass?

    def held(mine: Hashable) -> bool:
        if mine in free:
            return False
        answer = known.get(mine)
        if answer is None:
            answer = known[mine] = blocked(mine)
            if not answer:
                free.add(mine)
        return answer

    def leave(mine: Hashable) -> None:
        nonlocal opened
        in_s[mine] -= 1
        if in_s[mine] == total[mine] - 1:  # no longer full: the homes waiting at it look further
            thinned(mine)
            known.clear()
            opened = True

    low = [0] * len(rows)
    high = [len(row) - 1 for row in rows]
    changed = True
    while changed:
        changed = opened = False
        kept = []
        for mine in spare:
            if held(mine):
                kept.append(mine)
            else:
                leave(mine)
        spare = kept
        for number, row in enumerate(rows):
            first, last = low[number], high[number]
            while first <= last and not held(row[first]):
                leave(row[first])
                first += 1
            while last >= first and not held(row[last]):
                leave(row[last])
                last -= 1
            low[number], high[number] = first, last
        changed = opened
    return spare, low, high, held, partial(_all_in, in_s, total)


# -- a rising and a falling foundation a suit (round 7, z7) ---------------------------------

UP_AND_DOWN = (*range(1, 14), *range(13, 0, -1))  # a suit's ranks: its rising pile's, then its falling pile's


def rising_and_falling(up: Iterable[Sequence[Card]], down: Iterable[Sequence[Card]]) -> HomeOrder:
    """``home`` for :func:`tangled` where each suit has one foundation rising
    from its ace to its king and one falling from its king to its ace: ``up``
    the rising piles' cards, ``down`` the falling piles' (an empty pile is
    the one a suit without such a pile will begin, whichever pile that is).
    The suit's ranks run A to K for its rising pile, then K to A for its
    falling pile (:data:`UP_AND_DOWN`, :func:`in_order`). A rising pile
    that could reach its king with no full face on the way counts as
    reaching on down the falling pile's ranks too: more than it can take,
    so the test is only generous there, never wrong."""
    places = {suit: [0, 13] for suit in range(4)}  # suit: [rising pile's next place, falling pile's]
    for cards in up:
        if cards:
            places[face_number(cards[0]) // 16][0] = len(cards) if len(cards) < 13 else len(UP_AND_DOWN)
    for cards in down:
        if cards:
            places[face_number(cards[0]) // 16][1] = 13 + len(cards)
    return in_order(places, UP_AND_DOWN)


def nothing_onto(mine: Hashable) -> tuple[Hashable, ...]:
    """``onto`` for :func:`tangled` where stack cards go nowhere but home."""
    return ()


def no_split_both_ways(stacks: Iterable[Sequence[Card]], loose: Iterable[Card], up: Iterable[Sequence[Card]]) -> bool:
    """A dead end of the two-pack games where each suit has one foundation
    rising from its ace (the piles ``up``) and one falling from its king
    (the others), so that of each face one copy goes up and the other down,
    and where the cards of ``stacks`` (each bottom first) leave only home,
    each stack's top card first, the order of a stack never changing (cards
    only ever come onto it): the Zodiac's packets. ``loose`` are the other
    cards not yet home, free to go either way.

    Within a stack, a card above another of its suit goes home before it:
    not both up if it is the higher, not both down if it is the lower. A
    copy whose twin is home already goes the other way. Which copy of each
    face goes up is a yes-or-no choice, and these rules are clauses of two
    choices each (2-SAT): if no choice meets them all, the game is lost.
    (A few hundred clauses at most; solved by the strongly connected parts
    of the implication graph.)"""
    rising: dict[Suit, int] = {}  # suit: the top rank of its rising pile (a twin home is there if it reached it)
    for cards in up:
        if cards:
            rising[cards[0].suit] = cards[-1].rank
    stacks = list(stacks)
    copies: Counter = Counter((card.suit, card.rank) for card in loose)  # each face's loose copies
    for cards in stacks:
        copies.update((card.suit, card.rank) for card in cards)
    variables: dict[tuple[Suit, int], int] = {}

    def literal(card: Card) -> int | bool:
        """Does the card go up: a node of the graph (2v: yes, 2v+1: no), or a constant."""
        face = (card.suit, card.rank)
        if copies[face] < 2:
            return rising.get(card.suit, 0) < card.rank  # its twin went down if the rising pile has not passed it
        number = variables.setdefault(face, len(variables))
        return 2 * number + (card.pack != 0)

    edges: dict[int, list[int]] = {}
    for cards in stacks:
        for high in range(len(cards) - 1, 0, -1):
            above = cards[high]
            for index in range(high):
                below = cards[index]
                if below.suit != above.suit or below.rank == above.rank:
                    continue
                first, second = literal(above), literal(below)
                if above.rank > below.rank:  # not both up: one of them down
                    first, second = _negated(first), _negated(second)
                # (else not both down: one of them up)
                # the clause (first or second)
                if first is True or second is True:
                    continue
                if first is False and second is False:
                    return True
                if first is False:
                    edges.setdefault(second ^ 1, []).append(second)
                elif second is False:
                    edges.setdefault(first ^ 1, []).append(first)
                else:
                    edges.setdefault(first ^ 1, []).append(second)
                    edges.setdefault(second ^ 1, []).append(first)
    return _unsatisfiable(edges)


def _negated(literal: int | bool) -> int | bool:
    return not literal if type(literal) is bool else literal ^ 1


def _unsatisfiable(edges: Mapping[int, Sequence[int]]) -> bool:
    """For :func:`no_split_both_ways`: does some choice imply its own
    opposite and be implied by it (node 2v and 2v+1 in one strongly
    connected part of the implication graph)? Tarjan's algorithm, without
    recursion."""
    index: dict[int, int] = {}
    low: dict[int, int] = {}
    part: dict[int, int] = {}
    stack: list[int] = []
    on_stack: set[int] = set()
    counter = 0
    for root in edges:
        if root in index:
            continue
        work = [(root, 0)]
        index[root] = low[root] = counter
        counter += 1
        stack.append(root)
        on_stack.add(root)
        while work:
            node, at = work[-1]
            followers = edges.get(node, ())
            if at < len(followers):
                work[-1] = (node, at + 1)
                other = followers[at]
                if other not in index:
                    index[other] = low[other] = counter
                    counter += 1
                    stack.append(other)
                    on_stack.add(other)
                    work.append((other, 0))
                elif other in on_stack:
                    low[node] = min(low[node], index[other])
                continue
            work.pop()
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
            if low[node] == index[node]:
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    part[member] = node
                    if member == node:
                        break
    return any(part.get(node ^ 1) == mine for node, mine in part.items())


# -- building down regardless of suit (round 7) -----------------------------------------------


def one_above_any_suit(mine: int) -> tuple[int, ...]:
    """``onto`` for :func:`tangled` where cards are built down regardless of
    suit (the Flower-Garden's packets, Spenser's lines): the faces
    (:func:`face_number`) one rank above, of every suit."""
    rank = mine % 16
    return tuple(suit * 16 + rank + 1 for suit in range(4)) if rank < 13 else ()


# -- one card set aside: the Labyrinth's grace (round 8, d8) ---------------------------------


def tangled_but_for_one(
    lines: Sequence[Sequence[Card]], others: Iterable[Card], face: Callable[[Card], Hashable], home: HomeOrder
) -> bool:
    """:func:`tangled_both_ends` while one card of the lines may still be
    set aside, now or at any later time, to lie free with ``others`` (the
    Labyrinth's grace, once the pack is out). Is there a knot whichever
    card is set aside, and if none is?

    Taking the card g out earlier only opens the lines sooner (nothing
    leaves a line but home or as the grace, a hole filled at a line's end
    only covers more), so a line of play that sets g aside later is a line
    of the position with g set aside at once, and is lost if that position
    is (tangled_both_ends). Of the cards outside the largest set S of this
    position, none is needed: S's cards lie together in each line, so S
    stays a knot with such a card gone (a card already among ``others``,
    laid in a hole and set aside again, changes no line). So the answer is
    yes when S is not empty and the position with each card of S's lines
    set aside in turn still has a knot; a card of S among ``others`` is
    free already. Nor need every card of S be tried. A card left S (set
    aside, or bared at its run's end) changes which faces are home-blocked
    only if its face was full (every loose copy in S) and so no longer is.
    Set aside, a card whose face is home-blocked stays in S among the free
    cards, so one inside its run leaves S a knot as it was; one at an end
    of its run bares the cards inside it, which leave S up to the first of
    a home-blocked face, and S is still a knot unless one of them had a
    full face. One inside its run whose face is not home-blocked leaves S,
    still a knot unless its face was full; all such cards of one face leave
    the same knot, or none. So these are tried: the ends of each run that
    bare a card of a full face not home-blocked, and one card inside a run
    for each full face not home-blocked; one :func:`tangled_both_ends`
    each, stopping at the first that leaves no knot."""
    untying = _untying(lines, others, face, home)
    return untying is not None and next(untying, None) is None


def untying_cards(
    lines: Sequence[Sequence[Card]], others: Iterable[Card], face: Callable[[Card], Hashable], home: HomeOrder
) -> list[Card] | None:
    """The cards of the lines whose setting aside leaves no knot (see
    :func:`tangled_but_for_one`); None where there is no knot at all. Set
    aside, any other card leaves a position :func:`tangled_both_ends`
    calls dead: the Labyrinth's search takes the grace on these alone."""
    untying = _untying(lines, others, face, home)
    return None if untying is None else list(untying)


def _untying(
    lines: Sequence[Sequence[Card]], others: Iterable[Card], face: Callable[[Card], Hashable], home: HomeOrder
) -> Iterator[Card] | None:
    """None if there is no knot; else the cards whose setting aside leaves
    none, found one by one (those inside a run, all of a face at once)."""
    lines = [list(line) for line in lines]
    others = list(others)
    spare, low, high, held, full = _knot_both_ends(lines, others, face, home)
    if not spare and all(first > last for first, last in zip(low, high, strict=True)):
        return None

    def found() -> Iterator[Card]:
        tried: set[Hashable] = set()  # faces tried inside a run
        for number, line in enumerate(lines):
            first, last = low[number], high[number]
            for index in range(first, last + 1):
                if first < index < last:
                    mine = face(line[index])
                    if mine in tried or held(mine) or not full(mine):
                        continue
                    tried.add(mine)
                elif not _bares_full(line, index, first, last, face, held, full):
                    continue
                rest = [*lines[:number], [*line[:index], *line[index + 1 :]], *lines[number + 1 :]]
                if not tangled_both_ends(rest, [*others, line[index]], face, home):
                    if first < index < last:  # every card of the face inside a run alike
                        yield from (
                            card
                            for at, row in enumerate(lines)
                            for card in row[low[at] + 1 : high[at]]
                            if face(card) == mine
                        )
                    else:
                        yield line[index]

    return found()


def _bares_full(
    line: Sequence[Card],
    index: int,
    first: int,
    last: int,
    face: Callable[[Card], Hashable],
    held: Callable[[Hashable], bool],
    full: Callable[[Hashable], bool],
) -> bool:
    """Set aside the card at an end (``index``) of a line's run of S
    (``first`` to ``last``): does a card of a full face leave S, of those
    inside it up to the first of a home-blocked face?"""
    step = 1 if index == first else -1
    at = index + step
    while first <= at <= last:
        mine = face(line[at])
        if held(mine):
            return False
        if full(mine):
            return True
        at += step
    return False


# -- both copies of a face free: one of them goes home first (round 8, d8) -----------------------


def twin_goes_first(
    game: Game, state: State, free: Iterable[str], home: AcesUpKingsDown
) -> tuple[str, str, str] | None:
    """A pruning of the two-pack games whose cards go nowhere but home (a
    rising and a falling pile a suit, ``home``), for a stretch of play
    where each of ``free``'s top cards stays free until it moves (nothing
    is laid on those piles any more) and where the play cannot end while a
    card can go home (the game must be won, or, the Duchess's rule, a
    re-deal waits until no card can). The first face with both copies on
    top of piles of ``free`` that a foundation F takes now: (F, and the two
    piles); None if there is none.

    Then the search need try only those two moves, one copy or the other
    to F: F takes nothing but a copy of that face, and both copies stay
    free until one of them goes (one may go to the suit's other pile, the
    other is still there), so F has one of them before play can end. Take
    any line of play that wins, and the move in it that brings F its copy:
    played first, the moves before it stay legal (none of them touches
    that card or F, and the card gone only frees what lay under it) and
    lead to the same position. Where F is empty (a suit's first ace or
    king, the game taking its foundations alike: interchangeable_piles),
    read "the suit's pile of F's row" for F: it is begun by one of the two
    copies, whichever empty place it takes; played first, into F, the
    moves before it lay other suits' first cards in other empty places of
    the row, and the line goes on the same with the row's piles named
    otherwise."""
    piles = state.piles
    seen: dict[tuple, str] = {}
    for pile in free:
        cards = piles[pile]
        if not cards:
            continue
        card = cards[-1]
        face = (card.suit, card.rank)
        other = seen.get(face)
        if other is None:
            seen[face] = pile
            continue
        for foundation in home.piles:
            if game.can_drop(state, pile, 1, foundation) and game.can_drop(state, other, 1, foundation):
                return foundation, other, pile
    return None


# -- the pack's rows land on known stacks: a knot in time (round 9, p9) ---------------------------


def never_home_as_dealt(
    state: State, stacks: Iterable[Sequence[Card]], rows: Iterable[Sequence[Card]], home: AcesUpKingsDown
) -> bool:
    """A dead end of the games whose cards go nowhere but home (a rising and
    a falling pile a suit, ``home``), each stack's top card first, with no
    re-deal left, and whose pack is dealt in rows laid at once on the
    stacks in a known order (Babette's last deal): ``stacks`` hold each
    stack's cards, the one that plays last first; ``rows`` the pack's rows
    in the order they will be dealt, each row's cards for the first stacks
    in turn (a short last row fills from the first). Every card not home
    must lie in ``stacks`` or ``rows``. Can some card never go home?

    It plays the game relaxed: before each row is dealt, every card that
    could go home is taken off, a stack's top card whenever some loose copy
    of each card its rising pile needs before it, or of each its falling
    pile needs, is already taken (one copy serving both piles, and cards
    taken as early as they could be). In any real line of play every card
    goes home no earlier than the relaxed play takes it (by induction over
    the line's moves: a card it plays is on its stack's top then, and the
    relaxed stack is the real one less cards already taken, so the card is
    on top there too, or taken; the cards its pile needed went home before
    it, so were taken), so a card lying under a row's card when that row is
    dealt lay there in every real line too, and a card the relaxed play
    leaves on the table at the end never goes home: the game is lost.
    With no row left it catches every knot ``never_home`` does (a card over
    every loose copy of a card both its piles need first waits on a card
    that waits on it) and chains of them across stacks."""
    up, down = suit_tops(state, home)
    return any(relaxed_table(up, down, _idents(stacks), _idents(rows)))


def _idents(piles: Iterable[Sequence[Card]]) -> list[list[int]]:
    return [[card.ident for card in cards] for cards in piles]


def suit_tops(state: State, home: AcesUpKingsDown) -> tuple[list[int], list[int]]:
    """By suit (a card's ident: suit in bits 4-5, rank in bits 0-3): the
    rank on top of its rising pile (0 while there is none) and of its
    falling pile (14 while there is none)."""
    up, down = [0] * 4, [14] * 4
    for pile in home.piles:
        cards = state.piles[pile]
        if cards:
            (up if pile in home.up else down)[cards[0].ident >> 4 & 3] = cards[-1].rank
    return up, down


def relaxed_table(
    up: Sequence[int], down: Sequence[int], stacks: Iterable[Sequence[int]], rows: Iterable[Sequence[int]]
) -> list[list[int]]:
    """The relaxed play of :func:`never_home_as_dealt` from the piles' tops
    ``up`` and ``down`` (:func:`suit_tops`), the stacks and rows given by
    their cards' idents: what it leaves of each stack, the rows' cards laid
    on them, once nothing more can be taken."""
    # The ranks that could go next, by suit: up to ``high`` on the rising
    # pile, down to ``low`` on the falling one.
    high = [top + 1 for top in up]
    low = [top - 1 for top in down]
    taken = [0] * 4  # by suit: bit r set when a loose copy of rank r is taken
    waiting: list[list[list[int]]] = [[], [], [], []]  # by suit: the stacks whose top card waits on it
    table = [list(cards) for cards in stacks]
    todo = list(table)  # the stacks whose top card is to be asked
    for row in (None, *rows):
        if row is not None:
            for stack, card in zip(table, row, strict=False):  # a short last row: the first stacks
                stack.append(card)
                todo.append(stack)
        while todo:
            stack = todo.pop()
            while stack:
                ident = stack[-1]
                suit, rank = ident >> 4 & 3, ident & 15
                if not (up[suit] < rank <= high[suit] or low[suit] <= rank < down[suit]):
                    waiting[suit].append(stack)
                    break
                stack.pop()
                bits = taken[suit] = taken[suit] | 1 << rank
                rises, falls = high[suit], low[suit]
                while rises <= 13 and bits >> rises & 1:
                    rises += 1
                while falls >= 1 and bits >> falls & 1:
                    falls -= 1
                if rises != high[suit] or falls != low[suit]:
                    high[suit], low[suit] = rises, falls
                    todo += waiting[suit]
                    waiting[suit] = []
    return table


# -- one re-deal left: the next pack known but for the cards sent home first (round 10, r10) -------


def never_home_across_redeal(
    state: State,
    stacks: Sequence[Sequence[Card]],
    rows: Sequence[Sequence[Card]],
    home: AcesUpKingsDown,
    next_deal: Callable[[Collection[int]], tuple[Sequence[Sequence[int]], Sequence[Sequence[int]]]],
    limit: int = 48,
) -> bool:
    """:func:`never_home_as_dealt` one deal earlier: with ONE re-deal left,
    taken only once the pack is out, and gathering the table in an order
    that does not depend on the play (Babette's columns). ``stacks`` and
    ``rows`` are this deal's, as for :func:`never_home_as_dealt`;
    ``next_deal(gone)`` gives the last deal's stacks and rows (by the
    cards' idents) when the cards whose idents are ``gone`` (and no others)
    went home before the re-deal. Is the game lost whatever goes home
    first?

    The relaxed play of this deal takes every card any line can send home
    before the re-deal (:func:`never_home_as_dealt`), and if it leaves a
    card the game is not won without the re-deal. A line that re-deals has
    sent home some of the cards taken: a suit's cards form a run up from
    its rising pile's top and one down from its falling pile's (as a
    multiset: both copies of a rank where the runs cross), and a card lying
    on a stack now goes only after every card below it there. Every such
    set is tried, with each choice of copy where only one of two taken
    copies is needed, the piles' tops following from the runs; the game is
    lost if the last deal's relaxed play leaves a card for every one. More
    than ``limit`` sets to try: no answer (False)."""
    up, down = suit_tops(state, home)
    stacks, rows = _idents(stacks), _idents(rows)
    left = relaxed_table(up, down, stacks, rows)
    if not any(left):
        return False
    remaining = Counter(ident for stack in left for ident in stack)
    taken: list[dict[int, list[int]]] = [{}, {}, {}, {}]  # by suit and rank: the copies taken
    for ident in (*(i for stack in stacks for i in stack), *(i for row in rows for i in row)):
        if remaining[ident]:
            remaining[ident] -= 1
        else:
            taken[ident >> 4 & 3].setdefault(ident & 15, []).append(ident)
    choices = [_runs_home(up[suit], down[suit], taken[suit]) for suit in range(4)]
    count = 1
    for each in choices:
        count *= len(each)
    if count > limit:
        return False
    # A card on a stack goes home only after every card below it there.
    below = {ident: stack[at + 1 :] for stack in stacks for at, ident in enumerate(stack)}
    for chosen in product(*choices):
        gone = {ident for _, _, idents in chosen for ident in idents}
        if any(ident in below and not gone.issuperset(below[ident]) for ident in gone):
            continue
        ups = [rises for rises, _, _ in chosen]
        downs = [falls for _, falls, _ in chosen]
        last_stacks, last_rows = next_deal(gone)
        # The last deal's relaxed play reads the faces alone (the pack's
        # copy bit is dropped): known answers kept, a bounded number.
        key = _faces([ups, downs, *last_stacks, (), *last_rows])
        lost = _LAST_DEALS.get(key)
        if lost is None:
            if len(_LAST_DEALS) >= _LAST_DEALS_KEPT:
                _LAST_DEALS.clear()
            lost = _LAST_DEALS[key] = any(relaxed_table(ups, downs, last_stacks, last_rows))
        if not lost:
            return False
    return True


def _faces(piles: Iterable[Sequence[int]]) -> bytes:
    """The piles' numbers (ranks, or cards' idents less the pack: their
    faces), each pile ended by 255."""
    return b"\xff".join(map(bytes, piles)).translate(_FACE_OF)


_FACE_OF = bytes(number & 63 if number < 128 else number for number in range(256))


_LAST_DEALS: dict[bytes, bool] = {}  # never_home_across_redeal's known last deals (about 150 bytes each)
_LAST_DEALS_KEPT = 20_000


def _runs_home(up: int, down: int, copies: Mapping[int, Sequence[int]]) -> list[tuple[int, int, tuple[int, ...]]]:
    """A suit's ways of sending home some of ``copies`` (by rank, the idents
    of the cards taken) from its piles' tops ``up`` and ``down``: (the new
    tops, the idents sent), the most cards first."""
    highest = up
    while highest < 13 and highest + 1 in copies:
        highest += 1
    lowest = down
    while lowest > 1 and lowest - 1 in copies:
        lowest -= 1
    ways = []
    for rises in range(up, highest + 1):
        for falls in range(down, lowest - 1, -1):
            picks = []
            for rank in range(min(up + 1, falls), max(rises, down - 1) + 1):
                wanted = (up < rank <= rises) + (falls <= rank < down)
                if wanted:
                    picks.append(list(combinations(copies[rank], wanted)))
            if any(not pick for pick in picks):
                break  # both runs want more copies of a rank than were taken; lower falls want more still
            ways += [(rises, falls, tuple(i for cards in pick for i in cards)) for pick in product(*picks)]
    ways.sort(key=lambda way: -len(way[2]))
    return ways


# -- a suit begun on more piles than its cards can fill ---------------------------------------


def suit_on_too_many_piles(piles: Mapping[str, Sequence[Card]], foundations: Iterable[str], most: int) -> bool:
    """A dead end of the games whose foundations are begun with any suit and
    each take at most thirteen cards, one of each rank of the suit of the
    card it was begun with, cards never leaving them, and whose every card
    in play must go home onto exactly as many piles as thirteen goes into
    those cards (the Fifteen: eight piles, both packs on the table): every
    pile must then end full, so each suit fills exactly ``most`` piles (its
    cards over thirteen: the packs). Is some suit begun on more than
    ``most`` piles? Those piles can take at most its ``13 * most`` cards
    between them, so the piles left for the other suits hold fewer cards
    than they have, and the game is lost (the foundations' first cards
    alone are read)."""
    begun: Counter = Counter()
    for pile in foundations:
        cards = piles[pile]
        if cards:
            suit = cards[0].suit
            begun[suit] += 1
            if begun[suit] > most:
                return True
    return False


# -- a stack that gives up its cards only for home, top first ---------------------------------


def never_home_in_stack_order(
    stack: Sequence[Card], foundations: Iterable[Sequence[Card]], order: Sequence[int], packs: int
) -> bool:
    """A dead end of the games with a stack (given bottom first) whose cards
    leave it only from its top and only for the foundations, no card ever
    joining it, where each suit has ``packs`` foundations (one for each
    copy of a card) rising along ``order`` (the ranks from the first; a
    foundation's suit is its first card's) and cards never leave them (the
    Queens' key). The stack's cards of a suit go home in the stack's order,
    top first; grant that every other card of the suit is at hand whenever
    it is wanted: can they? Each, in turn, must find a pile of its suit
    one place below it, brought there by copies neither on a pile yet nor
    still in the stack. If for some suit no pile can take them so, the
    position can never be won. This reads the whole order of the stack
    where :func:`stranded` reads one card at a time: a nine above an eight
    of hearts, the one free ace sent home under the nine, leaves the eight
    a pile wanting the other ace, which lies under it."""
    place = {rank: index for index, rank in enumerate(order)}
    tops: dict[Suit, list[int]] = {}
    for pile in foundations:
        if pile:
            tops.setdefault(pile[0].suit, []).append(place[pile[-1].rank])
    wanted: dict[Suit, list[int]] = {}
    for card in reversed(stack):
        wanted.setdefault(card.suit, []).append(place[card.rank])
    for suit, places in wanted.items():
        piles = tops.get(suit, [])
        piles = piles + [-1] * (packs - len(piles))
        if not _goes_home_in_order(tuple(sorted(piles)), places, len(order), packs):
            return True
    return False


def _goes_home_in_order(piles: tuple[int, ...], places: Sequence[int], ranks: int, packs: int) -> bool:
    """:func:`never_home_in_stack_order` for one suit: can piles whose tops
    stand at ``piles`` (-1: not begun) take ``places`` (the stack's cards,
    top first) in that order? A pile is brought up to a card only when the
    card is played (raising a pile sooner only takes copies away), by the
    copies of each place between neither on a pile nor still in the stack;
    the piles are searched as a sorted tuple, the pile that took the card
    at its place."""
    count = len(places)
    # still[i][q]: the copies of place q among places[i:] (the stack's cards not yet home)
    still = [[0] * ranks for _ in range(count + 1)]
    for i in range(count - 1, -1, -1):
        row = still[i] = still[i + 1][:]
        row[places[i]] += 1
    seen: set[tuple[tuple[int, ...], int]] = set()
    todo = [(piles, 0)]
    while todo:
        piles, i = todo.pop()
        if i == count:
            return True
        if (piles, i) in seen:
            continue
        seen.add((piles, i))
        mine, row = places[i], still[i]
        for j, top in enumerate(piles):
            if top >= mine or (j and piles[j - 1] == top):
                continue  # past the card already, or a pile standing where the one before does
            others = piles[:j] + piles[j + 1 :]
            if all(sum(other >= q for other in others) + row[q] < packs for q in range(top + 1, mine)):
                todo.append((tuple(sorted((*others, mine))), i + 1))
    return False


# -- pairs of equal value that wait on one another down the columns ------------------------------


def pairs_locked(stacks: Iterable[Sequence[Card]], loose: Iterable[Card]) -> bool:
    """A dead end of the games where every card must leave in a pair of two
    cards of equal value, both available at once (Nestor): a stack's card
    (top card last) is available once every card above it has left, and
    nothing is ever laid on a stack; ``loose`` are the other cards still to
    leave, taken as free (cards taken up, and the reserve as if it could be
    taken up at any time: a relaxation, so sound).

    Relaxed further, a card may leave whenever another card of its value is
    in sight (loose, or with no card still held above it), that other card
    staying: peel the stacks so from the top while any card can go. Is some
    card held for good? Then so it is in play. Proof: take the first card
    of the held ones that a winning line would pair off, ``c``, with its
    partner ``p``. Both are available then, so no held card lies above
    either (those would have left before ``c``): ``c`` is its stack's
    uppermost held card and ``p`` is loose or has no held card above it, so
    ``p`` is in sight and the peeling would have let ``c`` go."""
    piles = [list(stack) for stack in stacks if stack]
    seen: Counter = Counter(card.rank for card in loose)  # cards in sight, by value
    for stack in piles:
        seen[stack[-1].rank] += 1
    moved = True
    while moved:
        moved = False
        for stack in piles:
            # (the stack's top card is in sight already: it goes if another of its value is)
            while stack and seen[stack[-1].rank] > 1:
                stack.pop()
                moved = True
                if stack:
                    seen[stack[-1].rank] += 1
    return any(piles)


# -- a talon dug down with too little room to set its cards aside ----------------------------------

_slots: dict[tuple[int, ...], dict[int, int]] = {}  # each order's places by rank (the games' orders are constants)


def room_runs_out(
    talon: Sequence[Card],
    helps: Iterable[Sequence[Card]],
    others: Iterable[Card],
    next_places: Mapping[int, Sequence[int]],
    order: tuple[int, ...],
    piles_needed: Callable[[Mapping[int, int]], int],
    room: int,
) -> bool:
    """A dead end of a last deal (Anna's) whose talon (bottom first) gives
    up its cards only from the top, home or into the helps (the only other
    place a card may lie; ``room`` of them), and must be emptied to win;
    ``others`` are the other cards not yet home (the pack, the card just
    turned). Each suit's foundations take the ranks of ``order`` in turn
    (``next_places``, as :func:`in_order` reads it: for each foundation the
    index of the rank it takes next; faces as :func:`face_number`);
    ``piles_needed(counts)`` is a lower bound of the helps that cards of
    those faces take when all lie in the helps at once.

    Take a card C of the talon, and the set D of cards that cannot go home
    before C leaves the talon: C and the cards under it; then, again and
    again, every card whose face no foundation can take before it has
    taken a face all of whose copies not home are in D (a face with none
    left counts so; a face no foundation takes at all, the queens', too).
    At the moment C leaves, every card above it has left the talon, and
    none of D is home: the cards of D above C, and those of D in the helps
    now (a help's card goes nowhere but home or onto a help), all lie in
    the helps. If they need more helps than there are, C never leaves: the
    game is lost. Each C is read from the bottom up (D only grows; the
    count is made again only when it does)."""
    faces = [face_number(card) for card in talon]
    lying = [0] * 64  # the talon's cards above C (C below the bottom at first), by face
    for face in faces:
        lying[face] += 1
    helped = [0] * 64
    for pile in helps:
        for card in pile:
            helped[face_number(card)] += 1
    loose = [mine + theirs for mine, theirs in zip(lying, helped, strict=True)]
    if piles_needed({face: count for face, count in enumerate(loose) if count}) <= room:
        return False  # (all of them in the helps at once would fit)
    for card in others:
        loose[face_number(card)] += 1
    slots = _slots.get(order)
    if slots is None:
        slots = _slots[order] = {rank: index for index, rank in enumerate(order)}
    by_suit: list[list[tuple[int, int]]] = [[], [], [], []]  # each suit's loose faces, with their places in order
    for face, count in enumerate(loose):
        if count:
            by_suit[face // 16].append((face, slots.get(face % 16, -1)))
    # Each foundation reaches from the place it takes next to its first full
    # face (every loose copy in D; none loose counts so). A face is blocked
    # where no foundation reaches; a blocked face is full too, but lies past
    # every reach, so it shortens none: one pass finds them.
    reach: list[list[list[int]]] = [[], [], [], []]
    for suit, starts in next_places.items():
        for start in starts:
            first = start
            while first < len(order) and loose[suit * 16 + order[first]]:
                first += 1
            reach[suit].append([start, first])
    blocked: set[int] = set()

    def block(suit: int) -> None:
        entries = reach[suit]
        for face, slot in by_suit[suit]:
            if face not in blocked:
                for start, first in entries:  # (no generator: asked of every position of the last deal)
                    if start <= slot <= first:
                        break
                else:
                    blocked.add(face)

    for suit in range(4):
        block(suit)
    seeded = [0] * 64
    for index, mine in enumerate(faces):
        seeded[mine] += 1
        lying[mine] -= 1
        grew = False
        if seeded[mine] == loose[mine] and mine not in blocked:  # full now: the foundations reaching past it stop
            slot = slots.get(mine % 16, -1)
            for entry in reach[mine // 16]:
                if entry[0] <= slot < entry[1]:
                    entry[1] = slot
                    grew = True
            if grew:
                block(mine // 16)
        if index and not grew:
            continue  # D grew by C alone: fewer cards above, no more of them in D
        if piles_needed({face: lying[face] + helped[face] for face in blocked}) > room:
            return True
    return False


# -- a talon to unwind onto piles built down, suits ignored (round 12) --------------------------


def too_many_runs(talon: Sequence[Card], wanted: Collection[int], piles: Iterable[Sequence[Card]], most: int) -> bool:
    """A dead end of the games with a talon (top card last) never fed again
    and at most ``most`` piles built down by one rank, suits ignored, never
    wrapping, that take cards only from the talon or from one another and
    give them only to one another or home (so each pile, as play builds it,
    is a run of ranks one below another from its first card; General
    Sedgewick's cross once the pack is used up).

    While every card that may go home next (``wanted``, by ident) lies in
    the talon, no card goes home until the talon is unwound down to the
    uppermost of them, one card at a time onto the piles, whose cards stay
    there meanwhile. So, after each card so laid, those cards and the
    piles' cards lie in the piles at once. A card of rank r lies on a card
    of rank r + 1 or begins a pile, and a card holds one card: at least
    m(r) - m(r + 1) piles begin at rank r (m(r): how many of the cards are
    of rank r). More than ``most`` piles at any step: never won. (A card
    lying now on one not a rank above it, as play never leaves one, may lie
    there still: each such card lowers the count by one.)"""
    if not wanted:
        return False
    found = 0
    above = 0  # the talon's cards above the uppermost wanted card
    for index in range(len(talon) - 1, -1, -1):
        if talon[index].ident in wanted:
            if not found:
                above = len(talon) - 1 - index
            found += 1
    if found < len(wanted) or not above:
        return False
    count = [0] * 15  # by rank (0 and 14: none)
    odd = 0  # cards lying on a card not one rank above (never in play): each may stay so
    for pile in piles:
        below = 0
        for card in pile:
            count[card.rank] += 1
            if below and below != card.rank + 1:
                odd += 1
            below = card.rank
    begun = sum(max(0, count[rank] - count[rank + 1]) for rank in range(1, 14)) - odd
    for index in range(len(talon) - 1, len(talon) - 1 - above, -1):
        rank = talon[index].rank  # laid on the piles: the two terms it is in change
        below, here, over = count[rank - 1], count[rank], count[rank + 1]
        if rank > 1:
            begun += max(0, below - here - 1) - max(0, below - here)
        begun += max(0, here + 1 - over) - max(0, here - over)
        count[rank] = here + 1
        if begun > most:
            return True
    return False


# -- a talon dug from the top, its cards parked meanwhile in runs of one suit -------------------


def parked_runs_overflow(
    talon: Sequence[Card],
    wants: Mapping[Suit, Sequence[int]],
    places: int,
    pack: Sequence[Card],
    parked: Iterable[Sequence[Card]],
) -> bool:
    """A dead end of games whose last cards lie in a talon (top card last)
    that only gives them up, from the top, in a pack turned for the last
    time (``pack``: the next card first) and in ``places`` piles (``parked``,
    bottom first), each an ascending run of one suit, one rank apart (the
    Fish-Bone's gridiron). A card turned goes home, to the talon's top or is
    parked: on a pile whose top is one rank below it in suit, or on an
    empty one; a pile's top card goes home. Home is onto foundations built
    down in suit one rank at a time (``wants``: for each suit, the rank each
    of its foundations takes next, 0 once it is done; the suit's cards not
    home, but for ranks above ten, are exactly those its foundations still
    want; cards above ten, placed elsewhere, are let go): every card of a
    suit with a foundation still wanting one lies in the talon, the pack
    or the piles.

    To win, the talon is dug down to each of its depths: just after the
    card over its bottom ``k`` cards leaves, only those are in the talon,
    the pack still holds its last cards (some number of them), and every
    other card not home is parked. Home then, at best: each foundation a
    run down from the rank it wants, never through a rank whose copies are
    all held (in the talon's bottom part or the pack), two never through a
    rank with one copy out (``_fewest_runs`` tries each such choice). The
    rest fill at least sum(max(0, m(q) - m(q - 1))) runs of a suit, m(q) its
    copies of rank q parked (a run takes one card of a rank, and only the
    runs through q - 1 can go on through q). Where no foundation of a suit
    can take a card by then, none of its cards has gone home since, and
    the runs are counted card by card (``_ordered_runs``): a pile's cards
    stay on it, and a card from the talon goes only onto one that came out
    before it. The depths come one after another, the pack's cards turned
    by then never fewer: when at some depth every count of them still
    possible leaves more runs than places, the position is lost."""
    pack = [card for card in pack if card.rank <= 10]
    talon = [card for card in talon if card.rank <= 10]
    piles: dict[Suit, list[tuple[int, ...]]] = {suit: [] for suit in wants}
    for pile in parked:
        if pile:
            piles[pile[0].suit].append(tuple(card.rank for card in pile))
    tables = {
        suit: _suit_runs(
            tuple(sorted(ranks)),
            tuple(sorted(piles[suit])),
            tuple(card.rank for card in talon if card.suit == suit),
            tuple(card.rank for card in pack if card.suit == suit),
        )
        for suit, ranks in wants.items()
    }
    # turns[suit][j]: the suit's cards among the pack's first j
    turns = {suit: [0] * (len(pack) + 1) for suit in wants}
    for j, card in enumerate(pack, 1):
        for suit, counts in turns.items():
            counts[j] = counts[j - 1] + (card.suit == suit)
    totals = [sum(tables[suit][0][turns[suit][j]] for suit in wants) for j in range(len(pack) + 1)]
    depths = [totals[:]]  # the runs at each depth of the talon (its bottom cards held), per count turned
    held = dict.fromkeys(wants, 0)  # each suit's cards in the talon's bottom part
    for card in talon:
        suit = card.suit
        before, after = tables[suit][held[suit]], tables[suit][held[suit] + 1]
        held[suit] += 1
        for j, turned in enumerate(turns[suit]):
            totals[j] += after[turned] - before[turned]
        depths.append(totals[:])
    # The depths come in that order, deepest last, the cards turned by then never fewer: the
    # fewest turned that fit at each depth in turn (fewer leave every later choice open).
    turned = 0
    for row in reversed(depths):
        while row[turned] > places:
            turned += 1
            if turned == len(row):
                return True
    return False


@lru_cache(maxsize=1 << 10)  # (a suit's cards move seldom: its table serves many positions; a few MB at most)
def _suit_runs(
    wants: tuple[int, ...], piles: tuple[tuple[int, ...], ...], talon: tuple[int, ...], pack: tuple[int, ...]
) -> tuple[tuple[int, ...], ...]:
    """The fewest runs one suit's parked cards fill (see
    ``parked_runs_overflow``), for each count of its talon's cards still held
    at the bottom (``talon``: their ranks, bottom first) and each count of
    its pack's cards turned (``pack``: the next first); ``piles`` its parked
    piles' ranks."""
    table = []
    for k in range(len(talon) + 1):
        row = []
        for j in range(len(pack) + 1):
            held = sum(1 << 2 * (rank - 1) for rank in (*talon[:k], *pack[j:]))
            if all(not want or _out(wants, held, want) == 0 for want in wants):
                row.append(_ordered_runs(piles, talon, k, pack[:j]))
            else:
                row.append(_fewest_runs(wants, held))
        table.append(tuple(row))
    return tuple(table)


def _out(wants: tuple[int, ...], held: int, rank: int) -> int:
    """Copies of ``rank`` neither home nor held."""
    return sum(w >= rank for w in wants) - (held >> 2 * (rank - 1) & 3)


def _ordered_runs(piles: tuple[tuple[int, ...], ...], talon: tuple[int, ...], held: int, turned: Sequence[int]) -> int:
    """The fewest runs of one suit none of whose cards goes home meanwhile:
    its piles (ranks, bottom first), its talon's cards above the ``held``
    bottom ones (popped top first) and the pack's cards ``turned``. A
    pile's cards keep their places; a card out of the talon or the pack
    goes onto one a rank below it: a pile's top, a card turned (when is let
    go), or one out of the talon before it. The runs: the piles and the
    cards out, less those laid on another (each card has one place above it
    and one below, so the matching goes rank by rank)."""
    lower: dict[int, list[int]] = {}  # by rank: when each card that may take one above it came (-1: in a pile)
    upper: dict[int, list[int]] = {}  # by rank: when each card that needs one below it comes
    cards = len(turned) + len(talon) - held + len(piles)  # (a pile's cards but its bottom lie on another already)
    for pile in piles:
        lower.setdefault(pile[-1], []).append(-1)
    for index in range(held, len(talon)):
        arrival = len(talon) - index  # (the top card first)
        lower.setdefault(talon[index], []).append(arrival)
        upper.setdefault(talon[index], []).append(arrival)
    for rank in turned:
        lower.setdefault(rank, []).append(0)  # (0: a card turned, at any time)
        upper.setdefault(rank, []).append(0)
    on = 0
    for rank, coming in upper.items():
        below = lower.get(rank - 1, [])
        fits = [[b for b, came in enumerate(below) if not came or not arrival or came < arrival] for arrival in coming]
        if len(fits) == 1:
            on += bool(fits[0])
        else:
            first, second = fits
            on += 2 if any(b != c for b in first for c in second) else bool(first or second)
    return cards - on


@lru_cache(maxsize=1 << 13)  # (a suit's few states recur across a search's positions)
def _fewest_runs(wants: tuple[int, ...], held: int) -> int:
    """The fewest runs of one suit (see ``parked_runs_overflow``) its cards
    neither home nor ``held`` (copies of each rank, 2 bits a rank from the
    ace) fill, over every choice of how far down each foundation (wanting
    ``wants``) has come meanwhile."""
    top = max(wants, default=0)
    out = [0] * (top + 1)  # out[q]: copies of rank q neither home nor held (0 for q = 0)
    for q in range(1, top + 1):
        out[q] = sum(w >= q for w in wants) - (held >> 2 * (q - 1) & 3)
    lowest = []  # each foundation's choices of the lowest rank it has taken by then
    for want in wants:
        low = want + 1
        while low > 1 and out[low - 1] > 0:
            low -= 1
        lowest.append(range(low, want + 2))
    fills = []
    for lows in product(*lowest):  # (taking none home is among them: fills is never empty)
        parked = out[:]
        for low, want in zip(lows, wants, strict=True):
            for q in range(low, want + 1):
                parked[q] -= 1
        if min(parked) >= 0:  # (else two foundations through a rank with one copy out)
            fills.append(sum(max(0, parked[q] - parked[q - 1]) for q in range(1, top + 1)))
    return min(fills)
