#!/usr/bin/env python3
"""Type-checks every ```swift block of the documentation against the built modules.

    python3 scripts/check-snippets.py                 # README.md, Examples/README.md, Documentation/,
                                                      # Sources/*/*.docc
    python3 scripts/check-snippets.py FILE.md ...     # only these files

Run `swift build` first: the blocks are compiled against the modules in `.build/debug/Modules`
(override with --modules DIR). Exit status 0 when every block compiles without warnings (a value a
snippet declares only to show it is fine), 1 when one does not (the errors and warnings are printed with
the Markdown file and line), 2 on bad usage.

How blocks are compiled
- The blocks of one Markdown file form one Swift file, like a playground: a later block may use what
  an earlier block of the same file declares. All files are type-checked in a single `swiftc`
  invocation (Swift 6 language mode), so the step takes seconds.
- Top-level declarations (types, extensions, protocols, functions, typealiases) stay at file scope;
  types and functions are made `private` so that two documents may both declare, say, `User`. Every
  other line (statements, `let`/`var`) goes into one throwing function on the main actor (`async` when
  a block of the file uses `await`), each block in a scope nested inside the previous block's: a block
  sees the values of the blocks above it and may declare the same names again.
- A `disposeBag` (a `DisposeBag`) is in scope, as documentation assumes. `import` lines are hoisted, and
  so are `#if canImport(X)` / `import X` / `#endif` groups (FoundationNetworking and FoundationXML are
  always imported where they exist). Foundation, Dispatch, RxSwift, RxRelay, RxCocoa, RxTest, RxBlocking and
  XCTest are imported for every file.

Marking a fragment
A block that is not meant to compile (a piece of a manifest, pseudo-code, a deliberate mistake shown
as such) is skipped when the line just before its opening fence is an HTML comment that starts with
`<!-- fragment`, e.g. `<!-- fragment: part of Package.swift -->`. The comment renders as nothing on
GitHub and in DocC. Blocks in other languages (```sh, ```text, …) are never compiled.

Quoting the library's own source
A block preceded by `<!-- source: PATH -->` (PATH relative to the repository) shows code of the library itself,
internal types included, which a snippet cannot compile against the public modules. It is not compiled here:
its lines must appear, in order and as one run of consecutive lines, in PATH (compared with trailing blanks
removed, the block's own indentation added back as needed), which the library's build compiles. So the block
is the real code: change the file without the document and the check fails.

Code for a module whose default isolation is the main actor
A block preceded by `<!-- default-isolation: MainActor -->` is compiled as Swift 6.2's
`.defaultIsolation(MainActor.self)` compiles it (`-default-isolation MainActor`): such blocks of a file form a
Swift file of their own, in a second module, type-checked in a second `swiftc` invocation.
"""

from __future__ import annotations

import argparse
import glob
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field

DEFAULT_IMPORTS = ["Dispatch", "Foundation", "RxBlocking", "RxCocoa", "RxRelay", "RxSwift", "RxTest", "XCTest"]
# On Linux, URLSession and XMLParser live in these modules; on Apple platforms, in Foundation.
CONDITIONAL_IMPORTS = [
    "#if canImport(FoundationNetworking)",
    "    import FoundationNetworking",
    "#endif",
    "#if canImport(FoundationXML)",
    "    import FoundationXML",
    "#endif",
]
FRAGMENT_MARKER = "<!-- fragment"
MAIN_ACTOR_MARKER = "<!-- default-isolation: MainActor"
SOURCE_MARKER = re.compile(r"<!--\s*source:\s*(\S+)\s*-->")
DECLARATION = re.compile(
    r"^(?:(?:public|private|fileprivate|internal|open|final|indirect|nonisolated)\s+)*"
    r"(extension|protocol|struct|class|enum|actor|func|typealias)\b"
)
ATTRIBUTE = re.compile(r"^@\w+(\([^)]*\))?\s*$")
ACCESS = re.compile(r"^(public|private|fileprivate|internal|open)\b")


@dataclass
class Block:
    path: str
    first_line: int  # 1-based line of the first code line in the Markdown file
    lines: list[str]
    main_actor_default: bool = False  # compiled with `-default-isolation MainActor`


@dataclass
class Generated:
    """A Swift file built from one Markdown file, with a map from its lines to Markdown lines."""

    text_lines: list[str] = field(default_factory=list)
    origin: list[tuple[str, int] | None] = field(default_factory=list)

    def add(self, line: str, where: tuple[str, int] | None) -> None:
        self.text_lines.append(line)
        self.origin.append(where)


def default_inputs(root: str) -> list[str]:
    # Examples/README.md has only shell and text blocks today; it is covered so that a Swift block added
    # there is checked too (against the library's modules: one that needs the Examples package's modules
    # fails with "no such module" until it is marked as a fragment or the checker learns those modules).
    paths = [os.path.join(root, "README.md"), os.path.join(root, "Examples", "README.md")]
    paths += sorted(glob.glob(os.path.join(root, "Documentation", "**", "*.md"), recursive=True))
    paths += sorted(glob.glob(os.path.join(root, "Sources", "*", "*.docc", "**", "*.md"), recursive=True))
    return [p for p in paths if os.path.isfile(p)]


QUOTED_MISMATCHES: list[str] = []
QUOTED_COUNT = [0]


def check_quoted(root: str, path: str, line: int, source: str, body: list[str]) -> None:
    """Records an error unless `body` is a run of consecutive lines of `source` (see "Quoting the library's own
    source")."""
    QUOTED_COUNT[0] += 1
    full = os.path.join(root, source)
    if not os.path.isfile(full):
        QUOTED_MISMATCHES.append(f"{path}:{line}: error: quoted source {source} does not exist")
        return
    with open(full, encoding="utf-8") as handle:
        file_lines = [text.rstrip() for text in handle.read().split("\n")]
    wanted = [text.rstrip() for text in body]
    while wanted and not wanted[-1]:
        wanted.pop()
    if not wanted:
        QUOTED_MISMATCHES.append(f"{path}:{line}: error: empty quoted block")
        return
    for offset in range(len(file_lines) - len(wanted) + 1):
        first = file_lines[offset]
        if not first.endswith(wanted[0]) or first[: len(first) - len(wanted[0])].strip():
            continue
        shift = first[: len(first) - len(wanted[0])]
        if all(
            file_lines[offset + k] == ((shift + text) if text else "")
            for k, text in enumerate(wanted)
        ):
            return
    QUOTED_MISMATCHES.append(
        f"{path}:{line}: error: this block is not a run of consecutive lines of {source}; update it from the file"
    )


def extract_blocks(path: str) -> tuple[list[Block], int]:
    """Returns the swift blocks to compile and the number of fragments skipped."""
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().split("\n")
    blocks: list[Block] = []
    skipped = 0
    index = 0
    while index < len(lines):
        fence = re.match(r"^(\s*)(```+|~~~+)\s*(\S*)", lines[index])
        if not fence:
            index += 1
            continue
        indent, marker, language = fence.group(1), fence.group(2), fence.group(3).lower()
        start = index + 1
        end = start
        while end < len(lines) and not lines[end].strip().startswith(marker):
            end += 1
        if end == len(lines):
            raise SystemExit(f"{path}:{index + 1}: error: code block is not closed")
        if language == "swift":
            previous = index - 1
            while previous >= 0 and not lines[previous].strip():
                previous -= 1
            quoted = SOURCE_MARKER.match(lines[previous].strip()) if previous >= 0 else None
            if previous >= 0 and lines[previous].strip().startswith(FRAGMENT_MARKER):
                skipped += 1
            elif quoted:
                body = [line[len(indent) :] if line.startswith(indent) else line for line in lines[start:end]]
                root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
                check_quoted(root, path, start + 1, quoted.group(1), body)
            else:
                body = [line[len(indent) :] if line.startswith(indent) else line for line in lines[start:end]]
                main_actor = previous >= 0 and lines[previous].strip().startswith(MAIN_ACTOR_MARKER)
                blocks.append(Block(path, start + 1, body, main_actor))
        index = end + 1
    return blocks, skipped


def strip_attributes(text: str) -> str:
    return re.sub(r"^(?:@\w+(?:\([^)]*\))?\s+)+", "", text.strip())


def chunks(block: Block) -> list[tuple[bool, list[tuple[int, str]]]]:
    """Splits a block into top-level chunks: (is_declaration, [(markdown line, text)]).

    A chunk starts at a line of code in column 0 and takes the indented lines and the closing
    brackets that follow; comments, attributes and blank lines in column 0 go with the next chunk.
    """
    result: list[tuple[bool, list[tuple[int, str]]]] = []
    pending: list[tuple[int, str]] = []
    current: list[tuple[int, str]] | None = None
    for offset, text in enumerate(block.lines):
        number = block.first_line + offset
        stripped = text.strip()
        continuation = text[:1] in (" ", "\t", "}", ")", "]", ".") or re.match(r"^#(else|elseif|endif)\b", text)
        if not stripped:
            (current if current is not None else pending).append((number, text))
        elif continuation and current is not None:
            current.append((number, text))
        elif stripped.startswith("//") or ATTRIBUTE.match(stripped):
            current = None
            pending.append((number, text))
        else:
            current = pending + [(number, text)]
            pending = []
            result.append((bool(DECLARATION.match(strip_attributes(stripped))), current))
    # A conditional-compilation group that declares types or extensions belongs at file scope.
    for index, (is_declaration, lines) in enumerate(result):
        code = [text for _, text in lines if text.strip() and not text.strip().startswith("//")]
        if code and code[0].startswith("#if") and any(DECLARATION.match(strip_attributes(t)) for t in code):
            result[index] = (True, lines)
    if pending:
        if result:
            result[-1][1].extend(pending)
        else:
            result.append((False, pending))
    return result


def make_private(text: str) -> str:
    """Adds `private` to a file-scope type or function declaration without an access modifier."""
    stripped = text.strip()
    declaration = strip_attributes(stripped)
    match = DECLARATION.match(declaration)
    if not match or ACCESS.match(declaration) or match.group(1) == "extension":
        return text
    text = text.rstrip()
    return text[: len(text) - len(declaration)] + "private " + declaration


def hoist_conditional_imports(lines: list[str]) -> list[str]:
    """Blanks `#if canImport(X)` / `import X` / `#endif` groups: the header imports those modules."""
    result = list(lines)
    for index, text in enumerate(lines):
        if not text.startswith("#if canImport("):
            continue
        end = index + 1
        while end < len(lines) and re.match(r"^\s*import\s+\w+\s*$", lines[end]):
            end += 1
        if end < len(lines) and end > index + 1 and lines[end].strip() == "#endif":
            for blank in range(index, end + 1):
                result[blank] = ""
    return result


def generate(path: str, blocks: list[Block], tag: str) -> tuple[Generated, set[str]]:
    declarations = Generated()
    statements = Generated()
    imports: set[str] = set()
    # Blocking APIs (RxBlocking) are unavailable in async functions: async only when a block awaits.
    awaits = any(re.search(r"\bawait\b", line) for block in blocks for line in block.lines)
    effects = "async throws" if awaits else "throws"
    statements.add(f"@MainActor func snippets_{tag}() {effects} {{", None)
    # Documentation assumes a bag to put subscriptions in, as upstream's does.
    statements.add("    let disposeBag = DisposeBag()", None)
    for block in blocks:
        block.lines = hoist_conditional_imports(block.lines)
    for number, block in enumerate(blocks):
        # Each block opens a scope nested in the previous one: it sees the earlier blocks' values and
        # may declare the same names again.
        statements.add("do {", None)
        for is_declaration, lines in chunks(block):
            target = declarations if is_declaration else statements
            made_private = False
            for line_number, text in lines:
                imported = re.match(r"^\s*(?:@\w+\s+)?import\s+(?:\w+\s+)?([\w.]+)\s*$", text)
                if imported and not is_declaration:
                    imports.add(imported.group(1))
                    continue
                if is_declaration and not made_private and DECLARATION.match(strip_attributes(text)):
                    text = make_private(text)
                    made_private = True
                target.add(text if is_declaration else "    " + text, (path, line_number))
    for _ in blocks:
        statements.add("}", None)
    statements.add("}", None)
    merged = Generated()
    for generated in (declarations, statements):
        for text, where in zip(generated.text_lines, generated.origin):
            merged.add(text, where)
    return merged, imports


def main() -> int:
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("files", nargs="*", help="Markdown files (default: the documentation)")
    parser.add_argument("--modules", default=os.path.join(root, ".build", "debug", "Modules"))
    parser.add_argument("--keep", metavar="DIR", help="write the generated Swift files to DIR")
    options = parser.parse_args()

    files = options.files or default_inputs(root)
    if not os.path.isdir(options.modules):
        print(f"error: no built modules at {options.modules}; run `swift build` first", file=sys.stderr)
        return 2
    for path in files:
        if not os.path.isfile(path):
            print(f"error: no such file: {path}", file=sys.stderr)
            return 2

    output_dir = options.keep or tempfile.mkdtemp(prefix="snippets-")
    os.makedirs(output_dir, exist_ok=True)
    # One set of generated files per module: the default one, and one with the main actor as default isolation.
    modules: dict[bool, dict[str, Generated]] = {False: {}, True: {}}
    total_blocks = total_skipped = 0
    for index, path in enumerate(files):
        all_blocks, skipped = extract_blocks(path)
        total_blocks += len(all_blocks)
        total_skipped += skipped
        for main_actor in (False, True):
            blocks = [block for block in all_blocks if block.main_actor_default == main_actor]
            if blocks:
                tag = f"{index}_main_actor" if main_actor else str(index)
                write_generated(root, output_dir, path, blocks, tag, modules[main_actor])

    swift_files = {**modules[False], **modules[True]}
    print(f"snippets: {total_blocks} swift blocks in {len(swift_files)} files ({total_skipped} fragments skipped)")
    if QUOTED_MISMATCHES:
        for message in QUOTED_MISMATCHES:
            print(message, file=sys.stderr)
        print(f"snippets: FAILED, {len(QUOTED_MISMATCHES)} quoted blocks differ from their source", file=sys.stderr)
        return 1
    if QUOTED_COUNT[0]:
        print(f"snippets: {QUOTED_COUNT[0]} quoted blocks match their source files")
    if not swift_files:
        return 0
    errors = warnings = reported_warnings = 0
    failed = False
    for main_actor, generated_files in modules.items():
        if not generated_files:
            continue
        extra = ["-default-isolation", "MainActor"] if main_actor else []
        module = "SnippetsMainActor" if main_actor else "Snippets"
        result = type_check(generated_files, options.modules, module, extra)
        errors, warnings, reported_warnings = errors + result[0], warnings + result[1], reported_warnings + result[2]
        failed = failed or result[3]
    if failed:
        print(f"snippets: FAILED, {errors} errors (generated sources in {output_dir})", file=sys.stderr)
        return 1
    if reported_warnings:
        print(f"snippets: FAILED, {reported_warnings} warnings (listed above)", file=sys.stderr)
        return 1
    print(f"snippets: all blocks compile ({warnings} warnings about values a snippet declares but never uses)")
    if not options.keep:
        for path in swift_files:
            os.remove(path)
        os.rmdir(output_dir)
    return 0


def write_generated(
    root: str, output_dir: str, path: str, blocks: list[Block], tag: str, swift_files: dict[str, Generated]
) -> None:
    """Writes the Swift file made of `blocks` of the Markdown file `path` and records it in `swift_files`."""
    generated, imports = generate(path, blocks, tag)
    header = [f"import {name}" for name in sorted(set(DEFAULT_IMPORTS) | imports)]
    header += CONDITIONAL_IMPORTS
    suffix = "_main_actor" if blocks[0].main_actor_default else ""
    name = re.sub(r"[^A-Za-z0-9]+", "_", os.path.relpath(path, root)) + suffix + ".swift"
    swift_path = os.path.join(output_dir, name)
    full = Generated()
    for line in header:
        full.add(line, None)
    for text, where in zip(generated.text_lines, generated.origin):
        full.add(text, where)
    with open(swift_path, "w", encoding="utf-8") as handle:
        handle.write("\n".join(full.text_lines) + "\n")
    swift_files[swift_path] = full


def type_check(
    swift_files: dict[str, Generated], modules: str, module: str, extra: list[str]
) -> tuple[int, int, int, bool]:
    """Type-checks one module's generated files; prints their diagnostics at Markdown lines.

    Returns the numbers of errors, warnings and reported warnings, and whether the compiler failed."""
    command = [
        "swiftc", "-typecheck", "-swift-version", "6", "-module-name", module, *extra,
        "-I", modules, *sorted(swift_files),
    ]
    if sys.platform == "darwin":
        # XCTest is a framework of the platform SDK on Apple systems (untested: CI runs on Linux).
        def xcrun(*arguments: str) -> str:
            return subprocess.run(["xcrun", *arguments], capture_output=True, text=True).stdout.strip()

        platform = xcrun("--show-sdk-platform-path")
        command += ["-sdk", xcrun("--show-sdk-path"), "-F", f"{platform}/Developer/Library/Frameworks",
                    "-I", f"{platform}/Developer/usr/lib"]
    process = subprocess.run(command, capture_output=True, text=True)
    diagnostic = re.compile(r"^(/[^:]+\.swift):(\d+):(\d+): (error|warning|note): (.*)$")
    errors = warnings = reported_warnings = 0
    for line in (process.stdout + process.stderr).splitlines():
        match = diagnostic.match(line)
        if not match or match.group(1) not in swift_files:
            continue
        generated = swift_files[match.group(1)]
        line_number = int(match.group(2))
        where = generated.origin[line_number - 1] if 0 < line_number <= len(generated.origin) else None
        location = f"{os.path.relpath(where[0])}:{where[1]}" if where else f"{match.group(1)}:{line_number}"
        kind = match.group(4)
        errors += kind == "error"
        warnings += kind == "warning"
        # Values a snippet declares only to show them are fine; other warnings are worth reading.
        unused_value = re.search(r"was never used|was never mutated|written to, but never read", match.group(5))
        if kind != "note" and not unused_value:
            reported_warnings += kind == "warning"
            print(f"{location}: {kind}: {match.group(5)}")
    if process.returncode != 0 and errors == 0:
        print(process.stdout + process.stderr, file=sys.stderr)
    return errors, warnings, reported_warnings, process.returncode != 0


if __name__ == "__main__":
    sys.exit(main())
