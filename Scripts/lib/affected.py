#!/usr/bin/env python3
"""Prints the package directories (one a line) that a change since BASE_REF affects: the packages whose files
changed, and every package that depends on them, directly or not (read from the manifests).

    affected.py BASE_REF

A change outside every package (Scripts/, the root, Fuzz/, …) affects every package. Benchmarks/ is not a test
unit and is never printed.
"""

import json
import os
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Changes here touch no package's build or tests (Tools/ holds checks, which every run runs).
NEUTRAL = ("docs/", "README.md", "CHANGELOG.md", "CONTRIBUTING.md", ".gitignore", ".editorconfig", ".github/", "Tools/")


def changed_files(base):
    committed = subprocess.run(["git", "-C", ROOT, "diff", "--name-only", f"{base}...HEAD"],
                               capture_output=True, text=True, check=True).stdout.split("\n")
    working = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=all"],
                             capture_output=True, text=True, check=True).stdout.split("\n")
    return {f for f in committed if f} | {line[3:].split(" -> ")[-1] for line in working if line}


def path_dependencies(directory):
    """The packages a manifest names by path, relative to ROOT, read with `swift package dump-package` (a scratch
    path of its own, so a build holding the package's .build lock never blocks it)."""
    with tempfile.TemporaryDirectory(prefix="manifest-") as scratch:
        result = subprocess.run(["swift", "package", "--package-path", os.path.join(ROOT, directory), "--scratch-path",
                                 scratch, "dump-package"], capture_output=True, text=True)
    if result.returncode != 0:
        lines = (result.stderr or result.stdout).strip().splitlines()
        raise SystemExit(f"{directory}/Package.swift cannot be read: {lines[-1] if lines else 'failed'}")
    return [os.path.relpath(os.path.realpath(d["fileSystem"][0]["path"]), os.path.realpath(ROOT))
            for d in json.loads(result.stdout)["dependencies"] if "fileSystem" in d]


def affected(base):
    units = [f"{parent}/{name}" for parent in ("Packages", "Apps") for name in sorted(os.listdir(os.path.join(ROOT, parent)))
             if os.path.isfile(os.path.join(ROOT, parent, name, "Package.swift"))]
    changed = set()
    for path in changed_files(base):
        if path.startswith(NEUTRAL):
            continue
        owner = next((d for d in units + ["Benchmarks"] if (path + "/").startswith(d + "/")), None)
        if owner is None:
            return units
        changed.add(owner)
    dependents = {}
    with ThreadPoolExecutor(max_workers=4) as pool:
        for directory, dependencies in zip(units, pool.map(path_dependencies, units)):
            for dependency in dependencies:
                dependents.setdefault(dependency, set()).add(directory)
    result, pending = set(), list(changed)
    while pending:
        directory = pending.pop()
        if directory not in result:
            result.add(directory)
            pending += dependents.get(directory, ())
    return [d for d in units if d in result]


if __name__ == "__main__":
    if len(sys.argv) != 2 or sys.argv[1].startswith("-"):
        print(__doc__.strip(), file=sys.stderr)
        sys.exit(64)
    print("\n".join(affected(sys.argv[1])))
