"""Step 14, key-value observation: the core's code that only Apple platforms compile
(swift-corelibs-foundation has no key-value observation) type-checks in Swift 6 mode against
Stubs/KeyValueObserving, the declarations of Apple's documentation pages: the whole AsyncActionCore
module is type-checked with `-D ASYNC_ACTION_KVO_STUB`, which turns on `ProgressObservation.swift`
and the branch of `runFollowing` that observes, with the package's upcoming features, warnings as
errors. Each fixture in Tests/SwiftUIStubChecks/KeyValueObserving/ holds a mistake (`// mistake`)
that must fail with the diagnostic of its `// expect-error:` line, and its correction (`// fix`),
which must compile: the stub's `@Sendable` change handler is what Apple's SDK enforces. What this
cannot see: how key-value observation behaves at run time, and the core's other `#if
canImport(Darwin)` code (the app's languages, the unified log), which uses no key-value
observation."""

from __future__ import annotations

import tempfile
from pathlib import Path

from .common import CHECKS, ROOT, run, swift_files
from .mistakes import variant
from .settings import upcoming_features

STUB = ROOT / "Stubs" / "KeyValueObserving" / "KeyValueObserving.swift"
CORE = ROOT / "Sources" / "AsyncActionCore"
FIXTURES = CHECKS / "KeyValueObserving"


def typecheck(*paths: Path, module: str = "KeyValueObservingCheck") -> tuple[bool, str]:
    upcoming = [flag for feature in upcoming_features() for flag in ("-enable-upcoming-feature", feature)]
    result = run(["swiftc", "-typecheck", "-parse-as-library", "-swift-version", "6", "-warnings-as-errors",
                  "-D", "ASYNC_ACTION_KVO_STUB", "-module-name", module, "-package-name", "asyncactionbutton",
                  *upcoming, str(STUB), *map(str, paths)])
    return result.returncode == 0, result.stderr


def check_fixture(path: Path) -> tuple[bool, str]:
    lines = path.read_text().splitlines()
    expected = [line.split("expect-error:", 1)[1].strip() for line in lines if "// expect-error:" in line]
    if not expected:
        return False, f"{path.name}: no `// expect-error:` line"
    with tempfile.TemporaryDirectory() as directory:
        wrong, right = Path(directory) / "Mistake.swift", Path(directory) / "Fix.swift"
        wrong.write_text(variant(lines, "mistake", "fix"))
        right.write_text(variant(lines, "fix", "mistake"))
        wrong_ok, wrong_errors = typecheck(wrong)
        right_ok, right_errors = typecheck(right)
    if wrong_ok:
        return False, f"{path.name}: the mistake COMPILED against the stub"
    missing = [text for text in expected if text not in wrong_errors]
    if missing:
        return False, f"{path.name}: failed, but not with {missing}:\n{wrong_errors}"
    if not right_ok:
        return False, f"{path.name}: the corrected file does not compile:\n{right_errors}"
    return True, f"{path.name}: rejected as expected"


def check_key_value_observing() -> tuple[bool, list[str]]:
    lines = []
    sources = sorted(CORE.rglob("*.swift"))
    ok, errors = typecheck(*sources, module="AsyncActionCore")
    lines.append(f"  {'ok  ' if ok else 'FAIL'} AsyncActionCore ({len(sources)} files) with its Apple-only "
                 f"observation type-checks against the stub" + ("" if ok else f":\n{errors}"))
    fixtures = swift_files(FIXTURES)
    if not fixtures:
        return False, lines + [f"  FAIL no fixture in {FIXTURES.relative_to(ROOT)}"]
    for fixture in fixtures:
        passed, detail = check_fixture(fixture)
        ok = ok and passed
        lines.append(f"  {'ok  ' if passed else 'FAIL'} {detail}")
    return ok, lines
