"""Write the corpus of damaged files (run once; the files are committed).

    python -m tests.robustness.make_corpus

Each file is named for its fault. Saves are ``current-game.json`` files,
statistics ``statistics.json`` files, settings ``cadogan.ini`` files, and
layouts replace ``the_clock.toml``. Journals are folders, each a snapshot
(``current-game.json``) and its journal (``current-game.journal``), named
for the fault or, under ``journals-read/``, for what must still be read.
``statistics-kept/`` holds statistics that must be kept as they are, and
``named/`` files given to Open… or on the command line (a symbolic link
loop among them).

One save is kept by hand, not written here: ``the-sultan-older-rule.json``,
a game of the Sultan saved before its rule was mended (every turned card
laid on the talon), which the code of today cannot write.
"""

from __future__ import annotations

import json
import os
import random
import tempfile
from pathlib import Path

from cadogan import core
from cadogan.resources import layouts_dir

HERE = Path(__file__).parent / "corpus"


def _save(game_id: str = "la_belle_lucie", deal: int = 3, moves: int = 6) -> dict:
    session = core.Session.new(game_id, deal)
    rng = random.Random(deal)
    for _ in range(moves):
        legal = session.legal_moves()
        if legal:
            session.play(rng.choice(legal))
    return json.loads(core.dumps(session, extra={"elapsed": 42.0}))


def saves() -> dict[str, bytes]:
    files: dict[str, bytes] = {}

    def put(name: str, data: dict | str | bytes) -> None:
        if isinstance(data, dict):
            data = json.dumps(data, indent=1)
        files[name] = data if isinstance(data, bytes) else data.encode()

    put("not-json.json", "this is not a saved game\n")
    put("empty.json", "")
    put("nested-1000-deep.json", "[" * 1000 + "]" * 1000)
    put("not-utf8.json", b'{"format": "cadogan-save", "game": "\xff\xfe"}')
    text = json.dumps(_save()).replace('"deal": 3', '"deal": ' + "7" * 5000)
    put("deal-of-5000-digits.json", text)
    put("elapsed-infinity.json", json.dumps(_save()).replace('"elapsed": 42.0', '"elapsed": Infinity'))
    put("elapsed-1e999.json", json.dumps(_save()).replace('"elapsed": 42.0', '"elapsed": 1e999'))
    data = _save()
    data["extra"]["elapsed"] = 1e300
    put("elapsed-absurd.json", data)
    data = _save()
    data["extra"]["elapsed"] = -30
    put("elapsed-negative.json", data)
    data = _save()
    piles = data["start"]["piles"]
    piles["p1"][0], piles["p2"][0] = piles["p2"][0], piles["p1"][0]
    put("start-not-the-deal.json", data)
    data = _save("the_shah", 4)
    data["start"]["counters"]["circles_dealt"] = -5
    put("shah-circles-dealt-minus-5.json", data)
    data = _save("margarethe", 5)
    piles = data["start"]["piles"]
    full = [p for p, cards in piles.items() if cards]
    piles[full[0]][-1], piles[full[-1]][-1] = piles[full[-1]][-1], piles[full[0]][-1]
    put("margarethe-court-card-swapped-out-of-the-m.json", data)
    for name, code in (("dot-zero", ".0"), ("pack-9", "AH.9"), ("arabic-digit", "\u0663H.0"), ("plus-sign", "+3H.0")):
        data = _save()
        data["start"]["piles"]["p1"][0] = code
        put(f"card-code-{name}.json", data)
    data = _save()
    data["moves"].append({"kind": "move", "src": "f1", "dst": "p1"})
    put("illegal-move.json", data)
    data = _save()
    data["moves"].append({"kind": "move", "src": ["p1"], "dst": "p1"})
    put("move-src-a-list.json", data)
    data = _save()
    data["version"] = 99
    put("unknown-version.json", data)
    data = _save()
    data["game"] = "chess"
    put("unknown-game.json", data)
    data = _save()
    data["start"]["counters"]["redeals_left"] = 10**6
    put("redeals-left-a-million.json", data)
    return files


def _journalled(
    moves: int = 5, game_id: str = "la_belle_lucie", deal: int = 3, seed: int = 3
) -> tuple[bytes, list[bytes]]:
    """A snapshot and its journal's lines (header first), as the app writes them."""
    from cadogan.ui.storage import persistence

    folder = Path(tempfile.mkdtemp(prefix="cadogan-corpus-"))
    path = folder / "current-game.json"
    writer = persistence.GameWriter()
    session = core.Session.new(game_id, deal)
    rng = random.Random(seed)
    writer.write(session, {"elapsed": 1.0}, path)
    for i in range(moves):
        session.play(rng.choice([m for m in session.legal_moves() if m.kind == core.MOVE]))
        writer.write(session, {"elapsed": 2.0 + i}, path)
    snapshot, journal = path.read_bytes(), persistence.journal_path(path).read_bytes()
    for file in folder.iterdir():
        file.unlink()
    folder.rmdir()
    return snapshot, journal.splitlines(keepends=True)


def journals() -> dict[str, dict[str, bytes]]:
    """Journals whose lines were moved about: each must be found out."""
    snapshot, lines = _journalled()
    _other, other_lines = _journalled(moves=4, seed=99)  # the same deal, played otherwise
    cases = {}
    swapped = list(lines)
    swapped[2], swapped[3] = swapped[3], swapped[2]
    cases["swapped-lines"] = swapped
    cases["last-two-swapped"] = [*lines[:-2], lines[-1], lines[-2]]
    cases["a-line-dropped"] = lines[:2] + lines[3:]
    cases["a-line-from-another-journal"] = [*lines[:2], other_lines[2], *lines[3:]]
    cases["a-line-twice"] = [*lines[:3], lines[2], *lines[3:]]
    edited = json.loads(lines[3])
    edited["extra"]["elapsed"] = 0.5
    cases["a-line-edited"] = [*lines[:3], (json.dumps(edited) + "\n").encode(), *lines[4:]]
    unchained = json.loads(lines[2])
    del unchained["chain"]
    cases["a-line-without-its-link"] = [*lines[:2], (json.dumps(unchained) + "\n").encode(), *lines[3:]]
    return {
        name: {"current-game.json": snapshot, "current-game.journal": b"".join(body)} for name, body in cases.items()
    }


def journals_read() -> dict[str, dict[str, bytes]]:
    """Journals that must still be read: the previous version's (unchained),
    and a good one (the tests make it unreadable: journal permissions)."""
    snapshot, lines = _journalled()
    header = json.loads(lines[0])
    header["version"] = 1
    old = [(json.dumps(header) + "\n").encode()]
    for line in lines[1:]:
        record = json.loads(line)
        del record["chain"]
        old.append((json.dumps(record) + "\n").encode())
    return {
        "version-1-unchained": {"current-game.json": snapshot, "current-game.journal": b"".join(old)},
        "good-made-unreadable-by-the-test": {"current-game.json": snapshot, "current-game.journal": b"".join(lines)},
    }


def statistics_kept() -> dict[str, bytes]:
    """Statistics that must be kept as they are (another version's)."""
    good = {"played": 3, "won": 1, "best_seconds": 95.5, "fewest_moves": 80, "streak": 1, "best_streak": 1}
    newer = {"played": 7, "won": 2, "longest_game": 3600, "best_seconds": "n/a"}
    return {
        "unknown-game.json": json.dumps(
            {"version": 1, "games": {"la_belle_lucie": good, "a_game_of_a_newer_version": newer}}
        ).encode()
    }


def statistics() -> dict[str, bytes]:
    good = {"played": 3, "won": 1, "best_seconds": 95.5, "fewest_moves": 80, "streak": 1, "best_streak": 1}

    def stats(**changes) -> bytes:
        return json.dumps({"version": 1, "games": {"la_belle_lucie": {**good, **changes}}}).encode()

    return {
        "not-json.json": b"statistics!",
        "nested-1000-deep.json": b'{"version": 1, "games": ' + b"[" * 1000 + b"]" * 1000 + b"}",
        "best-seconds-infinity.json": stats().replace(b"95.5", b"Infinity"),
        "best-seconds-nan.json": stats().replace(b"95.5", b"NaN"),
        "played-a-fraction.json": stats(played=0.04),
        "played-negative.json": stats(played=-3),
        "won-a-string.json": stats(won="many"),
        "streak-above-best-streak.json": stats(streak=5, best_streak=2),
        "count-of-5000-digits.json": stats().replace(b'"played": 3', b'"played": ' + b"9" * 5000),
        "not-utf8.json": b'{"version": 1, "games": {"\xff": {}}}',
        "unknown-field.json": stats(lives=3),
        "won-above-played.json": stats(won=5, best_streak=1),
    }


def settings() -> dict[str, bytes]:
    return {
        "unclosed-section.ini": b"[General\nautoplay=all\n",
        "binary-garbage.ini": bytes(random.Random(7).randrange(256) for _ in range(3000)),
        "not-utf8.ini": b"[General]\nlast_game=\xff\xfe\n",
    }


def layouts() -> dict[str, bytes]:
    clock = (layouts_dir() / "the_clock.toml").read_bytes()
    first_pile_x = clock.index(b"\nx = ") + 1
    return {
        "extra-pile-zz.toml": clock + b'\n[[pile]]\nid = "zz"\nx = 1\ny = 1\n',
        "missing-pile.toml": clock.replace(b'id = "stock"', b'id = "stock_gone"', 1),
        "not-utf8.toml": clock + b"\n# \xff\xfe\n",
        "kind-a-list.toml": clock + b'\n[[shape]]\nkind = ["row"]\nids = "q{n}"\ncount = 2\n',
        "nested-arrays.toml": clock + b"\nzz = " + b"[" * 2000 + b"]" * 2000 + b"\n",
        "x-1e308.toml": clock[:first_pile_x] + b"x = 1e308\n" + clock[clock.index(b"\n", first_pile_x) + 1 :],
        "count-10-to-the-8.toml": clock + b'\n[[shape]]\nkind = "row"\nids = "q{n}"\ncount = 100000000\n'
        b"start = [1, 1]\nstep = 1\n",
        "not-toml.toml": b"this is = = not toml [[\n",
    }


def main() -> None:
    for folder, files in (("saves", saves()), ("statistics", statistics()), ("settings", settings()),
                          ("layouts", layouts()), ("statistics-kept", statistics_kept())):  # fmt: skip
        (HERE / folder).mkdir(exist_ok=True)
        for name, data in files.items():
            (HERE / folder / name).write_bytes(data)
    for folder, cases in (("journals", journals()), ("journals-read", journals_read())):
        for name, files in cases.items():
            (HERE / folder / name).mkdir(parents=True, exist_ok=True)
            for file, data in files.items():
                (HERE / folder / name / file).write_bytes(data)
    (HERE / "named").mkdir(exist_ok=True)
    loop = HERE / "named" / "symlink-loop.cadogan"
    if not loop.is_symlink():
        os.symlink(loop.name, loop)  # a link to itself


if __name__ == "__main__":
    main()
