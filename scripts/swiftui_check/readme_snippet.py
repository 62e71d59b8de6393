"""Step 12, the README's SwiftUI snippet: the README's Swift block that imports AsyncActionButton
is, line for line, in Tests/SwiftUIStubChecks/Usage/ReadmeSnippet.swift, which step 3 compiles
against the stub, so the snippet an app developer copies compiles as written. Self-check: the
block with one word changed must not be found."""

from __future__ import annotations

import re

from .common import CHECKS, ROOT

README = ROOT / "README.md"
FIXTURE = CHECKS / "Usage" / "ReadmeSnippet.swift"


def readme_block(text: str) -> str | None:
    """The README's first Swift block that imports AsyncActionButton, without its fences."""
    for block in re.findall(r"```swift\n(.*?)```", text, re.S):
        if "import AsyncActionButton" in block:
            return block
    return None


def check_readme_snippet() -> tuple[bool, list[str]]:
    block = readme_block(README.read_text())
    if block is None:
        return False, ["  FAIL README.md has no Swift block that imports AsyncActionButton"]
    fixture = FIXTURE.read_text()
    lines = []
    ok = block in fixture
    lines.append(f"  {'ok  ' if ok else 'FAIL'} README.md's SwiftUI snippet ({block.count(chr(10))} lines) is "
                 f"{'' if ok else 'not '}in {FIXTURE.relative_to(ROOT)} as written")
    altered = block.replace("AsyncActionButton(", "AsyncActionButon(", 1)
    caught = altered not in fixture
    lines.append(f"  {'ok  ' if caught else 'FAIL'} self-check: the snippet with one word changed is "
                 f"{'' if caught else 'still '}refused")
    return ok and caught, lines
