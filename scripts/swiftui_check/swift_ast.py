"""The compiler's type-checked JSON AST of a file, once per run, and what the checks read from it:
declarations, their names, and demangled type names."""

from __future__ import annotations

import concurrent.futures
import json
from pathlib import Path

from .common import JOBS, run
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
