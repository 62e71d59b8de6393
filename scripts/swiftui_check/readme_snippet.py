"""Step 12, snippets kept as written: the Swift block that imports AsyncActionButton in README.md
and in docs/how-it-works.md is, line for line, in Tests/SwiftUIStubChecks/Usage/ReadmeSnippet.swift,
and every Swift block of the
migration article (MigratingFromButtonKit.md) in MigrationSnippets.swift; step 3 compiles both
against the stub, so what an app developer copies compiles as written. Self-check: the README's
block with one word changed must not be found."""

from __future__ import annotations

import re

from .common import CHECKS, ROOT

README = ROOT / "README.md"
FIXTURE = CHECKS / "Usage" / "ReadmeSnippet.swift"
MIGRATION = ROOT / "Sources" / "AsyncActionButton" / "AsyncActionButton.docc" / "MigratingFromButtonKit.md"
MIGRATION_FIXTURE = CHECKS / "Usage" / "MigrationSnippets.swift"


def contains_indented(block: str, text: str) -> bool:
    """Whether the lines of `block` stand in `text` one after another, as written, each indented
    alike (a snippet's expression inside a fixture's `body`)."""
    wanted = block.rstrip("\n").split("\n")
    lines = text.split("\n")
    for start, line in enumerate(lines):
        if not line.endswith(wanted[0]):
            continue
        indent = line[: len(line) - len(wanted[0])]
        if indent.strip():
            continue
        found = lines[start:start + len(wanted)]
        if found == [(indent + want) if want else want.rstrip() for want in wanted] or \
                [f.rstrip() for f in found] == [(indent + want).rstrip() for want in wanted]:
            return True
    return False


def without_imports(block: str) -> str:
    """The block after its leading `import` lines and blank lines: one fixture holds several
    snippets under one set of imports."""
    lines = block.split("\n")
    while lines and (lines[0].startswith("import ") or not lines[0].strip()):
        lines.pop(0)
    return "\n".join(lines)


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
    readme_fixture = FIXTURE.read_text()
    lines = []
    ok = "import AsyncActionButton\n" in readme_fixture and without_imports(block) in readme_fixture
    lines.append(f"  {'ok  ' if ok else 'FAIL'} README.md's SwiftUI snippet ({block.count(chr(10))} lines) is "
                 f"{'' if ok else 'not '}in {FIXTURE.relative_to(ROOT)} as written")
    altered = without_imports(block).replace("AsyncActionButton(", "AsyncActionButon(", 1)
    caught = altered not in readme_fixture
    lines.append(f"  {'ok  ' if caught else 'FAIL'} self-check: the snippet with one word changed is "
                 f"{'' if caught else 'still '}refused")
    blocks = re.findall(r"```swift\n(.*?)```", MIGRATION.read_text(), re.S)
    fixture = MIGRATION_FIXTURE.read_text()
    missing = [block.splitlines()[0] for block in blocks if not contains_indented(block, fixture)]
    migration_ok = bool(blocks) and not missing
    lines.append(f"  {'ok  ' if migration_ok else 'FAIL'} the migration article's {len(blocks)} Swift blocks are in "
                 f"{MIGRATION_FIXTURE.relative_to(ROOT)} as written"
                 + (f"; not found: {missing}" if missing else ""))
    longer = readme_block((ROOT / "docs" / "how-it-works.md").read_text())
    longer_ok = longer is not None and without_imports(longer) in readme_fixture
    lines.append(f"  {'ok  ' if longer_ok else 'FAIL'} docs/how-it-works.md's SwiftUI snippet is in "
                 f"{FIXTURE.relative_to(ROOT)} as written")
    return ok and caught and migration_ok and longer_ok, lines
