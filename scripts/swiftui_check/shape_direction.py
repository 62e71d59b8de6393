"""Step 13, shapes drawn once in right to left: reports each `Shape` of AsyncActionButton and
AsyncActionButtonDemo that does not declare its `layoutDirectionBehavior`, whose default is
`.mirrors` when deploying to the package's minimum platforms (iOS 17, macOS 14, tvOS 17, watchOS
10), and each one whose path reads the layout direction (a `rightToLeft` flag, a `LayoutDirection`,
`LookGeometry.barFill`) but does not declare `.fixed`: SwiftUI would mirror a path that already
runs from the leading edge, and a bar would fill from the trailing edge. Read from the source text
of each type declared `struct Name: … Shape …` (or `InsettableShape`), to its closing brace; a
conformance added in an extension is not seen (the package's shapes declare theirs). Fixtures in
Tests/SwiftUIStubChecks/ShapeDirection/."""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from .swift_ast import run_ast_check

SHAPE_DECLARATION = re.compile(r"\bstruct\s+(\w+)\s*(?:<[^>{]*>)?\s*:[^{]*\b(?:Insettable)?Shape\b[^{]*\{")
READS_DIRECTION = re.compile(r"\brightToLeft\b|\bLayoutDirection\b(?!Behavior)|\blayoutDirection\b|\bbarFill\(")
BEHAVIOR = re.compile(r"var\s+layoutDirectionBehavior\s*:\s*LayoutDirectionBehavior\s*\{(?P<body>[^{}]*(?:\{[^{}]*\}[^{}]*)*)\}")


@dataclass
class Misdirected:
    file: str
    line: int
    shape: str
    reason: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}: `{self.shape}` {self.reason}"


def body_of(text: str, start: int) -> str:
    """The text from the opening brace at `start` to its closing brace."""
    depth = 0
    for index in range(start, len(text)):
        if text[index] == "{":
            depth += 1
        elif text[index] == "}":
            depth -= 1
            if depth == 0:
                return text[start:index + 1]
    return text[start:]


def misdirected_shapes(_ast: dict, path: Path) -> list[Misdirected]:
    """The shapes in `path` that leave their direction to the default, or mirror a path that
    already follows the direction."""
    text = path.read_text()
    found = []
    for match in SHAPE_DECLARATION.finditer(text):
        body = body_of(text, match.end() - 1)
        line = text.count("\n", 0, match.start()) + 1
        behavior = BEHAVIOR.search(body)
        reads = READS_DIRECTION.search(BEHAVIOR.sub("", body))
        if behavior is None:
            found.append(Misdirected(path.name, line, match.group(1),
                                     "declares no `layoutDirectionBehavior`: SwiftUI mirrors it in right to left "
                                     "(the default from iOS 17); say `.fixed` or `.mirrors`"))
        elif reads and ".fixed" not in behavior.group("body"):
            found.append(Misdirected(path.name, line, match.group(1),
                                     "draws its own right-to-left path and lets SwiftUI mirror it again: declare "
                                     "`layoutDirectionBehavior` `.fixed`"))
    return found


def check_shape_direction() -> tuple[bool, list[str]]:
    return run_ast_check(misdirected_shapes, lambda m: [m.shape], "ShapeDirection",
                         "shapes mirrored twice, or left to the default, in right to left")
