"""Step 4, availability. The compiler on Linux ignores iOS/macOS/tvOS/watchOS/visionOS
availability. This step reads the availability recorded on every stub declaration (and on our own
declarations) from the compiler's JSON AST, and reports every use of an API newer than Package.swift's
minimum platforms that is not inside `if #available` / `guard #available` or a declaration marked
`@available`, and every use of an API marked `@available(<platform>, unavailable)` on a supported
platform, unless an `#if` clause around it leaves that platform out (`#if !os(tvOS)`) or it sits in a
declaration unavailable there. Every stub declaration must state all five platforms, and each with its
own `@available` must name the Apple documentation page it comes from (`Availability:
documentation/...`, no host names). The sources must be clean; each fixture in
Tests/SwiftUIStubChecks/Availability/ must report exactly the APIs its `// expect-flagged:` lines name
(none for a clean fixture), which proves the check can fail; Tests/SwiftUIStubChecks/StubSources/
does the same for the recorded sources."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path

from .common import (CHECKS, OUR_MODULES, PLATFORMS, ROOT, STUB, UNAVAILABLE, Context, Version, show,
                     swift_files, version)
from .conditional import excluded_platforms, if_clauses
from .swift_ast import decl_name, demangled_names, dump_all, is_declaration


@dataclass
class Declaration:
    name: str
    required: Context
    public: bool = False
    missing_platforms: list[str] = field(default_factory=list)


@dataclass
class Finding:
    file: str
    line: int
    column: int
    api: str
    platform: str
    required: Version
    available: Version

    def __str__(self) -> str:
        if self.required == UNAVAILABLE:
            return (f"{self.file}:{self.line}:{self.column}: {self.api} is unavailable on {self.platform}, "
                    f"which Package.swift supports; use it inside `#if !os({self.platform})` (or in a "
                    f"declaration marked `@available({self.platform}, unavailable)`)")
        return (f"{self.file}:{self.line}:{self.column}: {self.api} needs {self.platform} "
                f"{show(self.required)}, but here only {self.platform} {show(self.available)} is known; "
                f"use `if #available`, `@available` or `#if !os({self.platform})`")


def available_attrs(node: dict) -> dict[str, Version]:
    """`@available(iOS 17, …)` as {"iOS": (17,)}; `@available(tvOS, unavailable)` as {"tvOS": UNAVAILABLE}."""
    found = {}
    for attr in node.get("attrs", []):
        if attr.get("_kind") != "available_attr" or attr.get("domain") not in PLATFORMS:
            continue
        if attr.get("unavailable"):
            found[attr["domain"]] = UNAVAILABLE
        elif "introduced" in attr:
            found[attr["domain"]] = max(found.get(attr["domain"], (0,)), version(attr["introduced"]))
    return found


def raised(context: Context, requirements: dict[str, Version]) -> Context:
    result = dict(context)
    for platform, v in requirements.items():
        result[platform] = max(result.get(platform, (0,)), v)
    return result


def availability_queries(condition: dict) -> dict[str, Version]:
    return {
        q["domain"]: version(q["version"])
        for q in condition.get("queries", [])
        if q.get("domain") in PLATFORMS and "version" in q
    }

TYPE_DECLS = {"struct_decl", "enum_decl", "class_decl", "protocol", "typealias"}


def collect_declarations(ast: dict, module: str, minimum: Context, table: dict[str, Declaration],
                         types: dict[str, Declaration], check_complete: bool) -> None:
    """Records, for every declaration with a USR, the availability it needs: its own `@available`
    raised by that of the declarations around it."""

    def visit(node, context: Context, path: tuple[str, ...], stated: set[str]) -> None:
        if isinstance(node, list):
            for child in node:
                visit(child, context, path, stated)
            return
        if not isinstance(node, dict):
            return
        kind = node.get("_kind", "")
        own = available_attrs(node)
        if is_declaration(node):
            context = raised(context, own)
            stated = stated | set(own)
            usr = node.get("usr")
            if kind == "extension_decl":
                extended = demangled_names([node.get("extended_type", "")]).get(node.get("extended_type", ""), "")
                path = (extended.split(".", 1)[-1] or "extension",)
            elif usr and kind == "accessor_decl":
                table[usr] = Declaration(".".join(path), context)
            elif usr:
                path = path + (decl_name(node),)
                missing = []
                synthesized = node.get("implicit") or decl_name(node).startswith(("__derived", "hash"))
                public = node.get("access") == "public" and not synthesized
                if check_complete and public:
                    missing = [p for p in PLATFORMS if p not in stated]
                table[usr] = Declaration(".".join(path), context, public, missing)
                if kind in TYPE_DECLS:
                    types[f"{module}.{'.'.join(path)}"] = table[usr]
        for key, child in node.items():
            if key != "attrs":
                visit(child, context, path, stated)

    visit(ast, {}, (), set())


TYPE_NAME = re.compile(r"\b(SwiftUI|AsyncActionButton|AsyncActionButtonDemo)\.([A-Z_]\w*(?:\.[A-Z]\w*)*)")


def check_uses(ast: dict, path: Path, minimum: Context, table: dict[str, Declaration],
               types: dict[str, Declaration]) -> list[Finding]:
    text = path.read_bytes()
    line_starts = [0] + [i + 1 for i, byte in enumerate(text) if byte == 0x0A]
    findings: dict[tuple[int, str, str], Finding] = {}
    clauses = if_clauses(text)
    mangled: list[tuple[str, int, Context]] = []

    def position(offset: int) -> tuple[int, int]:
        low, high = 0, len(line_starts) - 1
        while low < high:
            middle = (low + high + 1) // 2
            if line_starts[middle] <= offset:
                low = middle
            else:
                high = middle - 1
        return low + 1, offset - line_starts[low] + 1

    def report(api: Declaration, offset: int, context: Context) -> None:
        excluded = excluded_platforms(clauses, offset)
        for platform, needed in api.required.items():
            known = UNAVAILABLE if platform in excluded else context.get(platform, minimum[platform])
            if needed > known:
                line, column = position(offset)
                findings[(offset, api.name, platform)] = Finding(
                    str(path.relative_to(ROOT)), line, column, api.name, platform, needed, known)

    def visit(node, context: Context, offset: int) -> None:
        if isinstance(node, list):
            for child in node:
                visit(child, context, offset)
            return
        if not isinstance(node, dict):
            return
        kind = node.get("_kind", "")
        if isinstance(node.get("range"), dict):
            offset = node["range"].get("start", offset)
        if is_declaration(node):
            context = raised(context, available_attrs(node))
        if kind in ("if_stmt", "guard_stmt", "while_stmt") and isinstance(node.get("conditions"), list):
            # Conditions after `#available` in the same list, and the branch it guards, may use
            # what it checked; `#unavailable` guards the `else` branch instead.
            inner, otherwise = context, context
            for condition in node["conditions"]:
                if condition.get("_kind") == "#available":
                    inner = raised(inner, availability_queries(condition))
                elif condition.get("_kind") == "#unavailable":
                    otherwise = raised(otherwise, availability_queries(condition))
                else:
                    visit(condition, inner, offset)
            guarded = "then_stmt" if kind == "if_stmt" else "body" if kind == "while_stmt" else None
            for key, child in node.items():
                if key == "conditions":
                    continue
                branch = inner if key == guarded else otherwise if key == "else_stmt" else context
                visit(child, branch, offset)
            return
        if kind == "brace_stmt" and isinstance(node.get("elements"), list):
            # `guard #available(…) else { … }` raises the availability of what follows it.
            inner = context
            for element in node["elements"]:
                visit(element, inner, offset)
                if isinstance(element, dict) and element.get("_kind") == "guard_stmt":
                    for condition in element.get("conditions", []):
                        if condition.get("_kind") == "#available":
                            inner = raised(inner, availability_queries(condition))
            return
        for key, child in node.items():
            if key == "attrs":
                continue
            if isinstance(child, str):
                if child in table:
                    report(table[child], offset, context)
                elif child.startswith("$s"):
                    mangled.append((child, offset, context))
            else:
                visit(child, context, offset)

    visit(ast, dict(minimum), 0)
    names = demangled_names([m for m, _, _ in mangled])
    for m, offset, context in mangled:
        for module, name in TYPE_NAME.findall(names[m]):
            declaration = types.get(f"{module}.{name}")
            if declaration:
                report(declaration, offset, context)
    return sorted(findings.values(), key=lambda f: (f.file, f.line, f.column, f.api, f.platform))


SOURCE_NOTE = re.compile(r"\bdocumentation/[a-z]+(?:/\S*)?")
HOST_NAME = re.compile(r"https?://|developer\.apple\.com")


def undocumented_availability(ast: dict, path: Path) -> list[str]:
    """Public declarations with their own `@available` whose comment does not name the Apple
    documentation page (`documentation/swiftui/…`) the availability comes from, and comments that
    name a host."""
    lines = path.read_bytes().decode().split("\n")
    text = path.read_bytes()
    missing: list[str] = []

    def visit(node) -> None:
        if isinstance(node, list):
            for child in node:
                visit(child)
            return
        if not isinstance(node, dict):
            return
        own = [a for a in node.get("attrs", []) if a.get("_kind") == "available_attr" and "range" in a]
        if own and node.get("access") == "public" and not node.get("implicit") and is_declaration(node):
            start = min(a["range"]["start"] for a in node["attrs"] if "range" in a)
            index = text.count(b"\n", 0, start)
            while index > 0 and lines[index - 1].strip().startswith("@"):
                index -= 1
            comment = []
            while index > 0 and lines[index - 1].strip().startswith("//"):
                index -= 1
                comment.append(lines[index])
            if not any(SOURCE_NOTE.search(line) for line in comment):
                missing.append(f"{path.relative_to(ROOT)}:{index + len(comment) + 1}: {decl_name(node)} has its own "
                               f"@available but no `Availability: documentation/…` (or `Apple: documentation/…`) "
                               f"line saying where it comes from")
        for key, child in node.items():
            if key != "attrs":
                visit(child)

    visit(ast)
    for number, line in enumerate(lines, 1):
        if HOST_NAME.search(line):
            missing.append(f"{path.relative_to(ROOT)}:{number}: names a host; record the documentation path only")
    return missing


def check_availability(minimum: Context) -> tuple[bool, list[str]]:
    lines: list[str] = []
    table: dict[str, Declaration] = {}
    types: dict[str, Declaration] = {}

    stub_files = swift_files(STUB)
    stub_asts = dump_all([("SwiftUI", stub_files, f) for f in stub_files])
    for _, ast in stub_asts:
        collect_declarations(ast, "SwiftUI", minimum, table, types, check_complete=True)
    incomplete = sorted({d.name: d for d in table.values() if d.missing_platforms}.values(), key=lambda d: d.name)
    for declaration in incomplete:
        lines.append(f"stub: {declaration.name} states no availability for {', '.join(declaration.missing_platforms)}")
    newer = sorted(
        (d.name, p, v) for d in table.values() if d.public for p, v in d.required.items() if v > minimum[p])
    stub_count = len(table)
    for path, ast in stub_asts:
        lines += [f"stub: {problem}" for problem in undocumented_availability(ast, path)]
    documented = sum(1 for line in lines if "no `Availability:" in line)

    source_asts = []
    for module, directory in OUR_MODULES.items():
        files = swift_files(directory)
        source_asts += dump_all([(module, files, f) for f in files])
        for _, ast in source_asts[-len(files):]:
            collect_declarations(ast, module, minimum, table, types, check_complete=False)

    findings = []
    for path, ast in source_asts:
        findings += check_uses(ast, path, minimum, table, types)
    for finding in findings:
        lines.append(f"source: {finding}")

    fixture_files = swift_files(CHECKS / "Availability")
    fixture_asts = dump_all([("Fixture", [f], f) for f in fixture_files])
    fixture_lines = []
    for path, ast in fixture_asts:
        expected = sorted({line.split("expect-flagged:", 1)[1].strip()
                           for line in path.read_text().splitlines() if "// expect-flagged:" in line})
        own, own_types = dict(table), dict(types)
        collect_declarations(ast, "Fixture", minimum, own, own_types, check_complete=False)
        flagged = check_uses(ast, path, minimum, own, own_types)
        got = sorted({f"{f.api} {f.platform} {show(f.required)}" for f in flagged})
        if got == expected:
            fixture_lines.append(f"  ok   {path.stem}: " + ("; ".join(got) if got else "clean"))
        else:
            lines.append(f"fixture {path.stem}: expected {expected or 'clean'}, flagged {got or 'nothing'}")
            fixture_lines.extend(f"       {f}" for f in flagged)

    source_fixtures = swift_files(CHECKS / "StubSources")
    for path, ast in dump_all([("Fixture", [f], f) for f in source_fixtures]):
        expected = len([line for line in path.read_text().splitlines() if "// expect-flagged" in line])
        got = undocumented_availability(ast, path)
        if len(got) == expected:
            fixture_lines.append(f"  ok   {path.stem}: {len(got)} declarations without a recorded source")
        else:
            lines.append(f"fixture {path.stem}: expected {expected} flagged, got {got}")
    unavailable = sorted({d.name for d in table.values() if d.public and UNAVAILABLE in d.required.values()})
    summary = [
        f"  {stub_count} stub declarations, all five platforms stated"
        + ("" if not incomplete else f" except {len(incomplete)}")
        + f"; each with its own @available names its Apple documentation page"
        + ("" if not documented else f" except {documented}"),
        f"  {len(unavailable)} stub declaration(s) unavailable on a platform ({', '.join(unavailable)})",
        f"  {len(newer)} stub availabilities newer than the minimum platforms ("
        + ", ".join(sorted({f'{n} {p} {show(v)}' for n, p, v in newer})) + ")",
        f"  sources: {sum(len(swift_files(d)) for d in OUR_MODULES.values())} files, "
        f"{len(findings)} unguarded uses of newer APIs",
        *fixture_lines,
    ]
    return not lines, summary + [f"  FAIL {line}" for line in lines]
