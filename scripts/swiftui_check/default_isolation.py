"""Step 8: builds every usage fixture again, as a target of an app made from Xcode 26's app template.

An app that Xcode 26 creates compiles its own code with default main-actor isolation and the
upcoming features of "Approachable Concurrency". There, an app's plain `struct Query: Equatable`
has a main-actor-isolated `Equatable` conformance (SE-0470), which a `some Equatable & Sendable`
parameter refuses: code that compiles in a package with the default (nonisolated) settings can fail
in such an app. This check writes a scratch SwiftPM package with one library target per fixture in
Tests/SwiftUIStubChecks/Usage/, whose targets have the app template's settings (APP_TEMPLATE_SETTINGS
below), and builds it against the modules `scripts/check-swiftui` builds on the SwiftUI stub, with
warnings as errors. Every fixture must compile.

The settings, and where they come from (Apple's own page for the build settings was not found in
the documentation searched; these are Swift's sources):
- `.defaultIsolation(MainActor.self)`: SE-0466 "Control default actor isolation inference"
  (swift-evolution, proposals/0466-control-default-actor-isolation.md, implemented in Swift 6.2):
  the SwiftPM spelling of Xcode's "Default Actor Isolation" = MainActor
  (`SWIFT_DEFAULT_ACTOR_ISOLATION`), which Xcode 26's new app projects set.
- `NonisolatedNonsendingByDefault` (SE-0461) and `InferIsolatedConformances` (SE-0470): what
  Xcode's "Approachable Concurrency" (`SWIFT_APPROACHABLE_CONCURRENCY`, on in new Xcode 26 app
  projects) adds in Swift 6 mode. Swift Forums, "What should the concurrency settings be for a
  brand new project?" (forums.swift.org/t/83109): "If you enable 'Approachable Concurrency' in
  Xcode, then these two upcoming features are also enabled for you"; the other concurrency
  features are already on in Swift 6 mode.
- Swift 6 language mode, as the package's own targets.

Run as step 8 of `scripts/check-swiftui`, after step 1 has built the modules.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

from .common import CHECKS, MODULES, ROOT, swift_files

SCRATCH = ROOT / ".build" / "default-isolation-check"

# The Swift settings of an app target made from Xcode 26's app template (sources in the docstring).
APP_TEMPLATE_SETTINGS = [
    ".defaultIsolation(MainActor.self)",
    '.enableUpcomingFeature("NonisolatedNonsendingByDefault")',
    '.enableUpcomingFeature("InferIsolatedConformances")',
]


def manifest(targets: list[str], modules: Path) -> str:
    """A package with one library target per fixture, each with the app template's settings."""
    flags = f'.unsafeFlags(["-I", "{modules}", "-warnings-as-errors"])'
    settings = ",\n  ".join(APP_TEMPLATE_SETTINGS + [flags])
    listed = ",\n    ".join(f'.target(name: "{name}", swiftSettings: appSettings)' for name in targets)
    return (
        "// swift-tools-version: 6.2\n"
        "import PackageDescription\n\n"
        f"let appSettings: [SwiftSetting] = [\n  {settings},\n]\n\n"
        "let package = Package(\n"
        '  name: "DefaultIsolationFixtures",\n'
        f"  targets: [\n    {listed},\n  ],\n"
        "  swiftLanguageModes: [.v6]\n"
        ")\n"
    )


def target_name(fixture: Path) -> str:
    """A module name for a fixture: its file name, made a valid identifier."""
    name = re.sub(r"\W", "_", fixture.stem)
    return name if not name[0].isdigit() else f"_{name}"


def check_default_isolation(modules: Path, fixtures: list[Path]) -> tuple[bool, list[str]]:
    """Builds each fixture as its own target of a scratch package with the app template's
    settings. Returns whether all compiled, and a report line per fixture (with the compiler's
    errors for a fixture that did not)."""
    if not (modules / "AsyncActionButton.swiftmodule").exists():
        return False, [f"  FAIL no AsyncActionButton.swiftmodule in {modules}: run scripts/check-swiftui first"]
    if not fixtures:
        return False, ["  FAIL no usage fixtures to build"]
    shutil.rmtree(SCRATCH / "Sources", ignore_errors=True)
    names = []
    for fixture in fixtures:
        name = target_name(fixture)
        names.append(name)
        directory = SCRATCH / "Sources" / name
        directory.mkdir(parents=True)
        shutil.copy(fixture, directory / fixture.name)
    (SCRATCH / "Package.swift").write_text(manifest(names, modules.resolve()))
    env = {k: v for k, v in os.environ.items() if k != "ASYNC_ACTION_SWIFTUI_STUB"}
    result = subprocess.run(
        ["swift", "build", "--package-path", str(SCRATCH), "--scratch-path", str(SCRATCH / ".build")],
        capture_output=True, text=True, env=env,
    )
    output = result.stdout + result.stderr
    lines = []
    failed = False
    for fixture, name in zip(fixtures, names):
        errors = [line for line in output.splitlines()
                  if f"/Sources/{name}/" in line and ("error:" in line or "warning:" in line)]
        if errors:
            failed = True
            lines.append(f"  FAIL {fixture.stem}: does not compile with the app template's settings:")
            lines += [f"       {line.split(f'/Sources/{name}/', 1)[1]}" for line in errors]
        else:
            lines.append(f"  ok   {fixture.stem}: compiles with the app template's settings")
    if result.returncode != 0 and not failed:
        failed = True
        lines.append("  FAIL the scratch package did not build:\n" + output)
    return not failed, lines


def check_usage_under_default_isolation() -> tuple[bool, list[str]]:
    """Every usage fixture, built against the modules step 1 built, as an app target would."""
    return check_default_isolation(MODULES, swift_files(CHECKS / "Usage"))
