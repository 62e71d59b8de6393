"""Step 9: the SwiftUI shell draws what the core's look table says.

Runs the `AsyncActionButtonTests` target (Tests/AsyncActionButtonTests, added by the manifest only
with ASYNC_ACTION_SWIFTUI_STUB=1) in the stub's scratch path, with the flags of step 1. The target
`@testable import`s the view's module and checks the appearance its views read (the core's
`LookAppearance`: label, animation, indicator, placement, bar, titles, stop glyph and opacities, and
the label's opacity) against
`ActionLooks.appearance(of:titles:reduceMotion:supportsSymbolEffects:locale:)` for every busy look x
progress look x phase x titles x Reduce Motion row, and the symbol effect cue against the core's
`FailureCueTracker`; and the sizes its layout and shapes draw the indicators at, for several line
heights, against the core's proportions (`IndicatorSizeTests`). The step fails when a test
fails, or when fewer table rows ran than the core's looks make (a table that lost rows checks
nothing): `LookTableSizeTests` prints that number, from the core's looks' `allCases`.

Run after step 1 has built the view.
"""

from __future__ import annotations

import os
import re

from .build import BUILD_FLAGS
from .common import SCRATCH, run

# The line in which LookTableSizeTests gives the rows the table test must run: busy looks x
# progress looks (the core's) x drawn phases x titles x Reduce Motion on and off.
EXPECTED = re.compile(r"look table rows: (\d+)")


def check_drawing_table() -> tuple[bool, list[str]]:
    env = dict(os.environ, ASYNC_ACTION_SWIFTUI_STUB="1")
    result = run(
        ["swift", "test", "--scratch-path", str(SCRATCH), "--filter", "AsyncActionButtonTests", *BUILD_FLAGS],
        env=env,
    )
    output = result.stdout + result.stderr
    rows = re.search(r"theShellDrawsTheTablesRow\(_:\) with (\d+) test cases passed", output)
    summary = re.search(r"Test run with (\d+) tests? .*passed", output)
    if result.returncode != 0 or not summary:
        failures = [line for line in output.splitlines() if "✘" in line or "error:" in line]
        return False, ["  FAIL AsyncActionButtonTests failed:"] + [f"    {line}" for line in failures[:30]]
    expected = EXPECTED.search(output)
    if not expected:
        return False, ["  FAIL LookTableSizeTests printed no 'look table rows:' line"]
    if not rows or int(rows.group(1)) < int(expected.group(1)):
        found = rows.group(1) if rows else "no"
        return False, [f"  FAIL {found} table rows checked; the core's looks make {expected.group(1)}"]
    return True, [f"  ok   {summary.group(1)} tests; {rows.group(1)} look x phase rows drawn as the core's table says"]
