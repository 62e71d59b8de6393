"""Step 15, a write during an update that the next update undoes: reports each view of
AsyncActionButton and AsyncActionButtonDemo that writes one of its `@State` properties from an
`onChange(of:)` whose value is the identity of an object (`ObjectIdentifier(…)`). When the object is
made in `body` (from a style, a paint, any input that holds a reference), each evaluation makes a
new one with a new identity: the change fires, the write invalidates the view, the next evaluation
makes another object, and the view is evaluated every frame, with every view below it. Keep a
comparable key instead (a counter, an `Equatable` input, a store written once). Read from the
source text of each `struct Name: … View …` (or `ViewModifier`) to its closing brace, the key
written as `ObjectIdentifier(…)` in the `onChange` itself; a key made elsewhere is not seen. Fixtures in
Tests/SwiftUIStubChecks/UpdateLoop/."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .shape_direction import body_of
from .swift_ast import run_ast_check

VIEW_DECLARATION = re.compile(r"\bstruct\s+(\w+)\s*(?:<[^>{]*>)?\s*:[^{]*\b(?:View|ViewModifier)\b[^{]*\{")
STATE = re.compile(r"@State\s+(?:private\s+|fileprivate\s+)?var\s+(\w+)")
ON_IDENTITY_CHANGE = re.compile(r"\.onChange\(\s*of:\s*ObjectIdentifier\(")


@dataclass
class Loop:
    file: str
    line: int
    view: str
    state: str

    def __str__(self) -> str:
        return (f"{self.file}:{self.line}: `{self.view}` writes `@State {self.state}` when an object's identity "
                f"changes: an object made in `body` has a new identity at each evaluation, so the view "
                f"updates every frame; key the change on a comparable value")


def update_loops(_ast: dict, path: Path) -> list[Loop]:
    text = path.read_text()
    found = []
    for match in VIEW_DECLARATION.finditer(text):
        body = body_of(text, match.end() - 1)
        states = STATE.findall(body)
        for change in ON_IDENTITY_CHANGE.finditer(body):
            opening = body.find("{", change.end())
            if opening < 0:
                continue
            action = body_of(body, opening)
            written = [name for name in states
                       if re.search(rf"(?<![\w.])(?:self\.)?{name}\s*(?:=|\+=|-=)(?!=)", action)]
            line = text.count("\n", 0, match.start() + change.start()) + 1
            found += [Loop(path.name, line, match.group(1), name) for name in written]
    return found


def check_update_loop() -> tuple[bool, list[str]]:
    return run_ast_check(update_loops, lambda loop: [loop.view], "UpdateLoop",
                         "views that write their state when an object's identity changes")
