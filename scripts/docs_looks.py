#!/usr/bin/env python3
"""The looks' documentation is complete: every case of the core's `ActionLooks.Busy`, `ActionLooks.Failure` and
`ActionLooks.Progress` is named (`ActionLooks.Busy.pulse` or ``ActionLooks/Busy/pulse``) in each article that describes the
looks, and every public style type of the SwiftUI module has a DocC page of its own
(`# ``AsyncActionButton/<Type>``` in its catalog). The cases and the types come from the symbol
graphs `scripts/docs` writes, so a look or a style added in code is missed here until its docs are
written.

usage: docs_looks.py GRAPHS-DIRECTORY [ROOT]
  ROOT  where the catalogs are (the repository by default); scripts/docs points it at a copy with
        a case and a page removed, which must fail, naming both.
Prints one line per missing name or page; exit status 1 if any.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

# The articles that describe every look, each in its shell's terms.
ARTICLES = [
    "Sources/AsyncActionCore/AsyncActionCore.docc/Looks.md",
    "Sources/AsyncActionButton/AsyncActionButton.docc/Looks.md",
    "Sources/AsyncActionGTK/AsyncActionGTK.docc/GTKLooks.md",
]
LOOKS = ("ActionLooks.Busy", "ActionLooks.Failure", "ActionLooks.Progress")
CATALOG = "Sources/AsyncActionButton/AsyncActionButton.docc"
# The protocols a SwiftUI style conforms to; a public type named …Style is a style too.
STYLE_PROTOCOLS = ("AsyncActionStyle", "AsyncActionFailureStyle")


def symbols(graphs: Path, module: str) -> dict:
    return json.loads((graphs / f"{module}.symbols.json").read_text())


def look_cases(graphs: Path) -> list[tuple[str, str]]:
    """(enum, case) for every case of the three look enums, from the core's graph."""
    found = []
    for symbol in symbols(graphs, "AsyncActionCore")["symbols"]:
        path = symbol["pathComponents"]
        enum = ".".join(path[:-1])
        if symbol["kind"]["identifier"] == "swift.enum.case" and enum in LOOKS:
            found.append((enum, path[-1]))
    return found


def style_types(graphs: Path) -> list[str]:
    """The public types of the SwiftUI module that are styles: those conforming to a style
    protocol, and any other type whose name ends in Style."""
    graph = symbols(graphs, "AsyncActionButton")
    names = {}
    for symbol in graph["symbols"]:
        path = symbol["pathComponents"]
        kind = symbol["kind"]["identifier"]
        if len(path) == 1 and symbol.get("accessLevel") == "public" and kind in (
            "swift.struct", "swift.class", "swift.enum", "swift.protocol"):
            names[symbol["identifier"]["precise"]] = path[0]
    protocols = {precise for precise, name in names.items() if name in STYLE_PROTOCOLS}
    conforming = {relation["source"] for relation in graph["relationships"]
                  if relation["kind"] == "conformsTo" and relation["target"] in protocols}
    return sorted({name for precise, name in names.items() if precise in conforming or name.endswith("Style")})


def problems(graphs: Path, root: Path) -> list[str]:
    found = []
    cases = look_cases(graphs)
    if len(cases) < 9:
        found.append(f"only {len(cases)} look cases in the core's symbol graph")
    for article in ARTICLES:
        text = (root / article).read_text()
        for enum, case in cases:
            written = "[./]".join(map(re.escape, enum.split(".")))
            if not re.search(rf"\b{written}[./]{case}\b", text):
                found.append(f"{article} does not name {enum}.{case}")
    pages = set()
    for page in (root / CATALOG).glob("*.md"):
        first = page.read_text().split("\n", 1)[0]
        match = re.fullmatch(r"# ``(?:AsyncActionButton/)?(\w+)``", first.strip())
        if match:
            pages.add(match.group(1))
    styles = style_types(graphs)
    if len(styles) < 10:
        found.append(f"only {len(styles)} style types in the SwiftUI module's symbol graph: {styles}")
    for style in styles:
        if style not in pages:
            found.append(f"{CATALOG} has no page for {style} (a file beginning '# ``AsyncActionButton/{style}``')")
    return found


def main() -> int:
    if len(sys.argv) not in (2, 3):
        print(__doc__, file=sys.stderr)
        return 2
    graphs = Path(sys.argv[1])
    root = Path(sys.argv[2]) if len(sys.argv) == 3 else Path(".")
    found = problems(graphs, root)
    for line in found:
        print(line)
    if not found:
        print(f"{len(look_cases(graphs))} look cases named in {len(ARTICLES)} articles; "
              f"{len(style_types(graphs))} style types, each with its page")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
