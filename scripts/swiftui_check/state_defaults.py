"""Step 7, `@State` defaults: reports each `@State` property of AsyncActionButton and
AsyncActionButtonDemo whose default value calls something that returns a class instance (read from the
JSON AST: the wrapped value's calls, their types demangled): SwiftUI builds the default on every init
of the view struct and keeps only the first. Fixtures in Tests/SwiftUIStubChecks/StateDefaults/."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .common import ROOT, run
from .swift_ast import run_ast_check


@dataclass
class StateDefault:
    file: str
    line: int
    column: int
    property: str
    type_name: str

    def __str__(self) -> str:
        return (f"{self.file}:{self.line}:{self.column}: `@State var {self.property}` builds a new {self.type_name} "
                f"(a class) each time the view struct is initialised, that is each time a parent's body runs; "
                f"SwiftUI keeps only the first. Declare it optional (`@State private var {self.property}: "
                f"{self.type_name}?`) and create it once, or hold a value type")


def class_types(mangled: list[str]) -> dict[str, str]:
    """Of these mangled types, the classes (also generic ones), with their names."""
    todo = sorted({m for m in mangled if m.startswith("$s")})
    if not todo:
        return {}
    result = run(["swift-demangle", "--tree-only", *todo])
    found: dict[str, str] = {}
    for block in result.stdout.split("Demangling for ")[1:]:
        name, _, tree = block.partition("\n")
        kinds = re.findall(r"kind=(\w+)(?:, text=\"([^\"]*)\")?", tree)
        # Global, TypeMangling, Type, then the type itself.
        if len(kinds) > 3 and kinds[3][0] in ("Class", "BoundGenericClass"):
            found[name.strip()] = ".".join(text for kind, text in kinds[4:] if kind == "Identifier")[:80]
    return found


def state_defaults(ast: dict, path: Path) -> list[StateDefault]:
    """`@State` properties whose default value calls something that returns a class instance."""
    text = path.read_bytes()
    candidates: list[tuple[str, int, str]] = []

    def calls(node, name: str) -> None:
        if isinstance(node, list):
            for child in node:
                calls(child, name)
        elif isinstance(node, dict) and node.get("_kind") != "closure_expr":
            if node.get("_kind") == "call_expr" and "type" in node:
                candidates.append((name, node.get("range", {}).get("start", 0), node["type"]))
            for child in node.values():
                calls(child, name)

    def first_name(node) -> str:
        if isinstance(node, dict):
            if node.get("_kind") == "pattern_named" and isinstance(node.get("name"), dict):
                return node["name"].get("base_name", {}).get("name", "")
            return next((n for n in map(first_name, node.values()) if n), "")
        if isinstance(node, list):
            return next((n for n in map(first_name, node) if n), "")
        return ""

    def placeholders(node, name: str) -> None:
        if isinstance(node, list):
            for child in node:
                placeholders(child, name)
        elif isinstance(node, dict):
            if node.get("_kind") == "property_wrapper_value_placeholder_expr" and "original_wrapped_value" in node:
                calls(node["original_wrapped_value"], name.removeprefix("_"))
                return
            for child in node.values():
                placeholders(child, name)

    def visit(node) -> None:
        if isinstance(node, list):
            for child in node:
                visit(child)
            return
        if not isinstance(node, dict):
            return
        init = node.get("processed_init")
        # The backing storage `_name` of `@State var name = …` is initialised by
        # `State(wrappedValue: …)`, around the default value as written.
        if node.get("_kind") == "pattern_entry" and isinstance(init, dict) \
                and str(init.get("type", "")).startswith("$s7SwiftUI5StateV"):
            placeholders(init, first_name(node.get("pattern")))
        for child in node.values():
            visit(child)

    visit(ast)
    classes = class_types([m for _, _, m in candidates])
    found = {}
    for name, offset, mangled in candidates:
        if mangled in classes:
            line = text.count(b"\n", 0, offset) + 1
            column = offset - (text.rfind(b"\n", 0, offset) + 1) + 1
            found[(line, name)] = StateDefault(str(path.relative_to(ROOT)), line, column, name, classes[mangled])
    return sorted(found.values(), key=lambda s: (s.line, s.column))


def check_state_defaults() -> tuple[bool, list[str]]:
    return run_ast_check(state_defaults, lambda s: [s.property], "StateDefaults",
                         "`@State` defaults that build an object")
