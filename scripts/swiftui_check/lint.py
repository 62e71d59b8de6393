"""Step 2, the stub's lint: `swift format lint --strict` over Stubs/ (the project's lint covers
Sources/ and Tests/)."""

from __future__ import annotations

from .common import STUB, run


def lint_stub() -> tuple[bool, str]:
    result = run(["swift", "format", "lint", "--strict", "--recursive", str(STUB), str(STUB.parent / "KeyValueObserving")])
    return result.returncode == 0, result.stdout + result.stderr
