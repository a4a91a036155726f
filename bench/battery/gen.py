#!/usr/bin/env python3
"""Authoring aid for the battery of one-file servers (issue 37): each case
below is a small server holding one poisoned tool, written from the
language's specification and its SDK's documentation. This script writes
them as discover/testdata/battery/<lang>/<name>.txtar, with the want lines
computed from where the poisoned characters are in the file (an anchor
string), never from what mcp-lint reports. verify.py then runs each case
under its runtime and records what was served.

    python3 bench/battery/gen.py NAME...   # writes the named cases only
    python3 bench/battery/gen.py           # (re)writes every case

The txtar files are the battery's source of truth: many of their want
and served lines were edited after they were generated (a reader learned
to read a text; verify.py recorded what a runtime served), and the cases
here were not all brought up to date. So add or change a case by naming
it, then run verify.py's steps for that file; rewriting every case undoes
those edits (git diff shows them).

A want is (rule, file, anchor[, nth]): the rule's finding must start at
the anchor's first character. "computed" or "error" instead of a rule:
discovery must say, at that place, that the text could not be read. A
want of several alternatives (a list of such tuples) is met by any one:
used only where the language cannot know the text without running code.
"""

import json
import re
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import A, B, BATTERY, K, S, SPLIT_CHECK, T, T_MSG, tag, write  # noqa: E402

from common import CASES, IMP, HID  # noqa: E402


def fill(s):
    return s.replace("{S}", S).replace("{A}", A).replace("{K}", K).replace("{B}", B).replace("{T}", T)


def utf16(s):
    return sum(2 if ord(c) >= 0x10000 else 1 for c in s)


def position(data, anchor, nth=0):
    at = -1
    for _ in range(nth + 1):
        at = data.find(anchor, at + 1)
        if at < 0:
            raise SystemExit("anchor %r not found (nth %d)" % (anchor, nth))
    line, start, i = 1, 0, 0
    while i < at:
        c = data[i]
        if c == "\n" or (c == "\r" and (i + 1 >= len(data) or data[i + 1] != "\n")):
            line += 1
            start = i + 1
        i += 1
    return line, utf16(data[start:at]) + 1


def want_line(files, w, default_file):
    alts = w if isinstance(w, list) else [w]
    out = []
    for a in alts:
        rule, f, anchor = a[0], a[1] or default_file, a[2]
        nth = a[3] if len(a) > 3 else 0
        line, col = position(dict(files)[f], anchor, nth)
        out.append("%s %s:%d:%d" % (rule, f, line, col))
    return " | ".join(out)


def emit(names=()):
    n = 0
    unknown = set(names) - {c["name"] for c in CASES}
    if unknown:
        raise SystemExit("no such case: %s" % ", ".join(sorted(unknown)))
    for c in CASES:
        if names and c["name"] not in names:
            continue
        files = [(f, fill(d)) for f, d in c["files"]]
        main = c["run"] or files[0][0]
        check = c["check"]
        if check is None:
            check = T if T in "".join(d for _, d in files) or c["cls"] == "escape" else SPLIT_CHECK
        wants = [want_line(files, c["want"], files[0][0])]
        comment = "".join([
            "%s\n" % c["about"].strip(),
            "class: %s\n" % c["cls"],
            "run: %s\n" % main,
            "check: %s\n" % json.dumps(check),
            "served: %s\n" % ("not run: no runtime for this SDK here (crates.io, Maven and NuGet are not reachable); written to its documented shape" if c["lang"] in ("rs", "java", "kt", "cs") else "not verified"),
        ])
        d = os.path.join(BATTERY, c["lang"])
        os.makedirs(d, exist_ok=True)
        path = os.path.join(d, c["name"] + ".txtar")
        # Keep what verify.py recorded when the case did not change.
        if os.path.exists(path):
            old = open(path, encoding="utf-8", newline="").read()
            for line in old.splitlines():
                if line.startswith("served: ") and "not verified" not in line and "not run" not in line:
                    comment = re.sub(r"(?m)^served: .*\n", lambda m: line + "\n", comment)
        write(path, comment, [("want", "\n".join(wants))] + files)
        n += 1
    print("wrote %d cases" % n)


import cases_js  # noqa: E402,F401
import cases_py  # noqa: E402,F401
import cases_go  # noqa: E402,F401
import cases_other  # noqa: E402,F401

if __name__ == "__main__":
    emit(sys.argv[1:])
