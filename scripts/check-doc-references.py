#!/usr/bin/env python3
"""Fails when a comment cites a symbol (``Name`` or ``Module/Name/member(_:)``) that no Swift file declares.

Doc comments that cite types which no longer exist mislead contributors after a refactoring; DocC only checks
the public ones. Usage: check-doc-references.py [ROOT ...] (default: Sources), e.g. `Sources Examples/Sources`.
Each ROOT holds one folder per module (their names are the module names a reference may start with); a file
may cite what its own root or an earlier ROOT declares (the examples may cite the library, not the reverse).
`--self-test` checks the fixtures in scripts/doc-reference-fixtures: every line marked STALE, and only those,
must be reported.
"""
import glob
import os
import re
import sys

DECLARATION = re.compile(
    r"\b(?:class|struct|enum|protocol|typealias|actor|func|var|let|case|associatedtype|macro)\s+`?([A-Za-z_]\w*)"
)
REFERENCE = re.compile(r"``([^`]+)``")
MODULES = {"RxSwift", "RxCocoa", "RxRelay", "RxTest", "RxBlocking"}


def swift_files(roots):
    for root in roots:
        yield from glob.glob(os.path.join(root, "**", "*.swift"), recursive=True)


def stale_references(roots):
    declared = set()
    modules = set(MODULES)
    problems = []
    for root in roots:  # a root sees its own declarations and those of the roots before it
        files = list(swift_files([root]))
        for path in files:
            with open(path, encoding="utf-8") as handle:
                declared.update(DECLARATION.findall(handle.read()))
        modules.update(name for name in os.listdir(root) if os.path.isdir(os.path.join(root, name)))
        problems += stale_references_in(files, set(declared), set(modules))
    return problems


def stale_references_in(files, declared, modules):
    problems = []
    for path in files:
        with open(path, encoding="utf-8") as handle:
            for number, line in enumerate(handle, 1):
                if "//" not in line:
                    continue
                comment = line[line.index("//"):]
                for match in REFERENCE.finditer(comment):
                    for component in match.group(1).strip("/").split("/"):
                        name = re.split(r"[(<\s]", component)[0]
                        if not re.fullmatch(r"[A-Za-z_]\w*", name) or name in modules:
                            continue  # operators (``==(_:_:)``) and module prefixes
                        if name not in declared:
                            problems.append(f"{path}:{number}: ``{match.group(1)}`` cites `{name}`, declared nowhere")
    return problems


def self_test():
    fixtures = os.path.join(os.path.dirname(os.path.abspath(__file__)), "doc-reference-fixtures")
    roots = [os.path.join(fixtures, "Sources"), os.path.join(fixtures, "Examples", "Sources")]
    expected = set()
    for path in swift_files(roots):
        with open(path, encoding="utf-8") as handle:
            expected.update(f"{path}:{number}" for number, line in enumerate(handle, 1) if line.rstrip().endswith("STALE"))
    found = {problem.split(": ")[0] for problem in stale_references(roots)}
    if not expected or found != expected:
        print("error: the checker's findings in its fixtures differ from the lines marked STALE:", file=sys.stderr)
        for place in sorted(expected - found):
            print(f"  not reported: {place}", file=sys.stderr)
        for place in sorted(found - expected):
            print(f"  reported but not marked: {place}", file=sys.stderr)
        return 1
    print(f"check-doc-references: the {len(expected)} stale references of the fixtures, and only they, are rejected")
    return 0


def main(arguments):
    if arguments == ["--self-test"]:
        return self_test()
    problems = stale_references(arguments or ["Sources"])
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        print(f"error: {len(problems)} comment reference(s) to undeclared symbols", file=sys.stderr)
        return 1
    print("check-doc-references: every ``symbol`` cited in a comment is declared")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
