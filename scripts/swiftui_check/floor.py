"""Step 5, the toolchain floor: Package.swift's `swift-tools-version` (Linux/Package.swift must say
the same). README.md, the DocC Getting Started pages (engine, SwiftUI, GTK) and Stubs/README.md must
each say `Swift <floor> or later`, and any other `Swift X or later`, `Xcode X or later` or `tools
version X` in them must match the floor. Tests/SwiftUIStubChecks/ToolchainFloor/ holds documents that
must be flagged."""

from __future__ import annotations

import re

from .common import CHECKS, ROOT, Version, show
from .settings import tools_version

# The Xcode that brings each Swift release (Xcode 26.0 ships Swift 6.2, Xcode 26.4 Swift 6.3).
XCODE_FOR_SWIFT = {(6, 0): "16", (6, 1): "16.3", (6, 2): "26", (6, 3): "26.4"}
FLOOR_DOCUMENTS = [
    ROOT / "README.md",
    ROOT / "Sources" / "AsyncActionButton" / "AsyncActionButton.docc" / "GettingStarted.md",
    ROOT / "Sources" / "AsyncActionCore" / "AsyncActionCore.docc" / "GettingStarted.md",
    ROOT / "Sources" / "AsyncActionGTK" / "AsyncActionGTK.docc" / "LinuxAndGTK.md",
    ROOT / "Stubs" / "README.md",
]
FLOOR_STATEMENTS = [
    (re.compile(r"Swift (\d+\.\d+(?:\.\d+)?) or later"), "Swift", False),
    (re.compile(r"Swift toolchain \((\d+\.\d+(?:\.\d+)?) or later\)"), "Swift", False),
    (re.compile(r"Xcode (\d+(?:\.\d+)?) or later"), "Xcode", True),
    (re.compile(r"swift-tools-version:? ?(\d+\.\d+(?:\.\d+)?)"), "Swift", False),
    (re.compile(r"tools version (\d+\.\d+(?:\.\d+)?)"), "Swift", False),
]


def floor_problems(name: str, text: str, floor: Version) -> list[str]:
    """What in a document contradicts the floor, or that it states none (`Swift 6.2 or later`)."""
    swift = show(floor[:2])
    xcode = XCODE_FOR_SWIFT.get(floor[:2], "?")
    problems = []
    if f"Swift {swift} or later" not in text:
        problems.append(f"{name}: states no toolchain floor; say `Swift {swift} or later`")
    for pattern, tool, is_xcode in FLOOR_STATEMENTS:
        for match in pattern.finditer(text):
            expected = xcode if is_xcode else swift
            if match.group(1) != expected:
                line = text.count("\n", 0, match.start()) + 1
                problems.append(f"{name}:{line}: says `{match.group(0)}`, but the floor in Package.swift is "
                                f"{tool} {expected}")
    return problems


def check_floor(floor: Version) -> tuple[bool, list[str]]:
    problems = []
    linux = tools_version(ROOT / "Linux" / "Package.swift")
    if linux != floor:
        problems.append(f"Linux/Package.swift says swift-tools-version {show(linux)}, Package.swift {show(floor)}")
    for path in FLOOR_DOCUMENTS:
        problems += floor_problems(str(path.relative_to(ROOT)), path.read_text(), floor)
    lines = [f"  Package.swift and Linux/Package.swift: swift-tools-version {show(floor)} (Xcode "
             f"{XCODE_FOR_SWIFT.get(floor[:2], '?')}); {len(FLOOR_DOCUMENTS)} documents state it"
             + ("" if not problems else ", with problems")]
    fixtures = sorted((CHECKS / "ToolchainFloor").glob("*.md"))
    for path in fixtures:
        text = path.read_text()
        expected = [line.split("expect-flagged:", 1)[1].strip().removesuffix("-->").strip()
                    for line in text.splitlines() if "expect-flagged:" in line]
        body = "\n".join("" if "expect-flagged:" in line else line for line in text.splitlines())
        got = floor_problems(path.name, body, floor)
        matched = len(got) == len(expected) and all(sum(e in g for g in got) == 1 for e in expected)
        if matched:
            lines.append(f"  ok   fixture {path.stem}: {len(got)} flagged")
        else:
            problems.append(f"fixture {path.stem}: expected {expected}, flagged {got}")
    if not fixtures or not any("expect-flagged" in p.read_text() for p in fixtures):
        problems.append("no fixture in Tests/SwiftUIStubChecks/ToolchainFloor proves the check can fail")
    return not problems, lines + [f"  FAIL {problem}" for problem in problems]
