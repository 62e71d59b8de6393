"""Step 3, deliberate mistakes: each file in Tests/SwiftUIStubChecks/Mistakes/ holds a mistake (a
line marked `// mistake`) and its correction (a line marked `// fix`). The mistake must fail to
compile with the diagnostic named by `// expect-error:`, and the corrected file must compile: the
stub rejects wrong code, and for the stated reason. The files in Tests/SwiftUIStubChecks/Usage/ call
every public initializer and modifier and must compile. Warnings are errors, as in the build."""

from __future__ import annotations

import subprocess
import tempfile
from dataclasses import dataclass
from pathlib import Path

from .common import run
from .settings import frontend_flags


@dataclass
class MistakeResult:
    name: str
    passed: bool
    detail: str


def typecheck(source: str, name: str) -> subprocess.CompletedProcess[str]:
    with tempfile.TemporaryDirectory() as directory:
        path = Path(directory) / f"{name}.swift"
        path.write_text(source)
        # Warnings are errors here as in the build. `View` is `@MainActor @preconcurrency`, as
        # Apple declares it, and the compiler reports main-actor violations against a
        # `@preconcurrency` protocol as warnings, in Swift 6 mode too.
        return run(["swiftc", "-typecheck", "-parse-as-library", "-module-name", "Fixture", "-warnings-as-errors",
                    *frontend_flags(), str(path)])


def variant(lines: list[str], keep: str, drop: str) -> str:
    kept = [line for line in lines if not line.rstrip().endswith(f"// {drop}")]
    return "\n".join(line.replace(f"  // {keep}", "") for line in kept) + "\n"


def check_mistake(path: Path) -> MistakeResult:
    lines = path.read_text().splitlines()
    expected = [line.split("expect-error:", 1)[1].strip() for line in lines if "// expect-error:" in line]
    marked = [line for line in lines if line.rstrip().endswith(("// mistake", "// fix"))]
    if not expected or not marked:
        return MistakeResult(path.stem, False, "needs an `// expect-error:` line and `// mistake` / `// fix` lines")
    wrong = typecheck(variant(lines, "mistake", "fix"), path.stem)
    right = typecheck(variant(lines, "fix", "mistake"), path.stem)
    errors = "\n".join(line for line in wrong.stderr.splitlines() if "error:" in line)
    if wrong.returncode == 0:
        return MistakeResult(path.stem, False, "the mistake COMPILED: the stub accepts wrong code")
    missing = [text for text in expected if text not in wrong.stderr]
    if missing:
        return MistakeResult(path.stem, False, f"failed, but not with {missing}:\n{errors}")
    if right.returncode != 0:
        return MistakeResult(path.stem, False, f"the corrected file does not compile:\n{right.stderr}")
    first = errors.splitlines()[0].split("error:", 1)[1].strip() if errors else "?"
    return MistakeResult(path.stem, True, f"rejected: {first}")


def check_usage(path: Path) -> MistakeResult:
    result = typecheck(path.read_text(), path.stem)
    if result.returncode != 0:
        return MistakeResult(path.stem, False, f"does not compile:\n{result.stderr}")
    return MistakeResult(path.stem, True, "compiles")
