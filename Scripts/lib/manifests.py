"""The repository's Swift packages, read from their manifests with `swift package dump-package`.

Used by Scripts/check-architecture and Scripts/architecture-graph, so the rules and the drawn graph come from
the same reading. Each package is classified by where it lives and what it is:

    shared          Packages/SharedAPI, Packages/SharedPresentation
    feature         Packages/EssentialFeed, Packages/ImageComments
    infrastructure  every other package under Packages/ (HTTP clients, terminal engine, sample API)
    app             every package under Apps/
    benchmarks      Benchmarks/
    root            the repository's own Package.swift, when there is one
"""

import json
import os
import re
import subprocess
import tempfile
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field

SHARED = ("SharedAPI", "SharedPresentation")
FEATURES = ("EssentialFeed", "ImageComments")

IMPORT = re.compile(
    r"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"
    r"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)",
    re.MULTILINE,
)


@dataclass
class Target:
    name: str
    kind: str  # regular, executable, test, plugin, ...
    directory: str
    local_dependencies: list = field(default_factory=list)  # (package or None for same package, product/target)
    external_products: list = field(default_factory=list)  # (package identity, product)
    imports: dict = field(default_factory=dict)  # module -> first file that imports it
    is_swift: bool = True  # False for a C target or a system library: no Swift file, no import to read
    pkg_config: str = ""  # a system library's pkg-config name: whose headers building needs

    @property
    def is_test(self):
        return self.kind == "test"


@dataclass
class Package:
    name: str
    directory: str  # relative to the repository root
    kind: str
    path_dependencies: list  # relative directories of the packages it names by path
    url_dependencies: list  # identities of the packages it names by URL
    products: list  # (name, type, [targets])
    targets: dict  # name -> Target


def manifest_directories(root):
    """Every directory with a Package.swift that the rules cover, relative to root."""
    found = []
    for parent in ("Packages", "Apps"):
        base = os.path.join(root, parent)
        if os.path.isdir(base):
            for name in sorted(os.listdir(base)):
                if os.path.isfile(os.path.join(base, name, "Package.swift")):
                    found.append(f"{parent}/{name}")
    if os.path.isfile(os.path.join(root, "Benchmarks", "Package.swift")):
        found.append("Benchmarks")
    if os.path.isfile(os.path.join(root, "Package.swift")):
        found.append(".")
    return found


def kind_of(directory):
    if directory == ".":
        return "root"
    if directory == "Benchmarks":
        return "benchmarks"
    parent, name = directory.split("/", 1)
    if parent == "Apps":
        return "app"
    if name in SHARED:
        return "shared"
    if name in FEATURES:
        return "feature"
    return "infrastructure"


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


class ManifestError(Exception):
    def __init__(self, directory, lines):
        super().__init__(f"{directory}/Package.swift cannot be read: {' '.join(lines)}")
        self.directory = directory


def read_packages(root, dumps=None):
    """{directory: Package} for every manifest, plus [ManifestError] for the ones that could not be read.

    `dumps` ({directory: (root, manifest JSON)}) is filled in and reused: unchanged manifests are not dumped again.
    """
    directories = manifest_directories(root)
    dumps = {} if dumps is None else dumps
    missing = [d for d in directories if d not in dumps]
    errors = []

    def attempt(directory):
        try:
            return directory, (root, dump(root, directory))
        except ManifestError as error:
            errors.append(error)
            return directory, None

    with ThreadPoolExecutor(max_workers=4) as pool:
        for directory, manifest in pool.map(attempt, missing):
            if manifest is not None:
                dumps[directory] = manifest
    packages = {}
    for directory in directories:
        if directory in dumps:
            dumped_at, manifest = dumps[directory]
            packages[directory] = package_from(root, directory, manifest, dumped_at)
    return packages, errors


def package_from(root, directory, manifest, dumped_at):
    """`dumped_at` is the root the manifest was dumped under (a self-test reuses the dumps of a copy)."""
    path_dependencies, url_dependencies, identities = [], [], {}
    for dependency in manifest["dependencies"]:
        if "fileSystem" in dependency:
            entry = dependency["fileSystem"][0]
            relative = os.path.relpath(os.path.realpath(entry["path"]), os.path.realpath(dumped_at))
            path_dependencies.append(relative)
            identities[entry["identity"]] = relative
        elif "sourceControl" in dependency:
            entry = dependency["sourceControl"][0]
            url_dependencies.append(entry["identity"])
            identities[entry["identity"]] = None
    products = [
        (p["name"], next(iter(p["type"])), p["targets"]) for p in manifest["products"]
    ]
    targets = {}
    for t in manifest["targets"]:
        target_directory = os.path.join(
            directory, t.get("path") or os.path.join("Tests" if t["type"] == "test" else "Sources", t["name"])
        )
        target = Target(name=t["name"], kind=t["type"], directory=os.path.normpath(target_directory),
                        pkg_config=t.get("pkgConfig") or "")
        for dependency in t["dependencies"]:
            if "byName" in dependency:
                target.local_dependencies.append((None, dependency["byName"][0]))
            elif "target" in dependency:
                target.local_dependencies.append((None, dependency["target"][0]))
            elif "product" in dependency:
                product, package = dependency["product"][0], dependency["product"][1]
                identity = (package or product).lower()
                if identities.get(identity):
                    target.local_dependencies.append((identities[identity], product))
                else:
                    target.external_products.append((identity, product))
        target.imports = scan_imports(root, target.directory)
        target.is_swift = has_swift_sources(root, target.directory)
        targets[target.name] = target
    return Package(
        name=manifest["name"], directory=directory, kind=kind_of(directory),
        path_dependencies=path_dependencies, url_dependencies=url_dependencies,
        products=products, targets=targets,
    )


def has_swift_sources(root, directory):
    for _, subfolders, files in os.walk(os.path.join(root, directory)):
        subfolders[:] = [s for s in subfolders if not s.startswith(".")]
        if any(name.endswith(".swift") for name in files):
            return True
    return False


def scan_imports(root, directory):
    imports = {}
    base = os.path.join(root, directory)
    for folder, subfolders, files in os.walk(base):
        subfolders[:] = [s for s in subfolders if not s.startswith(".") and s != "__Snapshots__"]
        for name in sorted(files):
            if not name.endswith(".swift"):
                continue
            path = os.path.join(folder, name)
            with open(path, encoding="utf-8", errors="replace") as source:
                for module in IMPORT.findall(source.read()):
                    imports.setdefault(module, os.path.relpath(path, root))
    return imports


def modules_of(packages, directory, product):
    """The modules a product of a local package brings (its targets), or [product] when unknown."""
    package = packages.get(directory)
    if package:
        for name, _, targets in package.products:
            if name == product:
                return targets
    return [product]


def local_modules(packages):
    """{module: directory of the package that defines it} over every package read."""
    return {
        target: directory
        for directory, package in packages.items()
        for target in package.targets
    }
