"""Checks command_pipeline.weft: every licence text sorted, compressed losslessly, counted, and
the compressed sizes saved as a table."""
import csv
import gzip
import os
import sys

work = sys.argv[1]
names = sorted(n for n in os.listdir(work + "/data/licenses") if n.endswith(".txt"))
assert len(names) == 6, names
for name in names:
    stem = name[:-4]
    with open(f"{work}/data/licenses/{name}", "rb") as f:
        lines = f.read().splitlines()
    with open(f"{work}/out/sorted/{stem}.sorted.txt", "rb") as f:
        sorted_text = f.read()
    # sort ran in the C.UTF-8 locale, which orders by code point, as bytes sort here.
    assert sorted_text.splitlines() == sorted(lines), name
    with gzip.open(f"{work}/out/gz/{stem}.sorted.txt.gz", "rb") as f:
        assert f.read() == sorted_text, name
with open(work + "/out/word_counts.txt", encoding="utf-8") as f:
    counts = f.read().split("\n")
assert counts[-2].split()[-1] == "total", counts[-2]
with open(work + "/out/compressed_sizes.csv", encoding="utf-8") as f:
    rows = list(csv.DictReader(f))
assert [r["name"] for r in rows] == [n[:-4] + ".sorted.txt.gz" for n in names], rows
for r in rows:
    assert int(r["bytes"]) == os.path.getsize(work + "/" + r["path"]), r
print(f"{len(rows)} files sorted, compressed and counted: {counts[-2].strip()}")
