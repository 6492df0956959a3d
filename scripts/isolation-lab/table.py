#!/usr/bin/env python3
"""Prints a compact option x shape table from results/matrix_all.tsv."""
import csv
rows = list(csv.DictReader(open("results/matrix_all.tsv"), delimiter="\t"))
cfgs = list(dict.fromkeys(r["config"] for r in rows)); shapes = list(dict.fromkeys(r["shape"] for r in rows))
ABBR = {"COMPILE-ERROR": "ERR", "SILENT-RACE": "RACE", "runs,FALSE-REPORT": "fRep", "REPORTED": "Rep", "runs": "ok"}
for mode in ("6", "5"):
  print(f"\nclient -swift-version {mode}")
  print("config".ljust(23) + "".join(s.rjust(8) for s in shapes))
  for c in cfgs:
    line = c.ljust(23)
    for s in shapes:
      r = next(r for r in rows if r["config"] == c and r["mode"] == mode and r["shape"] == s)
      v = "TRAP" if r["verdict"].startswith("TRAP") else ABBR.get(r["verdict"], r["verdict"])
      if r["warnings"] != "0": v += f"+{r['warnings']}w"
      line += v.rjust(8)
    print(line)
