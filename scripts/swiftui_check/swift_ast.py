"""The compiler's type-checked JSON AST of a file, once per run, and what the checks read from it:
declarations, their names, and demangled type names; and the driver of a check that reads it over
our modules and its own fixtures."""

from __future__ import annotations

import concurrent.futures
import json
from pathlib import Path
from typing import Any, Callable

from .common import CHECKS, JOBS, OUR_MODULES, run, swift_files
from .settings import frontend_flags

_asts: dict[tuple[str, Path], dict] = {}


def dump_ast(module: str, files: list[Path], primary: Path) -> dict:
    """The type-checked JSON AST of `primary` (the other files for context), once per run."""
    if (module, primary) in _asts:
        return _asts[(module, primary)]
    _asts[(module, primary)] = dump_ast_uncached(module, files, primary)
    return _asts[(module, primary)]


def dump_ast_uncached(module: str, files: list[Path], primary: Path) -> dict:
    others = [str(f) for f in files if f != primary]
    result = run(["swiftc", "-frontend", "-dump-ast", "-dump-ast-format", "json", "-module-name", module,
                  "-parse-as-library", *frontend_flags(), "-primary-file", str(primary), *others])
    if result.returncode != 0:
        raise RuntimeError(f"cannot dump the AST of {primary}:\n{result.stderr}")
    return json.loads(result.stdout)


def dump_all(jobs: list[tuple[str, list[Path], Path]]) -> list[tuple[Path, dict]]:
    with concurrent.futures.ThreadPoolExecutor(JOBS) as pool:
        asts = list(pool.map(lambda job: dump_ast(*job), jobs))
    return [(job[2], ast) for job, ast in zip(jobs, asts)]


def decl_name(node: dict) -> str:
    name = node.get("name")
    if not isinstance(name, dict):
        return node.get("_kind", "?")
    base = name.get("base_name", {})
    text = base.get("name") or base.get("special") or "?"
    if "args" in name:
        text += "(" + "".join(f"{arg or '_'}:" for arg in name["args"]) + ")"
    return text


def is_declaration(node: dict) -> bool:
    # The JSON AST spells most declarations `…_decl`, but protocols `protocol` and type aliases
    # `typealias`; every declaration has a `decl_context`.
    return node.get("_kind", "").endswith("_decl") or ("usr" in node and "decl_context" in node)


_demangled: dict[str, str] = {}


def demangled_names(mangled: list[str]) -> dict[str, str]:
    todo = sorted({m for m in mangled if m.startswith("$s") and m not in _demangled})
    if todo:
        result = run(["swift-demangle", "--compact"], input="\n".join(todo) + "\n")
        for name, text in zip(todo, result.stdout.splitlines()):
            _demangled[name] = text
    return {m: _demangled.get(m, "") for m in mangled}


def run_ast_check(
    find: Callable[[dict, Path], list[Any]], flagged_names: Callable[[Any], list[str]], fixtures: str, what: str
) -> tuple[bool, list[str]]:
    """A check that reads the AST: `find(ast, path)` lists the findings in a file of our modules
    (each one a problem, printed as it prints itself); in each fixture of
    Tests/SwiftUIStubChecks/<fixtures>, the names `flagged_names` gives of its findings must be
    those of its `// expect-flagged:` lines, and some fixture must be flagged, or the check could
    not fail. `what` names the findings in the summary line."""
    problems: list[str] = []
    sources = []
    for module, directory in OUR_MODULES.items():
        files = swift_files(directory)
        sources += dump_all([(module, files, f) for f in files])
    found = [finding for path, ast in sources for finding in find(ast, path)]
    problems += [str(finding) for finding in found]
    lines = [f"  {len(sources)} files in {', '.join(OUR_MODULES)}: {len(found)} {what}"]
    for path, ast in dump_all([("Fixture", [f], f) for f in swift_files(CHECKS / fixtures)]):
        expected = sorted(line.split("expect-flagged:", 1)[1].strip()
                          for line in path.read_text().splitlines() if "// expect-flagged:" in line)
        got = sorted(name for finding in find(ast, path) for name in flagged_names(finding))
        if got == expected:
            lines.append(f"  ok   fixture {path.stem}: " + (", ".join(got) if got else "clean"))
        else:
            problems.append(f"fixture {path.stem}: expected {expected or 'clean'}, flagged {got or 'nothing'}")
    if not any(line.startswith("  ok   fixture") and not line.endswith("clean") for line in lines):
        problems.append(f"no fixture in Tests/SwiftUIStubChecks/{fixtures} proves the check can fail")
    return not problems, lines + [f"  FAIL {problem}" for problem in problems]
