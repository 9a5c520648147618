"""The repository's Swift packages, read from their manifests with `swift package dump-package` (for
Scripts/root-manifest and Scripts/lib/affected.py; the architecture rules read them in Swift, in Tools/)."""

import json
import os
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor


def manifest_directories(root):
    """Every directory with a Package.swift under Packages/ and Apps/, then Benchmarks and the root ("."), relative
    to root."""
    found = [
        f"{parent}/{name}" for parent in ("Packages", "Apps") if os.path.isdir(os.path.join(root, parent))
        for name in sorted(os.listdir(os.path.join(root, parent)))
        if os.path.isfile(os.path.join(root, parent, name, "Package.swift"))
    ]
    return found + [d for d in ("Benchmarks", ".") if os.path.isfile(os.path.join(root, d, "Package.swift"))]


class ManifestError(Exception):
    def __init__(self, directory, lines):
        super().__init__(f"{directory}/Package.swift cannot be read: {' '.join(lines)}")


def dump(root, directory):
    """The manifest as JSON; a scratch path of its own, so a build holding the package's .build lock never blocks."""
    with tempfile.TemporaryDirectory(prefix="manifest-") as scratch:
        result = subprocess.run(
            ["swift", "package", "--package-path", os.path.join(root, directory), "--scratch-path", scratch,
             "dump-package"],
            capture_output=True, text=True,
        )
    if result.returncode != 0:
        raise ManifestError(directory, (result.stderr or result.stdout).strip().splitlines()[-1:] or ["failed"])
    return json.loads(result.stdout)


def read_manifests(root):
    """({directory: manifest JSON}, in manifest_directories' order; [ManifestError]), four dumps at a time."""
    def attempt(directory):
        try:
            return directory, dump(root, directory), None
        except ManifestError as error:
            return directory, None, error

    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(attempt, manifest_directories(root)))
    return {d: m for d, m, _ in results if m is not None}, [e for _, _, e in results if e is not None]


def path_dependencies(root, manifest):
    """The directories, relative to root, of the packages a manifest names by path."""
    return [
        os.path.relpath(os.path.realpath(d["fileSystem"][0]["path"]), os.path.realpath(root))
        for d in manifest["dependencies"] if "fileSystem" in d
    ]
