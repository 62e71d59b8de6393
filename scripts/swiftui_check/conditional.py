"""Conditional compilation: which `#if` clauses each Apple platform compiles, and a source as the
union of what they all compile."""

from __future__ import annotations

import re
from dataclasses import dataclass

from .common import PLATFORMS, Version, version
from .settings import tools_version


@dataclass
class Clause:
    """One clause of an `#if` … `#endif` block: its byte range, and per Apple platform whether it is
    compiled there (True), not (False), or it depends on something this check cannot tell (None,
    e.g. `canImport`)."""
    start: int
    end: int
    platforms: dict[str, bool | None]
    line: int


DIRECTIVE = re.compile(rb"^[ \t]*#(if|elseif|else|endif)\b([^\n]*)", re.M)
CONDITION_TOKEN = re.compile(r"\s*(&&|\|\||!|\(|\)|,|>=|<|[A-Za-z_$][\w$]*|[\d.]+)")


def evaluate(condition: str, platform: str, floor: Version) -> bool | None:
    """Three-valued value of an `#if` condition on an Apple platform, built with the floor compiler.
    `os(…)` and `compiler(…)` / `swift(…)` are known; `canImport`, `arch`, `targetEnvironment`,
    `hasFeature` and custom flags are not (None)."""
    tokens = [m.group(1) for m in CONDITION_TOKEN.finditer(condition.split("//", 1)[0])]
    position = 0

    def peek() -> str | None:
        return tokens[position] if position < len(tokens) else None

    def take() -> str:
        nonlocal position
        position += 1
        return tokens[position - 1]

    def primary() -> bool | None:
        token = take()
        if token == "!":
            value = primary()
            return None if value is None else not value
        if token == "(":
            value = disjunction()
            take()
            return value
        if token in ("true", "false"):
            return token == "true"
        if peek() != "(":
            return None  # a custom flag (`DEBUG`) or `$Feature`
        take()
        arguments = []
        while peek() not in (")", None):
            arguments.append(take())
        take()
        if token == "os":
            return arguments == [platform]
        if token in ("compiler", "swift") and len(arguments) == 2:
            operator, number = arguments
            return floor >= version(number) if operator == ">=" else floor < version(number)
        return None

    def conjunction() -> bool | None:
        value = primary()
        while peek() == "&&":
            take()
            other = primary()
            value = False if value is False or other is False else (None if None in (value, other) else True)
        return value

    def disjunction() -> bool | None:
        value = conjunction()
        while peek() == "||":
            take()
            other = conjunction()
            value = True if value is True or other is True else (None if None in (value, other) else False)
        return value

    try:
        return disjunction()
    except IndexError:
        return None


def if_clauses(text: bytes, floor: Version | None = None) -> list[Clause]:
    floor = floor or tools_version()
    clauses: list[Clause] = []
    stack: list[dict] = []  # per open `#if`: the clause so far, and per platform whether one was taken
    for match in DIRECTIVE.finditer(text):
        keyword, condition = match.group(1).decode(), match.group(2).decode()
        line = text.count(b"\n", 0, match.start()) + 1
        if keyword in ("elseif", "else", "endif") and stack:
            block = stack[-1]
            clauses.append(Clause(block["start"], match.start(), block["platforms"], block["line"]))
        if keyword == "if":
            stack.append({"taken": {p: False for p in PLATFORMS}})
        if keyword == "endif":
            if stack:
                stack.pop()
            continue
        if not stack:
            continue
        block = stack[-1]
        platforms: dict[str, bool | None] = {}
        for platform in PLATFORMS:
            value = True if keyword == "else" else evaluate(condition, platform, floor)
            taken = block["taken"][platform]
            platforms[platform] = False if taken is True else (None if taken is None and value is not False else value)
            if value is True:
                block["taken"][platform] = True if taken is False else taken
            elif value is None and taken is False:
                block["taken"][platform] = None
        block.update(start=match.end(), platforms=platforms, line=line)
    return clauses


def excluded_platforms(clauses: list[Clause], offset: int) -> set[str]:
    """The Apple platforms on which the code at `offset` is certainly not compiled."""
    return {p for c in clauses if c.start <= offset < c.end for p in PLATFORMS if c.platforms[p] is False}


def apple_source(text: bytes) -> bytes:
    """The source as the union of what every Apple platform compiles, at the same byte offsets:
    `#if` lines blanked, and the clauses no Apple platform compiles (`#if os(Linux)`, `#if
    compiler(>=6.3)` above the floor) blanked too."""
    data = bytearray(text)

    def blank(start: int, end: int) -> None:
        for i in range(start, end):
            if data[i] != 0x0A:
                data[i] = 0x20

    for clause in if_clauses(text):
        if all(value is False for value in clause.platforms.values()):
            blank(clause.start, clause.end)
    for match in DIRECTIVE.finditer(text):
        blank(match.start(), match.end())
    return bytes(data)
