"""Apply a translator's pending translations to a catalogue.

    python translations/apply_pending.py <lang>

Reads ``translations/pending_<lang>.json`` (a list of ``[context, source,
translation]``, the translation a string or, for a ``%n`` plural, the list of
its numerus forms) and writes each into ``translations/cadogan_<lang>.ts``
where the message of that context and source is still unfinished, then
drops the ``unfinished`` mark. Prints how many were applied and how many
entries remain unfinished. Used when a catalogue was extracted again after
its translations were written.
"""

from __future__ import annotations

import json
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent


def apply(lang: str) -> tuple[int, int]:
    ts = HERE / f"cadogan_{lang}.ts"
    pending = json.loads((HERE / f"pending_{lang}.json").read_text(encoding="utf-8"))
    wanted = {(context, source): text for context, source, text in pending}
    tree = ET.parse(ts)
    applied = left = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            if translation is None or translation.get("type") != "unfinished":
                continue
            text = wanted.get((name, message.findtext("source")))
            if text is None:
                left += 1
                continue
            if isinstance(text, list):
                translation.text = None
                for form in list(translation):
                    translation.remove(form)
                for form_text in text:
                    ET.SubElement(translation, "numerusform").text = form_text
            else:
                translation.text = text
            del translation.attrib["type"]
            applied += 1
    ET.indent(tree, space="    ")
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n", encoding="utf-8")
    return applied, left


if __name__ == "__main__":
    done, remaining = apply(sys.argv[1])
    print(f"{done} applied, {remaining} still unfinished")
