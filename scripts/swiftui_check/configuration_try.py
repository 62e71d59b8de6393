"""Step 11, configuration values without `try`: no DocC page, README, source or usage fixture makes a
configuration value (`ActionTitles`, `ActionConfiguration.BusyIndicatorTiming`, `ActionConfiguration.FeedbackTiming`, `ActionConfiguration.Timeout`,
`ActionConfiguration.SuccessHold`, `ActionConfiguration`, `AsyncAction(estimatedDuration:)`) behind `try`, `try!` or
`try?`. Those values are taken as given, out-of-range ones clamped or refused with a runtime warning, as
SwiftUI's modifiers take theirs; a `try` before one is a stale snippet. The check first runs on samples
it must flag and samples it must pass, so it can fail."""

from __future__ import annotations

import re
from pathlib import Path

from .common import ROOT

CONFIGURATION_TYPES = (
    "ActionTitles", "ActionConfiguration.BusyIndicatorTiming", "ActionConfiguration.FeedbackTiming", "ActionConfiguration.Timeout", "ActionConfiguration.SuccessHold",
    "ActionConfiguration",
)

# `try`, `try!` or `try?`, then white space (new lines too), then a configuration type, its
# `.tryAgain(` factory written with a leading dot, or an estimated action.
TRY_BEFORE_CONFIGURATION = re.compile(
    r"\btry[!?]?\s+(?:(?:" + "|".join(CONFIGURATION_TYPES) + r")\b|\.tryAgain\(|AsyncAction\(\s*estimatedDuration:)")

SCANNED = (
    ROOT / "README.md",
    ROOT / "ARCHITECTURE.md",
    ROOT / "docs",
    ROOT / "Sources",
    ROOT / "Linux" / "Sources",
    ROOT / "Linux" / "Tests",
    ROOT / "Tests" / "SwiftUIStubChecks",
)

MUST_FLAG = (
    "let titles = try! ActionTitles.tryAgain(busy: \"Saving…\")",
    ".asyncActionFeedback(try! ActionConfiguration.FeedbackTiming(success: nil, failure: 1))",
    "engine.configuration.timeout = try? ActionConfiguration.Timeout(.seconds(30))",
    "configuration.timing = try\n  ActionConfiguration.BusyIndicatorTiming(showDelay: 0.1, minimumVisible: 0.4)",
    ".asyncActionTitles(try .tryAgain(busy: name))",
    "let export = try AsyncAction(estimatedDuration: .seconds(3)) {}",
    "hold = try ActionConfiguration.SuccessHold(maximum: .seconds(2))",
)
MUST_PASS = (
    "let titles = ActionTitles.tryAgain(busy: \"Saving…\")",
    "AsyncActionButton(\"Save\") { try await profile.save() }.asyncActionTimeout(ActionConfiguration.Timeout(.seconds(30)))",
    "let data = try await ActionTimeoutFetcher.fetch()",
    "try await engine.press()  // ActionTitles stay",
    "let timing = ActionConfiguration.BusyIndicatorTiming(showDelay: 0.1, minimumVisible: 0.4)  // no try",
)


def offences(text: str) -> list[tuple[int, str]]:
    """The line number and line of each `try` before a configuration value in `text`."""
    found = []
    for match in TRY_BEFORE_CONFIGURATION.finditer(text):
        line = text.count("\n", 0, match.start()) + 1
        found.append((line, text.splitlines()[line - 1].strip()))
    return found


def scanned_files() -> list[Path]:
    files: list[Path] = []
    for place in SCANNED:
        if place.is_file():
            files.append(place)
        elif place.is_dir():
            files += sorted(p for p in place.rglob("*") if p.suffix in (".swift", ".md") and ".build" not in p.parts)
    return files


def check_configuration_try() -> tuple[bool, list[str]]:
    summary: list[str] = []
    missed = [sample for sample in MUST_FLAG if not offences(sample)]
    wrongly = [sample for sample in MUST_PASS if offences(sample)]
    for sample in missed:
        summary.append(f"  FAIL self-check: not flagged: {sample!r}")
    for sample in wrongly:
        summary.append(f"  FAIL self-check: flagged: {sample!r}")
    files = scanned_files()
    problems = []
    for path in files:
        for line, text in offences(path.read_text(encoding="utf-8")):
            problems.append(f"  FAIL {path.relative_to(ROOT)}:{line}: `try` before a configuration value "
                            f"(values are taken as given, none throws): {text}")
    summary += problems
    ok = not (missed or wrongly or problems)
    if ok:
        summary.append(f"  ok   self-check: {len(MUST_FLAG)} samples flagged, {len(MUST_PASS)} passed; "
                       f"{len(files)} pages, sources and fixtures without `try` before a configuration value")
    return ok, summary
