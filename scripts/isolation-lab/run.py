#!/usr/bin/env python3
"""Builds every option's stand-in library, compiles each client shape in Swift 6 and Swift 5 mode,
runs the binaries, and writes results/matrix.tsv + results/details.txt.
Usage: python3 run.py [config ...]   (no args = all configs). Runs 2 jobs at a time."""
import os, re, subprocess, sys, concurrent.futures as cf
ROOT = os.path.dirname(os.path.abspath(__file__)); os.chdir(ROOT)
# config: (API option, library -swift-version, import line, extra library -D flags)
CONFIGS = {
  "plain6":             ("plain", 6, "import Rx", []),
  "precon6":            ("precon", 6, "import Rx", []),
  "preconSendable6":    ("preconSendable", 6, "import Rx", []),
  "sendable6":          ("sendable", 6, "import Rx", []),
  "sending6":           ("sending", 6, "import Rx", []),
  "isolation6":         ("isolation", 6, "import Rx", []),
  "isolation6_release": ("isolation", 6, "import Rx", ["-O", "-UDEBUG"]),
  "isolation6_fatal":   ("isolation", 6, "import Rx", ["-D", "FATAL_SYNCHRONIZATION"]),
  "isoany6":            ("isoany", 6, "import Rx", []),
  "plain6_preconImport":("plain", 6, "@preconcurrency import Rx", []),
  "plain5lib":          ("plain", 5, "import Rx", []),
  "plain5lib_preconImport": ("plain", 5, "@preconcurrency import Rx", []),
}
SHAPES = [f"s{i}" for i in range(1, 15)]
MODES = [6, 5]

def sh(cmd, **kw):
  return subprocess.run(cmd, capture_output=True, text=True, **kw)

def build_lib(cfg):
  opt, ver, _, extra = CONFIGS[cfg]
  d = f"build/{cfg}/lib"; os.makedirs(d, exist_ok=True)
  dflags = [] if "-UDEBUG" in extra else ["-D", "DEBUG"]
  flags = [x for x in extra if x != "-UDEBUG"]
  r = sh(["swiftc", f"-swift-version", str(ver), "-parse-as-library", *dflags, *flags, "-I", "shim",
          "-emit-library", "-static", "-emit-module", "-module-name", "Rx", "-emit-module-path", f"{d}/Rx.swiftmodule",
          "lib/Core.swift", "lib/Check.swift", f"lib/API_{opt}.swift", "-o", f"{d}/libRx.a"])
  if r.returncode: sys.exit(f"library {cfg} failed:\n{r.stderr}")

DIAG = re.compile(r"^(?:[^:\n]*/)?(s\d+|common)\.swift:(\d+):\d+: (error|warning): (.*)$", re.M)
def job(cfg, mode, shape):
  _, _, imp, _ = CONFIGS[cfg]
  d = f"build/{cfg}/m{mode}/{shape}"; os.makedirs(d, exist_ok=True)
  for f in ("common", shape):
    open(f"{d}/{f}.swift", "w").write(open(f"shapes/{f}.swift").read().replace("IMPORT", imp))
  lib = f"build/{cfg}/lib"
  r = sh(["swiftc", "-swift-version", str(mode), "-parse-as-library", "-I", lib, "-L", lib, "-lRx", "-I", "shim",
          f"{d}/common.swift", f"{d}/{shape}.swift", "-o", f"{d}/exe"])
  diags = [(m[0], m[1], m[2], m[3]) for m in DIAG.findall(r.stderr)]
  diags = [x for x in diags if x[0] != "common"]
  errs = [x for x in diags if x[2] == "error"]; warns = [x for x in diags if x[2] == "warning"]
  if r.returncode:
    return cfg, mode, shape, "COMPILE-ERROR", len(errs), len(warns), diags, ""
  try:
    rr = sh([f"./{d}/exe"], timeout=20)
    out, err, rc = rr.stdout, rr.stderr, rr.returncode
  except subprocess.TimeoutExpired:
    return cfg, mode, shape, "TIMEOUT", len(errs), len(warns), diags, ""
  probes = re.findall(r"PROBE (\S+) kind=(\w+) onExecutor=(\w+)", out)
  reports = out.count("⚠️ Rx") + err.count("⚠️ Rx")
  trapmsg = ""
  m = re.search(r"(Incorrect actor executor assumption[^\n]*|Fatal error: [^\n]{0,80}|Program crashed: [^\n]*)", out + err)
  if m: trapmsg = m.group(1)
  off_touch = sorted({t for t, k, o in probes if k == "touch" and o == "false"})
  off_pure = sorted({t for t, k, o in probes if k == "pure" and o == "false"})
  if rc != 0:
    verdict = f"TRAP({trapmsg})"
  elif off_touch and reports:
    verdict = "REPORTED"
  elif off_touch:
    verdict = "SILENT-RACE"
  elif reports:
    verdict = "runs,FALSE-REPORT"
  else:
    verdict = "runs"
  ran = ",".join(f"{t}:{'on' if o == 'true' else 'off'}" for t, k, o in dict.fromkeys(probes))
  return cfg, mode, shape, verdict, len(errs), len(warns), diags, f"reports={reports} probes=[{ran}] rc={rc}"

if __name__ == "__main__":
  cfgs = sys.argv[1:] or list(CONFIGS)
  for c in cfgs: build_lib(c)
  os.makedirs("results", exist_ok=True)
  jobs = [(c, m, s) for c in cfgs for m in MODES for s in SHAPES]
  with cf.ThreadPoolExecutor(2) as ex:
    res = list(ex.map(lambda j: job(*j), jobs))
  tag = "_".join(cfgs) if sys.argv[1:] else "all"
  with open(f"results/matrix_{tag}.tsv", "w") as t, open(f"results/details_{tag}.txt", "w") as dt:
    t.write("config\tmode\tshape\tverdict\terrors\twarnings\n")
    for cfg, mode, shape, v, ne, nw, diags, extra in res:
      t.write(f"{cfg}\t{mode}\t{shape}\t{v}\t{ne}\t{nw}\n")
      dt.write(f"== {cfg} swift{mode} {shape}: {v} errors={ne} warnings={nw} {extra}\n")
      for f, line, kind, msg in dict.fromkeys(diags):
        dt.write(f"   {f}:{line} {kind}: {msg}\n")
  print(open(f"results/matrix_{tag}.tsv").read())
