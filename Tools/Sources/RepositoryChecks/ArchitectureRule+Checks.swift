import Foundation

// Each rule's check: what breaks it, one line per problem.
extension ArchitectureRule {
    static func featuresDependOnSharedOnly(_ repository: Repository) -> [String] {
        dependencies(of: repository.packages(.feature), outside: repository.directories(.shared))
    }

    static func featuresNeverImportEachOther(_ repository: Repository) -> [String] {
        let features = repository.packages(.feature)
        return features.flatMap { package in
            imports(of: [package], among: Set(features.filter { $0 != package }.flatMap { $0.targets.map(\.name) }))
        }
    }

    static func sharedDependOnNoFeatureOrInfrastructure(_ repository: Repository) -> [String] {
        let shared = repository.packages(.shared)
        return dependencies(of: shared, outside: repository.directories(.shared))
            + imports(of: shared, among: featureModules(repository))
    }

    static func infrastructureDependsOnNoFeature(_ repository: Repository) -> [String] {
        let features = repository.directories(.feature).union(repository.directories(.app))
        let infrastructure = repository.packages(.infrastructure)
        return infrastructure.flatMap { p in
            p.pathDependencies.filter(features.contains).map { "\(p.directory) depends on \($0)" }
        } + imports(of: infrastructure, among: featureModules(repository))
    }

    /// GRDB is allowed in the SQLite store (EssentialFeedSQLite) and in targets that depend on it.
    static func coreImportsNoInfrastructure(_ repository: Repository) -> [String] {
        repository.packages(.feature, .shared).flatMap(\.targets).flatMap { target in
            let store = target.name == sqliteStore || target.localDependencies.contains { $0.name == sqliteStore }
            return target.imports.sorted { $0.key < $1.key }
                .filter { isInfrastructure($0.key) && !(store && databaseModules.contains($0.key)) }
                .map { "\($0.value) imports \($0.key)" }
        }
    }

    static func coreTakesNoInfrastructureProducts(_ repository: Repository) -> [String] {
        repository.packages(.feature, .shared).flatMap { package in
            package.targets.filter { !$0.isTest }.flatMap { target in
                target.externalProducts.filter { product in
                    guard let allowed = allowedExternal[product.package] else { return true }
                    return allowed != nil && allowed != target.name
                }.map { "\(package.directory) target \(target.name) takes \($0.name) from \($0.package)" }
            }
        }
    }

    static func appIsALeaf(_ repository: Repository) -> [String] {
        let apps = repository.directories(.app)
        let naming = repository.packages.filter { $0.kind != .app }.flatMap { p in
            p.pathDependencies.filter { apps.contains($0) || $0.hasPrefix("Apps/") }
                .map { "\(p.directory)/Package.swift names \($0)" }
        }
        let libraries = repository.packages(.app).flatMap { p in
            p.products.filter { $0.type != "executable" }.map {
                "\(p.directory) offers the \($0.type) product \($0.name)"
            }
        }
        return naming + libraries + linksIntoApps(root: repository.root)
    }

    /// C targets are left out: they reach their dependencies (a system library such as libpng) by #include.
    static func targetsImportWhatTheyDeclare(_ repository: Repository) -> [String] {
        repository.packages.flatMap { package in
            package.targets.filter { !$0.isTest && !["plugin", "macro"].contains($0.kind) && $0.isSwift }
                .flatMap { target in
                    target.localDependencies.filter { !repository.imports(target, $0, in: package) }
                        .map { "\(package.directory) target \(target.name) declares \($0.name) but imports none of it" }
                }
        }
    }

    static func freshMachineHeaders(_ repository: Repository) -> [String] {
        repository.packages.flatMap { p in
            p.targets.filter { !$0.pkgConfig.isEmpty && !freshHeaders.contains($0.pkgConfig) }
                .map {
                    "\(p.directory) target \($0.name) needs the headers of \($0.pkgConfig), which a fresh machine lacks"
                }
        }
    }
}

extension Repository {
    /// Whether `target` imports a module of `dependency` (a helper executable of its own package counts as used).
    fileprivate func imports(_ target: Target, _ dependency: Target.LocalDependency, in package: Package) -> Bool {
        if dependency.package == nil, package.target(dependency.name)?.kind == "executable" { return true }
        let modules =
            dependency.package.flatMap { self[$0]?.products.first { $0.name == dependency.name }?.targets }
            ?? [dependency.name]
        return modules.contains { target.imports[$0] != nil }
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
private func linksIntoApps(root: URL) -> [String] {
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
