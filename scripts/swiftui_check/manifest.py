"""Step 0, the manifest: the AsyncActionButton product is declared on Linux too, with or without
ASYNC_ACTION_SWIFTUI_STUB=1 (an app naming it resolves on every host), and holds the view's target
alone; without the variable there is no SwiftUI stub target (nobody gets a fake SwiftUI by
accident), no demo and no pixel tests; with it, the stub is no product's part."""

from __future__ import annotations

import json
import os

from .common import SCRATCH, run


def manifest(stub: bool) -> dict:
    env = {k: v for k, v in os.environ.items() if k != "ASYNC_ACTION_SWIFTUI_STUB"}
    if stub:
        env["ASYNC_ACTION_SWIFTUI_STUB"] = "1"
    result = run(["swift", "package", "--scratch-path", str(SCRATCH), "dump-package"], env=env)
    if result.returncode != 0:
        raise RuntimeError(result.stderr)
    return json.loads(result.stdout)


def check_manifest() -> tuple[bool, list[str]]:
    problems = []
    plain, stubbed = manifest(stub=False), manifest(stub=True)
    plain_targets = {t["name"] for t in plain["targets"]}
    if plain_targets & {"SwiftUI", "AsyncActionButtonDemo", "AsyncActionButtonPixelTests"}:
        problems.append(f"without the variable the manifest has {sorted(plain_targets)}")
    for manifest_, which in ((plain, "without"), (stubbed, "with")):
        products = {p["name"]: p["targets"] for p in manifest_["products"]}
        if products.get("AsyncActionButton") != ["AsyncActionButton"]:
            problems.append(f"{which} the variable the AsyncActionButton product is "
                            f"{products.get('AsyncActionButton')}, not the view's target alone")
    stub_targets = {t["name"]: t for t in stubbed["targets"]}
    if "SwiftUI" not in stub_targets or stub_targets["SwiftUI"].get("path") != "Stubs/SwiftUI":
        problems.append("with the variable the manifest has no SwiftUI target at Stubs/SwiftUI")
    if "AsyncActionButtonPixelTests" not in stub_targets:
        problems.append("with the variable the manifest has no AsyncActionButtonPixelTests target to type-check")
    for product in stubbed["products"]:
        exposed = {"SwiftUI", "AsyncActionButtonDemo"} & set(product["targets"])
        if exposed:
            problems.append(f"product {product['name']} exposes {sorted(exposed)} on Linux")
    return not problems, problems
