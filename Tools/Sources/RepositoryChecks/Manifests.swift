import Foundation

/// A package of the repository as its manifest (`swift package dump-package`) and its Swift files give it.
public struct Package: Sendable, Equatable {
    /// Where a package lives says what it may depend on (docs/ARCHITECTURE.md).
    public enum Kind: String, Sendable, CaseIterable {
        case app, feature, infrastructure, shared, benchmarks, root
    }

    public var name: String
    /// Relative to the repository's root; "." for the root manifest.
    public var directory: String
    public var kind: Kind
    /// The packages it names by path, relative to the root.
    public var pathDependencies: [String]
    /// The identities of the packages it names by URL.
    public var urlDependencies: [String]
    public var products: [Product]
    public var targets: [Target]
    /// The manifest as `swift package dump-package` gave it (JSON).
    public var manifest = Data()

    public func target(_ name: String) -> Target? { targets.first { $0.name == name } }
}

public struct Product: Sendable, Equatable {
    public var name: String
    /// library, executable, plugin, …
    public var type: String
    public var targets: [String]
}

public struct Target: Sendable, Equatable {
    /// A dependency on a target of the same package (`package` nil) or a product of a package named by path.
    public struct LocalDependency: Sendable, Equatable {
        public var package: String?
        public var name: String
    }

    /// A product of a package named by URL.
    public struct ExternalProduct: Sendable, Equatable {
        public var package: String
        public var name: String
    }

    public var name: String
    /// regular, executable, test, system, plugin, macro
    public var kind: String
    public var directory: String
    public var localDependencies: [LocalDependency] = []
    public var externalProducts: [ExternalProduct] = []
    /// Each imported module and the first file that imports it.
    public var imports: [String: String] = [:]
    /// False for a C target or a system library: no Swift file, no import to read.
    public var isSwift = true
    /// A system library's pkg-config name: whose headers building needs.
    public var pkgConfig = ""

    public var isTest: Bool { kind == "test" }
}

/// A manifest that `swift package dump-package` could not read.
public struct ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    public var directory: String
    public var reason: String
    public var description: String { "\(directory)/Package.swift cannot be read: \(reason)" }
}

/// The repository's packages, read from every manifest under Packages/, Apps/ and Benchmarks/ (and the root's).
public struct Repository: Sendable {
    public var root: URL
    public var packages: [Package]
    public var errors: [ManifestError]

    public subscript(directory: String) -> Package? {
        get { packages.first { $0.directory == directory } }
        set {
            guard let index = packages.firstIndex(where: { $0.directory == directory }) else { return }
            if let newValue { packages[index] = newValue } else { packages.remove(at: index) }
        }
    }

    public func packages(_ kinds: Package.Kind...) -> [Package] { packages.filter { kinds.contains($0.kind) } }

    public func directories(_ kind: Package.Kind) -> Set<String> { Set(packages(kind).map(\.directory)) }

    /// Reads every manifest, four at a time, each with a scratch path of its own so that a build holding the
    /// package's .build lock never blocks it.
    public static func read(root: URL) -> Repository {
        let directories = manifestDirectories(root: root)
        let results = Results(count: directories.count)
        DispatchQueue.concurrentPerform(iterations: directories.count) { index in
            let result = Result { try readPackage(root: root, directory: directories[index]) }
                .mapError { $0 as? ManifestError ?? ManifestError(directory: directories[index], reason: "\($0)") }
            results.set(index, result)
        }
        var repository = Repository(root: root, packages: [], errors: [])
        for case let result? in results.values {
            switch result {
            case .success(let package): repository.packages.append(package)
            case .failure(let error): repository.errors.append(error)
            }
        }
        return repository
    }

    static func manifestDirectories(root: URL) -> [String] {
        let files = FileManager.default
        var found: [String] = []
        for parent in ["Packages", "Apps"] {
            let names = (try? files.contentsOfDirectory(atPath: root.appending(path: parent).path)) ?? []
            found += names.sorted().map { "\(parent)/\($0)" }
                .filter { files.fileExists(atPath: root.appending(path: "\($0)/Package.swift").path) }
        }
        for directory in ["Benchmarks", "."]
        where files.fileExists(atPath: root.appending(path: "\(directory)/Package.swift").path) {
            found.append(directory)
        }
        return found
    }

    static func kind(of directory: String) -> Package.Kind {
        switch directory {
        case ".": return .root
        case "Benchmarks": return .benchmarks
        case _ where directory.hasPrefix("Apps/"): return .app
        case "Packages/SharedAPI", "Packages/SharedPresentation": return .shared
        case "Packages/EssentialFeed", "Packages/ImageComments": return .feature
        default: return .infrastructure
        }
    }
}

/// The manifests read so far, filled from several threads.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Package, ManifestError>?]
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: Result<Package, ManifestError>) { lock.withLock { results[index] = result } }
    var values: [Result<Package, ManifestError>?] { lock.withLock { results } }
}

// MARK: - Reading one manifest

private func readPackage(root: URL, directory: String) throws -> Package {
    let (manifest, data) = try dumpPackage(at: root.appending(path: directory), directory: directory)
    var package = Package(
        name: manifest["name"] as? String ?? directory, directory: directory, kind: Repository.kind(of: directory),
        pathDependencies: [], urlDependencies: [], products: [], targets: [], manifest: data)
    var identities: [String: String?] = [:]  // identity -> relative directory, nil for a URL package
    for dependency in manifest["dependencies"] as? [[String: Any]] ?? [] {
        if let entry = (dependency["fileSystem"] as? [[String: Any]])?.first, let path = entry["path"] as? String {
            let relative = relativePath(path, to: root)
            package.pathDependencies.append(relative)
            identities[entry["identity"] as? String ?? ""] = relative
        } else if let entry = (dependency["sourceControl"] as? [[String: Any]])?.first {
            let identity = entry["identity"] as? String ?? ""
            package.urlDependencies.append(identity)
            identities[identity] = .some(nil)
        }
    }
    package.products = (manifest["products"] as? [[String: Any]] ?? []).map {
        Product(
            name: $0["name"] as? String ?? "", type: ($0["type"] as? [String: Any])?.keys.first ?? "",
            targets: $0["targets"] as? [String] ?? [])
    }
    for entry in manifest["targets"] as? [[String: Any]] ?? [] {
        let name = entry["name"] as? String ?? "", kind = entry["type"] as? String ?? ""
        let path = entry["path"] as? String ?? "\(kind == "test" ? "Tests" : "Sources")/\(name)"
        var target = Target(
            name: name, kind: kind, directory: normalized("\(directory)/\(path)"),
            pkgConfig: entry["pkgConfig"] as? String ?? "")
        for dependency in entry["dependencies"] as? [[String: Any]] ?? [] {
            if let byName = (dependency["byName"] ?? dependency["target"]) as? [Any], let name = byName.first as? String
            {
                target.localDependencies.append(.init(package: nil, name: name))
            } else if let product = dependency["product"] as? [Any], let name = product.first as? String {
                let identity = ((product.count > 1 ? product[1] as? String : nil) ?? name).lowercased()
                if case let local?? = identities[identity] {
                    target.localDependencies.append(.init(package: local, name: name))
                } else {
                    target.externalProducts.append(.init(package: identity, name: name))
                }
            }
        }
        (target.imports, target.isSwift) = scanImports(root: root, directory: target.directory)
        package.targets.append(target)
    }
    return package
}

/// The manifest as JSON, dumped with a scratch path of its own.
func dumpPackage(at url: URL, directory: String) throws -> ([String: Any], Data) {
    let scratch = FileManager.default.temporaryDirectory.appending(path: "manifest-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: scratch) }
    let output = scratch.appending(path: "out"), errors = scratch.appending(path: "err")
    try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
    _ = FileManager.default.createFile(atPath: output.path, contents: nil)
    _ = FileManager.default.createFile(atPath: errors.path, contents: nil)
    let process = Process()
    process.executableURL = URL(filePath: "/usr/bin/env")
    process.arguments = [
        "swift", "package", "--package-path", url.path, "--scratch-path", scratch.appending(path: "build").path,
        "dump-package",
    ]
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = try FileHandle(forWritingTo: output)
    process.standardError = try FileHandle(forWritingTo: errors)
    try process.run()
    process.waitUntilExit()
    let text = try Data(contentsOf: output)
    guard process.terminationStatus == 0, let json = try? JSONSerialization.jsonObject(with: text) as? [String: Any]
    else {
        let lines = String(decoding: try Data(contentsOf: errors), as: UTF8.self).split(separator: "\n")
        throw ManifestError(directory: directory, reason: lines.last.map(String.init) ?? "failed")
    }
    return (json, text)
}

private func relativePath(_ path: String, to root: URL) -> String {
    let base = root.standardizedFileURL.resolvingSymlinksInPath().path
    let full = URL(filePath: path).standardizedFileURL.resolvingSymlinksInPath().path
    guard full != base else { return "." }
    return full.hasPrefix(base + "/") ? String(full.dropFirst(base.count + 1)) : full
}

private func normalized(_ path: String) -> String {
    path.split(separator: "/").filter { $0 != "." }.joined(separator: "/")
}

// MARK: - Imports

private let importPattern = try! NSRegularExpression(
    pattern: #"^\s*(?:@\w+\s+)*(?:(?:public|package|internal|fileprivate|private)\s+)?import\s+"#
        + #"(?:(?:typealias|struct|class|enum|protocol|let|var|func)\s+)?(\w+)"#,
    options: .anchorsMatchLines)

/// Every module the Swift files under `directory` import, with the first file (in name order) that does, and
/// whether there is any Swift file at all.
func scanImports(root: URL, directory: String) -> (imports: [String: String], isSwift: Bool) {
    var imports: [String: String] = [:], isSwift = false
    for path in swiftFiles(under: root.appending(path: directory)) {
        isSwift = true
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        for match in importPattern.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
            guard let range = Range(match.range(at: 1), in: text) else { continue }
            if imports[String(text[range])] == nil {
                imports[String(text[range])] = relativePath(path, to: root)
            }
        }
    }
    return (imports, isSwift)
}

/// The Swift files below `url`, in name order folder by folder, leaving out hidden folders and snapshots.
private func swiftFiles(under url: URL) -> [String] {
    let files = FileManager.default
    guard let names = try? files.contentsOfDirectory(atPath: url.path) else { return [] }
    var found: [String] = [], folders: [String] = []
    for name in names.sorted() where !name.hasPrefix(".") {
        let path = url.appending(path: name).path
        var isFolder: ObjCBool = false
        guard files.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
        if isFolder.boolValue {
            if name != "__Snapshots__" { folders.append(path) }
        } else if name.hasSuffix(".swift") {
            found.append(path)
        }
    }
    return found + folders.flatMap { swiftFiles(under: URL(filePath: $0)) }
}
