"""The package's settings the checks depend on, read from Package.swift: the minimum platforms,
the toolchain floor (`swift-tools-version`), and the upcoming features every target enables."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from .common import MODULE_CACHE, MODULES, PLATFORMS, ROOT, SCRATCH, Context, Version, version


def minimum_platforms() -> Context:
    """The `platforms:` of Package.swift, e.g. {"iOS": (17,), ...}."""
    manifest = (ROOT / "Package.swift").read_text()
    found: Context = {}
    for name, major, minor in re.findall(r"\.(iOS|macOS|tvOS|watchOS|visionOS)\(\.v(\d+)(?:_(\d+))?\)", manifest):
        found[name] = (int(major), int(minor or 0))
    for name, text in re.findall(r'\.(iOS|macOS|tvOS|watchOS|visionOS)\("([\d.]+)"\)', manifest):
        found[name] = version(text)
    missing = [p for p in PLATFORMS if p not in found]
    if missing:
        sys.exit(f"check-swiftui: Package.swift states no minimum for {', '.join(missing)}")
    return found


def tools_version(manifest: Path = ROOT / "Package.swift") -> Version:
    """The toolchain floor: `// swift-tools-version: 6.2` on the manifest's first line."""
    found = re.match(r"//\s*swift-tools-version:\s*(\d+\.\d+(?:\.\d+)?)", manifest.read_text())
    if not found:
        sys.exit(f"check-swiftui: {manifest.relative_to(ROOT)} has no `// swift-tools-version:` first line")
    return version(found.group(1))


def upcoming_features() -> list[str]:
    manifest = (ROOT / "Package.swift").read_text()
    return sorted(set(re.findall(r'\.enableUpcomingFeature\("(\w+)"\)', manifest)))


def package_name() -> str | None:
    """The `-package-name` SwiftPM gave step 1's build (the package's identity, from its directory's
    name), so that a file compiled on its own sees the engine's `package` declarations as the
    build did."""
    plan = SCRATCH / "debug.yaml"
    found = re.search(r'"-package-name","([^"]+)"', plan.read_text()) if plan.exists() else None
    return found.group(1) if found else None


def frontend_flags() -> list[str]:
    flags = ["-swift-version", "6", "-I", str(MODULES), "-module-cache-path", str(MODULE_CACHE)]
    name = package_name()
    if name:
        flags += ["-package-name", name]
    for feature in upcoming_features():
        flags += ["-enable-upcoming-feature", feature]
    return flags
