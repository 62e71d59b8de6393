"""Step 10, shapes that animate: reports each `Shape` of AsyncActionButton and AsyncActionButtonDemo
that stores a number it draws from (a `Double`, `Float`, `CGFloat` or `Angle`: a fraction, an end, an
angle) but declares no `animatableData` of its own. Such a shape gets `Animatable`'s default,
`EmptyAnimatableData`: under an animation SwiftUI has nothing to interpolate, and the shape jumps to
each new value (a progress ring that snaps from 20 % to 60 %). Read from the compiler's JSON AST:
the types that conform to SwiftUI's `Shape` (in their declaration or an extension), their stored
properties' types, and whether one of their declarations has an `animatableData` that is not
`EmptyAnimatableData`. A conformance or an `animatableData` in an extension in another file than the
type is not seen (the AST is read a file at a time); our shapes declare both with the type. Fixtures
in Tests/SwiftUIStubChecks/AnimatableShapes/."""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path

from .common import ROOT
from .swift_ast import demangled_names, run_ast_check

SHAPE = "s:7SwiftUI5ShapeP"
EMPTY_DATA = "$s7SwiftUI19EmptyAnimatableDataVD"
# The demangled names of the stored types SwiftUI can interpolate (`VectorArithmetic`, or `Angle`).
NUMBERS = {"Swift.Double", "Swift.Float", "Foundation.CGFloat", "CoreGraphics.CGFloat", "SwiftUI.Angle"}


@dataclass
class ShapeType:
    name: str
    file: str = ""
    line: int = 0
    numbers: list[str] = field(default_factory=list)
    is_shape: bool = False
    animates: bool = False


@dataclass
class Unanimated:
    file: str
    line: int
    shape: str
    properties: list[str]

    def __str__(self) -> str:
        stored = ", ".join(f"`{p}`" for p in self.properties)
        return (f"{self.file}:{self.line}: `{self.shape}` is a Shape that draws from {stored} but has no "
                f"`animatableData`: SwiftUI cannot interpolate it, so the shape jumps to each new value. "
                f"Declare `var animatableData: Double {{ get {{ … }} set {{ … }} }}` over the property")

    @property
    def names(self) -> list[str]:
        return [f"{self.shape}.{p}" for p in self.properties]


def conforms_to_shape(node: dict) -> bool:
    inherits = node.get("inherits")
    if not isinstance(inherits, dict):
        return False
    return any(c.get("protocol") == SHAPE for c in inherits.get("conformances", []) if isinstance(c, dict))


def var_name(node: dict) -> str:
    name = node.get("name")
    return name.get("base_name", {}).get("name", "") if isinstance(name, dict) else ""


def unanimated_shapes(ast: dict, path: Path) -> list[Unanimated]:
    """The shapes in `path` with a stored number and no `animatableData`."""
    text = path.read_bytes()
    shapes: dict[str, ShapeType] = {}
    members: list[tuple[str, dict]] = []

    def line_of(node: dict) -> int:
        offset = node.get("range", {}).get("start", 0) if isinstance(node.get("range"), dict) else 0
        return text.count(b"\n", 0, offset) + 1

    def visit(node) -> None:
        if isinstance(node, list):
            for child in node:
                visit(child)
            return
        if not isinstance(node, dict):
            return
        kind = node.get("_kind")
        if kind in ("struct_decl", "extension_decl"):
            # One key for a struct and its extensions in the file: the instance type, which an
            # extension names as `extended_type` and a struct as its metatype (`…VmD`).
            if kind == "struct_decl":
                key = str(node.get("interface_type", "")).removesuffix("mD") + "D"
                shape = shapes.setdefault(key, ShapeType(var_name(node)))
                shape.name, shape.file, shape.line = var_name(node), str(path.relative_to(ROOT)), line_of(node)
            else:
                key = str(node.get("extended_type", ""))
                shape = shapes.setdefault(key, ShapeType(key))
            shape.is_shape = shape.is_shape or conforms_to_shape(node)
            for member in node.get("members", []):
                if isinstance(member, dict) and member.get("_kind") == "var_decl":
                    members.append((key, member))
        for child in node.values():
            visit(child)

    visit(ast)
    types = demangled_names([str(m.get("interface_type", "")) for _, m in members])
    for key, member in members:
        shape = shapes[key]
        if var_name(member) == "animatableData" and member.get("interface_type") != EMPTY_DATA:
            shape.animates = True
        elif member.get("readImpl") == "stored" and types.get(str(member.get("interface_type", ""))) in NUMBERS:
            shape.numbers.append(var_name(member))
    found = []
    for shape in shapes.values():
        if shape.is_shape and shape.numbers and not shape.animates:
            found.append(Unanimated(shape.file, shape.line, shape.name, shape.numbers))
    return sorted(found, key=lambda u: u.line)


def check_animatable_shapes() -> tuple[bool, list[str]]:
    return run_ast_check(unanimated_shapes, lambda u: u.names, "AnimatableShapes",
                         "shapes that draw a stored number without `animatableData`")
