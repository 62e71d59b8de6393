"""Step 1, the build: the view, the demo and the stub build (Swift 6, warnings are errors) with
ASYNC_ACTION_SWIFTUI_STUB=1, in .build/swiftui-stub, and so does the macOS pixel test target
(Tests/AsyncActionButtonPixelTests): here it is type-checked only, never run; it runs on a Mac, in
.github/workflows/apple.yml. Fails when the sources stop type-checking.

`scripts/docs` builds in the same scratch path with the same flags, so in one `scripts/test` run the
stub and the SwiftUI module are compiled once; `scripts/test` starts these two builds in the
background early (the same commands), so this step then finds them done."""

from __future__ import annotations

import os

from .common import MODULES, SCRATCH, run

# The flags of this build; `scripts/docs` passes the same ones, so it reuses what this step built.
BUILD_FLAGS = ["-Xswiftc", "-warnings-as-errors"]
# The macOS-only test target that renders the looks with ImageRenderer.
PIXEL_TESTS = "AsyncActionButtonPixelTests"


def build() -> tuple[bool, str]:
    env = dict(os.environ, ASYNC_ACTION_SWIFTUI_STUB="1")
    result = run(
        ["swift", "build", "--scratch-path", str(SCRATCH), "--target", "AsyncActionButtonDemo", *BUILD_FLAGS],
        env=env,
    )
    output = result.stdout + result.stderr
    if result.returncode != 0:
        return False, output
    # The pixel tests: compiled (with `@testable import`, as `swift test` on a Mac does), not run.
    result = run(
        ["swift", "build", "--scratch-path", str(SCRATCH), "--target", PIXEL_TESTS, *BUILD_FLAGS],
        env=env,
    )
    output += result.stdout + result.stderr
    if result.returncode != 0:
        return False, output + f"\n({PIXEL_TESTS} does not type-check against the stub)"
    if not (MODULES / "AsyncActionButton.swiftmodule").exists():
        return False, output + "\n(no AsyncActionButton.swiftmodule: did the manifest add the stub targets?)"
    return True, output
