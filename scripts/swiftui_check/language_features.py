"""Step 6, language features: every Swift file of AsyncActionCore, AsyncActionButton,
AsyncActionTestSupport and AsyncActionButtonDemo, as every Apple platform compiles it (all `#if`
clauses but those no Apple platform compiles), is parsed with `swiftc -frontend -dump-parse`, and every
use of a language feature newer than the floor is reported with file:line: LANGUAGE_FEATURES below
records each (SE number, Swift version, where the version comes from, the parser node that shows it).
Also reported, whatever the floor: `isolated deinit` (back-deployed through a runtime shim with public
crash reports). Fails on a compiler newer than the table was reviewed for, and if a recorded feature is
flagged by no fixture in Tests/SwiftUIStubChecks/LanguageFeatures/."""

from __future__ import annotations

import concurrent.futures
import re
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .common import CHECKS, JOBS, ROOT, Version, run, show, swift_files, version
from .conditional import apple_source


@dataclass(frozen=True)
class LanguageFeature:
    """A language feature a newer compiler accepts and the floor compiler does not, and how it shows
    in `swiftc -frontend -dump-parse`: an attribute node (with the spelling at its location, when an
    older underscored spelling makes the same node), or a module selector in a name."""
    key: str
    title: str
    since: Version
    source: str
    attr: str | None = None
    spelling: str | None = None


# Reviewed for compilers up to Swift 6.3 (the compiler here is 6.3.1: each of these compiles with
# it, without a flag). A newer compiler fails the check until this table is reviewed for it.
LANGUAGE_FEATURES_REVIEWED_UP_TO: Version = (6, 3)
LANGUAGE_FEATURES = (
    LanguageFeature("SE-0487", "`@nonexhaustive` enums", (6, 2, 3),
                    "SE-0487 (Nonexhaustive enums), status: Implemented (Swift 6.2.3)", attr="nonexhaustive_attr"),
    LanguageFeature("SE-0495", "`@c` functions and enums", (6, 3),
                    "SE-0495 (C compatible functions and enums), status: Implemented (Swift 6.3); "
                    "`@_cdecl`, the older spelling, makes the same node", attr="cdecl_attr", spelling="c"),
    LanguageFeature("SE-0491", "module selectors (`Module::name`)", (6, 3),
                    "SE-0491 (Module selectors for name disambiguation), accepted; in Swift 6.3 "
                    "(WWDC26 session 262, What's new in Swift)"),
    LanguageFeature("SE-0460", "`@specialized`", (6, 3),
                    "SE-0460 (Explicit specialization), in Swift 6.3; `@_specialize` is a different node",
                    attr="specialized_attr"),
    LanguageFeature("SE-0496", "`@inline(always)`", (6, 3),
                    "SE-0496 (`@inline(always)` attribute), accepted, in Swift 6.3; `@inline(__always)` "
                    "makes the same node with kind=__always", attr="inline_attr", spelling="always"),
    LanguageFeature("SE-0492", "`@section`", (6, 3),
                    "SE-0492 (Section placement control), accepted, in Swift 6.3 (before: `@_section` "
                    "behind -enable-experimental-feature SymbolLinkageMarkers)", attr="section_attr",
                    spelling="section"),
    LanguageFeature("SE-0492", "`@used`", (6, 3),
                    "SE-0492 (Section placement control), as above (before: `@_used`)", attr="used_attr",
                    spelling="used"),
    LanguageFeature("SE-0497", "`@export(implementation)` / `@export(interface)`", (6, 3),
                    "SE-0497 (Controlling function definition visibility in clients), accepted, in Swift 6.3 "
                    "(before: hidden `@_alwaysEmitIntoClient` / `@_neverEmitIntoClient`)", attr="export_attr"),
)
ISOLATED_DEINIT = "isolated deinit"
APPLE_MODULES = {name: ROOT / "Sources" / name
                 for name in ("AsyncActionCore", "AsyncActionButton", "AsyncActionTestSupport", "AsyncActionButtonDemo")}
DUMP_LINE = re.compile(r"^( *)\((\w+)(?: [^\n]*?range=\[[^\]]*?:(\d+):(\d+) - )?")
SELECTOR = re.compile(r'\b(?:id|name)="([A-Za-z_]\w*)::([A-Za-z_]\w*)')


@dataclass
class FeatureUse:
    file: str
    line: int
    column: int
    key: str
    message: str

    def __str__(self) -> str:
        return f"{self.file}:{self.line}:{self.column}: {self.message}"


def compiler_version() -> Version:
    found = re.search(r"Swift version (\d+\.\d+(?:\.\d+)?)", run(["swiftc", "--version"]).stdout)
    return version(found.group(1)) if found else (0,)


def token_at(lines: list[str], line: int, column: int) -> str:
    if not 0 < line <= len(lines):
        return ""
    # Some attribute nodes start at the `@`, others at the name.
    found = re.match(r"@?\s*([\w$]+)", lines[line - 1][column - 1:])
    return found.group(1) if found else ""


def feature_uses(path: Path, floor: Version) -> list[FeatureUse]:
    """Every use, in `path`, of a feature of LANGUAGE_FEATURES newer than `floor`, and every
    `isolated deinit`. The file is parsed as the union of what the Apple platforms compile."""
    text = path.read_bytes()
    source = text.decode()
    lines = source.splitlines()
    name = str(path.relative_to(ROOT))
    with tempfile.TemporaryDirectory() as directory:
        copy = Path(directory) / path.name
        copy.write_bytes(apple_source(text))
        result = run(["swiftc", "-frontend", "-dump-parse", str(copy)])
    if result.returncode != 0:
        raise RuntimeError(f"cannot parse {name}:\n{result.stderr}")
    uses: list[FeatureUse] = []
    parents: list[tuple[int, str]] = []
    for dump_line in result.stdout.splitlines():
        match = DUMP_LINE.match(dump_line)
        if match:
            indent, kind = len(match.group(1)), match.group(2)
            while parents and parents[-1][0] >= indent:
                parents.pop()
            parent = parents[-1][1] if parents else ""
            parents.append((indent, kind))
            at = (int(match.group(3)), int(match.group(4))) if match.group(3) else None
            if kind == "isolated_attr" and parent == "destructor_decl" and at:
                uses.append(FeatureUse(name, *at, ISOLATED_DEINIT,
                                       "`isolated deinit` in code that ships to Apple platforms: below iOS 26 / "
                                       "macOS 26 it is back-deployed through "
                                       "swift_task_deinitOnExecutorMainActorBackDeploy, which has public crash "
                                       "reports; write `nonisolated deinit` and hop explicitly"))
            for feature in LANGUAGE_FEATURES:
                if feature.attr != kind or feature.since <= floor or not at:
                    continue
                spelled = "always" if "kind=always" in dump_line else "__always" if kind == "inline_attr" \
                    else token_at(lines, *at)
                if feature.spelling and spelled != feature.spelling:
                    continue
                uses.append(FeatureUse(name, *at, feature.key,
                                       f"{feature.title} ({feature.key}, Swift {show(feature.since)}) is newer "
                                       f"than the toolchain floor, Swift {show(floor)}"))
        selector = next(f for f in LANGUAGE_FEATURES if f.key == "SE-0491")
        if selector.since > floor:
            for module, member in SELECTOR.findall(dump_line):
                spots = [m.start() for m in re.finditer(rf"\b{module}\s*::\s*{member}\b", source)] or [0]
                for spot in spots:
                    line = source.count("\n", 0, spot) + 1
                    column = spot - (source.rfind("\n", 0, spot) + 1) + 1
                    uses.append(FeatureUse(name, line, column, selector.key,
                                           f"module selector `{module}::{member}` ({selector.key}, Swift "
                                           f"{show(selector.since)}) is newer than the toolchain floor, Swift "
                                           f"{show(floor)}"))
    unique = {(u.line, u.column, u.key): u for u in uses}
    return sorted(unique.values(), key=lambda u: (u.line, u.column, u.key))


def check_language_features(floor: Version) -> tuple[bool, list[str]]:
    problems: list[str] = []
    compiler = compiler_version()
    if compiler[:2] > LANGUAGE_FEATURES_REVIEWED_UP_TO:
        problems.append(f"this is Swift {show(compiler)}, but the table of language features newer than the "
                        f"floor was reviewed up to Swift {show(LANGUAGE_FEATURES_REVIEWED_UP_TO)}: add what "
                        f"Swift {show(compiler[:2])} added (LANGUAGE_FEATURES in "
                        f"scripts/swiftui_check/language_features.py), with a fixture each")
    files = [f for directory in APPLE_MODULES.values() for f in swift_files(directory)]
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        found = [use for uses in pool.map(lambda f: feature_uses(f, floor), files) for use in uses]
        fixture_files = swift_files(CHECKS / "LanguageFeatures")
        fixture_uses = list(pool.map(lambda f: feature_uses(f, floor), fixture_files))
    problems += [str(use) for use in found]
    newer = [f for f in LANGUAGE_FEATURES if f.since > floor]
    lines = [f"  {len(LANGUAGE_FEATURES)} recorded features newer than Swift 6.2, {len(newer)} of them newer than "
             f"the floor (Swift {show(floor)}), plus `isolated deinit`; compiler: Swift {show(compiler)}",
             f"  {len(files)} files in {', '.join(APPLE_MODULES)}: {len(found)} "
             f"{'use' if len(found) == 1 else 'uses'} of them"]
    seen: set[str] = set()
    for path, uses in zip(fixture_files, fixture_uses):
        expected = sorted(line.split("expect-flagged:", 1)[1].strip()
                          for line in path.read_text().splitlines() if "// expect-flagged:" in line)
        got = sorted(use.key for use in uses)
        seen |= set(got)
        if got == expected:
            lines.append(f"  ok   fixture {path.stem}: " + (", ".join(got) if got else "clean"))
        else:
            problems.append(f"fixture {path.stem}: expected {expected or 'clean'}, flagged {got or 'nothing'}")
            problems += [f"       {use}" for use in uses]
    unproven = sorted(({f.key for f in newer} | {ISOLATED_DEINIT}) - seen)
    if unproven:
        problems.append(f"no fixture in Tests/SwiftUIStubChecks/LanguageFeatures is flagged for {unproven}: "
                        f"nothing proves their detection works")
    return not problems, lines + [f"  FAIL {problem}" for problem in problems]
