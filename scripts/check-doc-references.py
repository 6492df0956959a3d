#!/usr/bin/env python3
"""Fails when a comment in Sources cites a symbol (``Name`` or ``Name/member(_:)``) that no Swift file declares.

Doc comments that cite types which no longer exist mislead contributors after a refactoring; DocC only checks
the public ones. Usage: check-doc-references.py [ROOT ...] (default: Sources). `--self-test` checks that the
fixture in scripts/doc-reference-fixtures is rejected.
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
    files = list(swift_files(roots))
    declared = set()
    for path in files:
        with open(path, encoding="utf-8") as handle:
            declared.update(DECLARATION.findall(handle.read()))
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
                        if not re.fullmatch(r"[A-Za-z_]\w*", name) or name in MODULES:
                            continue  # operators (``==(_:_:)``) and module prefixes
                        if name not in declared:
                            problems.append(f"{path}:{number}: ``{match.group(1)}`` cites `{name}`, declared nowhere")
    return problems


def main(arguments):
    if arguments == ["--self-test"]:
        fixture = os.path.join(os.path.dirname(os.path.abspath(__file__)), "doc-reference-fixtures")
        if not stale_references([fixture]):
            print("error: the checker accepted the stale reference in its fixture", file=sys.stderr)
            return 1
        print("check-doc-references: the fixture's stale reference is rejected")
        return 0
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
