"""Runs the steps in order, printing what each checked (counts, fixtures) and its time."""

from __future__ import annotations

import concurrent.futures
import sys
import time

from .animatable_shapes import check_animatable_shapes
from .availability import check_availability
from .build import build
from .configuration_try import check_configuration_try
from .readme_snippet import check_readme_snippet
from .shape_direction import check_shape_direction
from .key_value_observing import check_key_value_observing
from .update_loop import check_update_loop
from .default_isolation import check_usage_under_default_isolation
from .drawing_table import check_drawing_table
from .common import CHECKS, JOBS, PLATFORMS, STUB, show, swift_files
from .floor import check_floor
from .language_features import check_language_features
from .lint import lint_stub
from .manifest import check_manifest
from .mistakes import check_mistake, check_usage
from .settings import minimum_platforms, tools_version
from .state_defaults import check_state_defaults


def main() -> int:
    started = time.monotonic()
    skip_build = "--skip-build" in sys.argv[1:]
    minimum = minimum_platforms()
    results: list[tuple[str, bool]] = []
    print("== check-swiftui: the SwiftUI view against the SwiftUI stub (Linux)")
    print("   minimum platforms: " + ", ".join(f"{p} {show(minimum[p])}" for p in PLATFORMS))

    try:
        ok, problems = check_manifest()
    except RuntimeError as error:
        ok, problems = False, [str(error)]
    print(f"-- 0. manifest: {'ok: the stub only with ASYNC_ACTION_SWIFTUI_STUB=1, in no product' if ok else 'FAILED'}")
    for problem in problems:
        print(f"  FAIL {problem}")
    results.append(("manifest", ok))

    if skip_build:
        print("-- 1. build: skipped (--skip-build)")
    else:
        step = time.monotonic()
        ok, output = build()
        print(f"-- 1. build of AsyncActionButton, AsyncActionButtonDemo, the stub and the pixel tests "
              f"(type-checked, not run): "
              f"{'ok' if ok else 'FAILED'} ({time.monotonic() - step:.1f} s)")
        if not ok:
            print(output)
            print("check-swiftui: FAILED (the SwiftUI sources do not type-check against the stub)")
            return 1
        results.append(("build", ok))

    ok, output = lint_stub()
    print(f"-- 2. swift format lint --strict of Stubs/ ({len(swift_files(STUB))} files): {'ok' if ok else 'FAILED'}")
    if not ok:
        print(output)
    results.append(("stub lint", ok))

    step = time.monotonic()
    mistakes = swift_files(CHECKS / "Mistakes")
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        outcomes = list(pool.map(check_mistake, mistakes))
        usages = list(pool.map(check_usage, swift_files(CHECKS / "Usage")))
    ok = bool(outcomes) and all(o.passed for o in outcomes + usages)
    print(f"-- 3. deliberate mistakes: {sum(o.passed for o in outcomes)}/{len(outcomes)} rejected as expected; "
          f"API usage: {sum(o.passed for o in usages)}/{len(usages)} compiled ({time.monotonic() - step:.1f} s)")
    for outcome in outcomes + usages:
        print(f"  {'ok  ' if outcome.passed else 'FAIL'} {outcome.name}: {outcome.detail}")
    results.append(("mistakes", ok))

    step = time.monotonic()
    try:
        ok, summary = check_availability(minimum)
    except RuntimeError as error:
        ok, summary = False, [f"  FAIL {error}"]
    print(f"-- 4. availability against the minimum platforms: {'ok' if ok else 'FAILED'} "
          f"({time.monotonic() - step:.1f} s)")
    print("\n".join(summary))
    results.append(("availability", ok))

    floor = tools_version()
    for number, title, name, check in (
        (5, f"toolchain floor Swift {show(floor)} stated alike", "floor", lambda: check_floor(floor)),
        (6, f"language features newer than the floor (Swift {show(floor)}) in code for Apple platforms",
         "language features", lambda: check_language_features(floor)),
        (7, "`@State` defaults that build an object", "state defaults", check_state_defaults),
        (8, "usage fixtures under default main-actor isolation (Xcode 26 app template)",
         "default isolation", check_usage_under_default_isolation),
        (9, "the SwiftUI shell draws the core's look table (AsyncActionButtonTests)",
         "drawing table", check_drawing_table),
        (10, "shapes that draw a stored number interpolate it (`animatableData`)",
         "animatable shapes", check_animatable_shapes),
        (11, "no `try` before a configuration value in docs, sources and fixtures",
         "configuration try", check_configuration_try),
        (12, "the snippets of the README, docs/how-it-works.md and the migration article, as written",
         "README snippet", check_readme_snippet),
        (13, "shapes drawn once in right to left (`layoutDirectionBehavior`)",
         "shape direction", check_shape_direction),
        (14, "the core's key-value observation of a followed `Progress`, against Apple's declarations",
         "key-value observation", check_key_value_observing),
        (15, "no write of a view's state keyed on an object's identity (an update loop)",
         "update loop", check_update_loop),
    ):
        step = time.monotonic()
        try:
            ok, summary = check()
        except RuntimeError as error:
            ok, summary = False, [f"  FAIL {error}"]
        print(f"-- {number}. {title}: {'ok' if ok else 'FAILED'} ({time.monotonic() - step:.1f} s)")
        print("\n".join(summary))
        results.append((name, ok))

    failed = [name for name, passed in results if not passed]
    elapsed = time.monotonic() - started
    if failed:
        print(f"check-swiftui: FAILED ({', '.join(failed)}) after {elapsed:.1f} s")
        return 1
    print(f"check-swiftui: all {len(results)} checks passed after {elapsed:.1f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
