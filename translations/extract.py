"""Extract the interface's strings into translations/cadogan_<lang>.ts with
Qt's lupdate (run by translations/extract).

lupdate's Python reader marks a string as plural ("numerus") only when the
count passed is a literal number, never a variable; so after it runs, every
message whose source holds ``%n`` or ``%Ln`` is marked numerus here, with
as many forms as the language has (Turkish 1, Russian 3, Arabic 6), and the
forms translated before are kept.
"""

from __future__ import annotations

import re
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LANGUAGES = {"tr": 1, "ru": 3, "ar": 6}  # language: Qt's numerus forms
PLURAL = re.compile(r"%L?n")


def sources() -> list[str]:
    return sorted(
        str(p.relative_to(ROOT)) for p in (ROOT / "cadogan" / "ui").rglob("*.py") if p.name != "gen_core_texts.py"
    )


def numerus_forms(ts: Path) -> dict[tuple[str, str], tuple[list[str], str | None]]:
    """The plural translations already made: (context, source) -> (forms, type)."""
    if not ts.exists():
        return {}
    kept = {}
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            forms = [f.text or "" for f in translation.iter("numerusform")] if translation is not None else []
            if any(forms):
                kept[(name, message.findtext("source") or "")] = (forms, translation.get("type"))
    return kept


def mark_plurals(ts: Path, count: int, kept: dict) -> None:
    tree = ET.parse(ts)
    root = tree.getroot()
    for context in root.iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if not PLURAL.search(source):
                continue
            message.set("numerus", "yes")
            translation = message.find("translation")
            if translation is None:
                translation = ET.SubElement(message, "translation")
            old = [f.text or "" for f in translation.iter("numerusform")]
            forms, kind = kept.get((name, source), (old, translation.get("type")))
            if not any(forms) and translation.text and translation.text.strip():
                forms = [translation.text] * count  # a single translation made meanwhile
            forms = (list(forms) + [""] * count)[:count]
            translation.clear()
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form or None
            if all(forms) and kind != "unfinished":
                pass
            else:
                translation.set("type", "unfinished" if not all(forms) else kind or "unfinished")
    ET.indent(tree, space="    ")
    body = ET.tostring(root, encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")


def main(python: str) -> None:
    lupdate = Path(python).with_name("pyside6-lupdate")
    subprocess.run([python, "-m", "cadogan.ui.gen_core_texts"], cwd=ROOT, check=True, stdout=subprocess.DEVNULL)
    files = sources()
    for lang, count in LANGUAGES.items():
        ts = ROOT / "translations" / f"cadogan_{lang}.ts"
        kept = numerus_forms(ts)
        command = [str(lupdate), "-silent", "-no-obsolete", "-locations", "none"]
        command += ["-source-language", "en", "-target-language", lang, *files, "-ts", str(ts)]
        subprocess.run(command, cwd=ROOT, check=True)
        mark_plurals(ts, count, kept)


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else str(ROOT / ".venv" / "bin" / "python"))
