import Foundation

/// The dependency rules of docs/ARCHITECTURE.md, over every manifest and every import (tests included).
public enum ArchitectureRule: String, CaseIterable, Sendable {
    case manifestsRead = "every manifest under Packages/, Apps/ and Benchmarks/ can be read"
    case featuresDependOnSharedOnly = "features depend on the shared packages only"
    case featuresNeverImportEachOther = "features never import each other"
    case sharedDependOnNoFeatureOrInfrastructure = "shared packages depend on no feature and no infrastructure"
    case infrastructureDependsOnNoFeature = "infrastructure packages depend on no feature and not on the app"
    case coreImportsNoInfrastructure =
        "no feature or shared package imports FoundationNetworking, NIO, Hummingbird, GRDB (but in the SQLite store) or ArgumentParser"
    case coreTakesNoInfrastructureProducts =
        "feature and shared libraries take products only from swift-http-types (and GRDB in the SQLite store)"
    case appIsALeaf = "the app is a leaf: nothing names Apps/ or links into it, and its only products are executables"
    case targetsImportWhatTheyDeclare = "every target imports what it declares"
    case freshMachineHeaders =
        "building needs only the C headers a fresh machine has (libpng, libjpeg, sqlite3, zlib)"
    case graphDrawn = "docs/ARCHITECTURE.md shows the graph the manifests give"

    /// What breaks the rule in `repository`, one line each; empty when it holds.
    public func problems(_ repository: Repository) -> [String] {
        switch self {
        case .manifestsRead:
            return repository.errors.map(\.description) + (repository.packages.isEmpty ? ["no manifest found"] : [])
        case .featuresDependOnSharedOnly:
            return dependencies(of: repository.packages(.feature), outside: repository.directories(.shared))
        case .featuresNeverImportEachOther:
            let features = repository.packages(.feature)
            return features.flatMap { package in
                let others = Set(features.filter { $0 != package }.flatMap { $0.targets.map(\.name) })
                return imports(of: [package], among: others)
            }
        case .sharedDependOnNoFeatureOrInfrastructure:
            let shared = repository.packages(.shared)
            return dependencies(of: shared, outside: repository.directories(.shared))
                + imports(of: shared, among: featureModules(repository))
        case .infrastructureDependsOnNoFeature:
            let features = repository.directories(.feature).union(repository.directories(.app))
            let infrastructure = repository.packages(.infrastructure)
            return infrastructure.flatMap { p in
                p.pathDependencies.filter(features.contains).map { "\(p.directory) depends on \($0)" }
            }
                + imports(of: infrastructure, among: featureModules(repository))
        case .coreImportsNoInfrastructure:
            return repository.packages(.feature, .shared).flatMap(\.targets).flatMap { target in
                let store = target.name == sqliteStore || target.localDependencies.contains { $0.name == sqliteStore }
                return target.imports.sorted { $0.key < $1.key }
                    .filter { isInfrastructure($0.key) && !(store && databaseModules.contains($0.key)) }
                    .map { "\($0.value) imports \($0.key)" }
            }
        case .coreTakesNoInfrastructureProducts:
            return repository.packages(.feature, .shared).flatMap { package in
                package.targets.filter { !$0.isTest }.flatMap { target in
                    target.externalProducts.filter { product in
                        guard let allowed = allowedExternal[product.package] else { return true }
                        return allowed != nil && allowed != target.name
                    }.map { "\(package.directory) target \(target.name) takes \($0.name) from \($0.package)" }
                }
            }
        case .appIsALeaf:
            let apps = repository.directories(.app)
            return repository.packages.filter { $0.kind != .app }.flatMap { p in
                p.pathDependencies.filter { apps.contains($0) || $0.hasPrefix("Apps/") }
                    .map { "\(p.directory)/Package.swift names \($0)" }
            }
                + repository.packages(.app).flatMap { p in
                    p.products.filter { $0.type != "executable" }
                        .map { "\(p.directory) offers the \($0.type) product \($0.name)" }
                } + linksIntoApps(root: repository.root)
        case .targetsImportWhatTheyDeclare:
            return repository.packages.flatMap { package in
                package.targets.filter { !$0.isTest && !["plugin", "macro"].contains($0.kind) && $0.isSwift }
                    .flatMap { target in
                        target.localDependencies.filter { dependency in
                            if dependency.package == nil, package.target(dependency.name)?.kind == "executable" {
                                return false
                            }
                            let modules =
                                dependency.package.flatMap {
                                    repository[$0]?.products.first { $0.name == dependency.name }?.targets
                                }
                                ?? [dependency.name]
                            return !modules.contains { target.imports[$0] != nil }
                        }.map {
                            "\(package.directory) target \(target.name) declares \($0.name) but imports none of it"
                        }
                    }
            }
        case .freshMachineHeaders:
            return repository.packages.flatMap { p in
                p.targets.filter { !$0.pkgConfig.isEmpty && !freshHeaders.contains($0.pkgConfig) }
                    .map {
                        "\(p.directory) target \($0.name) needs the headers of \($0.pkgConfig), which a fresh machine lacks"
                    }
            }
        case .graphDrawn:
            return ArchitectureGraph.staleness(of: repository).map { [$0] } ?? []
        }
    }
}

// Modules a feature or shared package never imports: the transport, the server, the terminal app's parser, the
// database. GRDB is allowed in the SQLite store (EssentialFeedSQLite) and in targets that depend on it.
private let infrastructureModules: Set = [
    "FoundationNetworking", "AsyncHTTPClient", "Hummingbird", "HummingbirdCore", "HummingbirdTesting",
    "ArgumentParser", "GRDB", "GRDBSQLite", "SQLite3",
]
private let databaseModules: Set = ["GRDB", "GRDBSQLite", "SQLite3"]
private let sqliteStore = "EssentialFeedSQLite"
/// The only packages a feature's or shared package's library targets may take products from, by URL (and for
/// which target: nil for any).
private let allowedExternal: [String: String?] = ["swift-http-types": nil, "grdb.swift": sqliteStore]
/// The C libraries whose headers a fresh machine of the project's kind has (Debian's libpng-dev,
/// libjpeg62-turbo-dev, libsqlite3-dev, zlib1g-dev). Any other library is loaded at run time (libwebp).
private let freshHeaders: Set = ["libpng", "libjpeg", "sqlite3", "zlib"]

private func isInfrastructure(_ module: String) -> Bool {
    infrastructureModules.contains(module) || module.hasPrefix("NIO") || module.hasPrefix("Hummingbird")
}

private func featureModules(_ repository: Repository) -> Set<String> {
    Set(repository.packages(.feature).flatMap { $0.targets.filter { !$0.isTest }.map(\.name) })
}

private func dependencies(of packages: [Package], outside allowed: Set<String>) -> [String] {
    packages.flatMap { p in
        p.pathDependencies.filter { !allowed.contains($0) }.map { "\(p.directory) depends on \($0)" }
    }
}

private func imports(of packages: [Package], among modules: Set<String>) -> [String] {
    packages.flatMap(\.targets).flatMap { target in
        modules.intersection(target.imports.keys).sorted().map { "\(target.imports[$0] ?? "") imports \($0)" }
    }
}

/// A file outside Apps/ that links into Apps/ compiles the app's code around the manifests (the benchmarks once
/// did so for the image loader).
func linksIntoApps(root: URL) -> [String] {
    let files = FileManager.default
    let apps = root.appending(path: "Apps").resolvingSymlinksInPath().path + "/"
    var problems: [String] = []
    func walk(_ relative: String) {
        let names = (try? files.contentsOfDirectory(atPath: root.appending(path: relative).path)) ?? []
        for name in names.sorted() where !name.hasPrefix(".build") {
            let path = "\(relative)/\(name)", url = root.appending(path: path)
            if let destination = try? files.destinationOfSymbolicLink(atPath: url.path) {
                let target = URL(filePath: destination, relativeTo: url.deletingLastPathComponent())
                    .standardizedFileURL.resolvingSymlinksInPath().path
                if target.hasPrefix(apps) { problems.append("\(path) links into \(target.dropFirst(apps.count - 5))") }
            } else {
                var isFolder: ObjCBool = false
                if files.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue { walk(path) }
            }
        }
    }
    walk("Packages")
    walk("Benchmarks")
    return problems
}
