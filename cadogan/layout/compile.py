"""Write ``layouts/compiled/<game id>.json`` for every shipped layout (see
compiled.py): ``python -m cadogan.layout.compile``."""

from __future__ import annotations

from ..resources import layouts_dir
from .compiled import FOLDER, compile_layout


def main() -> None:
    folder = layouts_dir()
    (folder / FOLDER).mkdir(exist_ok=True)
    for path in sorted(folder.glob("*.toml")):
        (folder / FOLDER / f"{path.stem}.json").write_text(compile_layout(path), encoding="utf-8")
    print(f"wrote {folder / FOLDER}")


if __name__ == "__main__":
    main()
