#!/usr/bin/env python3
"""Lists every test function that QSKIPped in a build's last test run, and fails when one is not
on the allow-list. ctest counts a QtTest executable that skipped as passed, so without this a
cluster that does not start, or a missing tool, turns a whole suite green.

Usage: check-skips.py BUILD_DIR ALLOW_LIST [--strict]
  BUILD_DIR/test-logs/<test>.txt are the QtTest logs (weft_add_test writes them).
  ALLOW_LIST has one skip a line: `<test> <Class::function(tag)>`, shell-style wildcards allowed,
  then ` # ` and why the skip is expected; blank lines and lines starting with # are ignored.
Prints `skipped: N, allowed: A` and each skip; with --strict (CI) an unexpected skip exits 1.
"""
import fnmatch
import os
import re
import sys

SKIP = re.compile(r"^SKIP\s+:\s+(\S+?\(.*?\)|\S+)\s+(.*)$")


def allowed_patterns(path):
    patterns = []
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            entry, _, reason = line.partition(" # ")
            test, _, function = entry.strip().partition(" ")
            if not reason.strip():
                sys.exit(f"{path}: every allowed skip says why: {line}")
            patterns.append((test, function.strip() or "*"))
    return patterns


def skips(log_dir):
    found = []
    if not os.path.isdir(log_dir):
        return found
    for name in sorted(os.listdir(log_dir)):
        if not name.endswith(".txt"):
            continue
        with open(os.path.join(log_dir, name), encoding="utf-8", errors="replace") as log:
            for line in log:
                match = SKIP.match(line.rstrip("\n"))
                if match:
                    found.append((name[:-4], match.group(1), match.group(2).strip()))
    return found


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    build_dir, allow_list = sys.argv[1], sys.argv[2]
    strict = "--strict" in sys.argv[3:]
    patterns = allowed_patterns(allow_list)
    found = skips(os.path.join(build_dir, "test-logs"))
    unexpected = 0
    for test, function, message in found:
        ok = any(fnmatch.fnmatchcase(test, t) and fnmatch.fnmatchcase(function, f)
                 for t, f in patterns)
        unexpected += 0 if ok else 1
        print(f"{'allowed' if ok else 'UNEXPECTED'} skip: {test} {function}: {message}")
    print(f"skipped: {len(found)}, allowed: {len(found) - unexpected}")
    return 1 if strict and unexpected else 0


if __name__ == "__main__":
    sys.exit(main())
