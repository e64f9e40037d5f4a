"""Checks mixed_to_sqlite.weft: three tables in one SQLite database with the expected rows, and
the highest weekly CO2 in a JSON file."""
import json
import sqlite3
import sys

db = sqlite3.connect(f"file:{sys.argv[1]}/out/summary.sqlite?mode=ro", uri=True)
years = db.execute("SELECT year, weeks, mean_ppm FROM co2_yearly ORDER BY year").fetchall()
assert years[0][0] == 1958 and years[-1][0] == 2001 and len(years) == 44, years[:2]
assert all(isinstance(y, int) and isinstance(w, int) for y, w, _ in years), years[:2]
assert 310 < years[0][2] < 320 and 365 < years[-1][2] < 375, (years[0], years[-1])
poor = db.execute("SELECT state, poverty, murder_rank FROM poor_states").fetchall()
assert poor and all(p >= 15 for _, p, _ in poor), poor
assert [r for _, _, r in poor] == sorted(r for _, _, r in poor), poor
files = db.execute("SELECT name, bytes FROM sources ORDER BY name").fetchall()
assert [n for n, _ in files] == ["co2_mauna_loa.csv", "state_crime_2009.csv"], files
types = {row[1]: row[2] for row in db.execute("PRAGMA table_info(co2_yearly)")}
assert types == {"year": "INTEGER", "weeks": "INTEGER", "mean_ppm": "REAL", "min_ppm": "REAL",
                 "max_ppm": "REAL"}, types
print(f"{len(years)} years of CO2, {len(poor)} poor states, {len(files)} source files")
with open(f"{sys.argv[1]}/out/peak_co2.json", encoding="utf-8") as peak_file:
    peak = json.load(peak_file)
highest = db.execute("SELECT MAX(max_ppm) FROM co2_yearly").fetchone()[0]
assert isinstance(peak, float) and peak == highest and 365 < peak < 380, (peak, highest)
print(f"highest weekly CO2 {peak} ppm")
