#!/usr/bin/python3
# SPDX-License-Identifier: MIT
"""Helpers for the Qt Linguist catalogues (translations/*.ts).

  tstool.py status   FILE.ts...            counts of finished, unfinished and plural messages
  tstool.py unfinished FILE.ts [--json]    the messages still to translate (context, source, comment)
  tstool.py check    FILE.ts...            placeholders (%1..%9, %n), HTML tags and accelerators of every
                                           finished translation against its source; exit 1 on a mismatch
  tstool.py reuse    FILE.ts OLD.ts...     fill unfinished messages whose source text has exactly one finished
                                           translation in FILE.ts or OLD.ts (e.g. `git show HEAD:FILE.ts`),
                                           for texts that moved to another context; prints what it filled
  tstool.py apply    FILE.ts MAP.json      fill translations from MAP.json and mark them finished:
                                           {"source": "translation"} or {"source": ["form", ...]} for plurals;
                                           a key "context\\u0004source" applies to one context only

Only the Python standard library is used. After `apply`, run the `update_translations` target so that
lupdate writes the file back in its own layout.
"""

import json
import re
import sys
import xml.etree.ElementTree as ET

PLACEHOLDER = re.compile(r"%(?:[1-9]|n|L[1-9])")
HTML_TAGS = {"a", "b", "br", "code", "em", "h1", "h2", "h3", "h4", "h5", "h6", "i", "li", "ol", "p", "pre", "span",
             "strong", "table", "td", "th", "tr", "tt", "u", "ul"}
TAG = re.compile(r"</?([a-zA-Z][a-zA-Z0-9]*)[^<>]*>")


def messages(tree):
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            yield name, message


def text_of(element, tag):
    child = element.find(tag)
    return child.text if child is not None and child.text is not None else ""


def translations_of(message):
    """The translated forms of a message (one for a singular message)."""
    translation = message.find("translation")
    if translation is None:
        return []
    if message.get("numerus") == "yes":
        return [form.text or "" for form in translation.findall("numerusform")]
    return [translation.text or ""]


def is_finished(message):
    translation = message.find("translation")
    if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
        return False
    return all(form.strip() for form in translations_of(message)) and translations_of(message) != []


def placeholders(text):
    return sorted(set(PLACEHOLDER.findall(text)))


def tags(text):
    return sorted(m.group(0).lower() for m in TAG.finditer(text) if m.group(1).lower() in HTML_TAGS)


def has_accelerator(text):
    return re.search(r"&(?!&)[^\s;]", text.replace("&&", "")) is not None and not re.search(r"&\w+;", text)


def cmd_status(paths):
    for path in paths:
        tree = ET.parse(path)
        total = finished = plural = 0
        for _, message in messages(tree):
            if message.find("translation") is not None and message.find("translation").get("type") in (
                "vanished",
                "obsolete",
            ):
                continue
            total += 1
            finished += is_finished(message)
            plural += message.get("numerus") == "yes"
        print(f"{path}: {total} messages, {finished} finished, {total - finished} unfinished, {plural} plural")
    return 0


def cmd_unfinished(path, as_json):
    tree = ET.parse(path)
    rows = []
    for context, message in messages(tree):
        if is_finished(message):
            continue
        translation = message.find("translation")
        if translation is not None and translation.get("type") in ("vanished", "obsolete"):
            continue
        rows.append(
            {
                "context": context,
                "source": text_of(message, "source"),
                "comment": text_of(message, "comment") or text_of(message, "extracomment"),
                "numerus": message.get("numerus") == "yes",
            }
        )
    if as_json:
        json.dump(rows, sys.stdout, ensure_ascii=False, indent=1)
        print()
    else:
        for row in rows:
            plural = " [plural]" if row["numerus"] else ""
            print(f"{row['context']}: {row['source']!r}{plural}")
    return 1 if rows else 0


def problems_of(context, message):
    source = text_of(message, "source")
    found = []
    for form in translations_of(message):
        if not form.strip():
            continue
        want, got = placeholders(source), placeholders(form)
        if message.get("numerus") == "yes":
            # a plural form may spell out the number ("1 error") instead of %n
            want, got = [p for p in want if p != "%n"], [p for p in got if p != "%n"]
        if want != got:
            found.append(f"placeholders {want} in the source but {got} in {form!r}")
        if tags(source) != tags(form):
            found.append(f"HTML tags {tags(source)} in the source but {tags(form)} in {form!r}")
        if has_accelerator(source) and not has_accelerator(form):
            found.append(f"the source has an accelerator (&) but {form!r} has none")
    return found


def cmd_check(paths):
    bad = 0
    for path in paths:
        for context, message in messages(ET.parse(path)):
            if not is_finished(message):
                continue
            for problem in problems_of(context, message):
                bad += 1
                print(f"{path}: {context}: {text_of(message, 'source')!r}: {problem}")
    return 1 if bad else 0


def cmd_apply(path, mapping_path):
    with open(mapping_path, encoding="utf-8") as f:
        mapping = json.load(f)
    tree = ET.parse(path)
    applied = 0
    for context, message in messages(tree):
        source = text_of(message, "source")
        value = mapping.get(context + "\u0004" + source, mapping.get(source))
        if value is None:
            continue
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if message.get("numerus") == "yes":
            forms = value if isinstance(value, list) else [value]
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            if isinstance(value, list):
                sys.exit(f"{mapping_path}: {source!r} is not a plural message; give one string")
            translation.text = value
        applied += 1
    write_ts(tree, path)
    print(f"{path}: {applied} translations applied")
    return 0


def cmd_reuse(path, others):
    known = {}
    for source_path in [path] + others:
        for _, message in messages(ET.parse(source_path)):
            if is_finished(message):
                key = (text_of(message, "source"), message.get("numerus") == "yes")
                known.setdefault(key, set()).add(tuple(translations_of(message)))
    tree = ET.parse(path)
    filled = 0
    for context, message in messages(tree):
        translation = message.find("translation")
        if is_finished(message) or (translation is not None and translation.get("type") in ("vanished", "obsolete")):
            continue
        key = (text_of(message, "source"), message.get("numerus") == "yes")
        candidates = known.get(key, set())
        if len(candidates) != 1:
            continue
        forms = list(next(iter(candidates)))
        if translation is None:
            translation = ET.SubElement(message, "translation")
        translation.attrib.pop("type", None)
        for child in list(translation):
            translation.remove(child)
        if key[1]:
            translation.text = None
            for form in forms:
                ET.SubElement(translation, "numerusform").text = form
        else:
            translation.text = forms[0]
        filled += 1
        print(f"{context}: {key[0]!r} -> {forms if key[1] else forms[0]!r}")
    write_ts(tree, path)
    print(f"{path}: {filled} translations reused")
    return 0


def write_ts(tree, path):
    with open(path, "wb") as f:
        f.write(b'<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n')
        tree.write(f, encoding="utf-8", xml_declaration=False)


def main(argv):
    if len(argv) < 3 or argv[1] not in ("status", "unfinished", "check", "apply", "reuse"):
        print(__doc__, file=sys.stderr)
        return 2
    command = argv[1]
    if command == "status":
        return cmd_status(argv[2:])
    if command == "unfinished":
        return cmd_unfinished(argv[2], "--json" in argv[3:])
    if command == "check":
        return cmd_check(argv[2:])
    if command == "reuse":
        return cmd_reuse(argv[2], argv[3:])
    if len(argv) != 4:
        print(__doc__, file=sys.stderr)
        return 2
    return cmd_apply(argv[2], argv[3])


if __name__ == "__main__":
    sys.exit(main(sys.argv))
