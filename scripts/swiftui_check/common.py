"""What every step shares: the paths, the Apple platforms, versions, and running a tool."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent.parent
SCRATCH = ROOT / ".build" / "swiftui-stub"
MODULES = SCRATCH / "debug" / "Modules"
MODULE_CACHE = SCRATCH / "module-cache"
STUB = ROOT / "Stubs" / "SwiftUI"
CHECKS = ROOT / "Tests" / "SwiftUIStubChecks"
OUR_MODULES = {
    "AsyncActionButton": ROOT / "Sources" / "AsyncActionButton",
    "AsyncActionButtonDemo": ROOT / "Sources" / "AsyncActionButtonDemo",
}
PLATFORMS = ("iOS", "macOS", "tvOS", "watchOS", "visionOS")
JOBS = max(1, min(4, os.cpu_count() or 1))

Version = tuple[int, ...]
Context = dict[str, Version]


def version(text: str) -> Version:
    return tuple(int(part) for part in text.split("."))


# The "version" an API needs on a platform where it is unavailable, and the one a context has on a
# platform it is never compiled for (`#if !os(tvOS)`, `@available(tvOS, unavailable)`): higher than any.
UNAVAILABLE: Version = (1_000_000,)


def show(v: Version) -> str:
    return "unavailable" if v == UNAVAILABLE else ".".join(str(part) for part in v)


def run(args: list[str], **kwargs) -> subprocess.CompletedProcess[str]:
    return subprocess.run(args, cwd=ROOT, capture_output=True, text=True, **kwargs)


def swift_files(directory: Path) -> list[Path]:
    return sorted(directory.glob("*.swift"))
