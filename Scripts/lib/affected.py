#!/usr/bin/env python3
"""Prints the package directories (one a line) that a change since BASE_REF affects: the packages whose files
changed, and every package that depends on them, directly or not (read from the manifests).

    affected.py BASE_REF

A change outside every package (Scripts/, the root, Fuzz/, …) affects every package. Benchmarks/ is not a test
unit and is never printed.
"""

import os
import subprocess
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import manifests  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
# Changes here touch no package's build or tests.
NEUTRAL = ("docs/", "README.md", "CHANGELOG.md", "CONTRIBUTING.md", ".gitignore", ".editorconfig", ".github/")


def changed_files(base):
    committed = subprocess.run(["git", "-C", ROOT, "diff", "--name-only", f"{base}...HEAD"],
                               capture_output=True, text=True, check=True).stdout.split("\n")
    working = subprocess.run(["git", "-C", ROOT, "status", "--porcelain", "--untracked-files=all"],
                             capture_output=True, text=True, check=True).stdout.split("\n")
    return {f for f in committed if f} | {line[3:].split(" -> ")[-1] for line in working if line}


def affected(base):
    packages, errors = manifests.read_manifests(ROOT)
    if errors:
        raise SystemExit("\n".join(str(e) for e in errors))
    units = [d for d in packages if d not in ("Benchmarks", ".")]
    changed = set()
    for path in changed_files(base):
        if path.startswith(NEUTRAL):
            continue
        owner = next((d for d in packages if d != "." and (path + "/").startswith(d + "/")), None)
        if owner is None:
            return units
        changed.add(owner)
    dependents = {d: set() for d in packages}
    for directory, manifest in packages.items():
        for dependency in manifests.path_dependencies(ROOT, manifest):
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
