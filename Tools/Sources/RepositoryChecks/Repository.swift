import Foundation

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
        // Four, not one a core: a dump waits for its process far longer than it computes.
        let queue = OperationQueue()
        queue.maxConcurrentOperationCount = 4
        for index in directories.indices {
            queue.addOperation {
                let result = Result { try readPackage(root: root, directory: directories[index]) }
                    .mapError { $0 as? ManifestError ?? ManifestError(directory: directories[index], reason: "\($0)") }
                results.set(index, result)
            }
        }
        queue.waitUntilAllOperationsAreFinished()
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

/// The manifests read so far, filled from several threads; the lock guards `results`.
private final class Results: @unchecked Sendable {
    private let lock = NSLock()
    private var results: [Result<Package, ManifestError>?]
    init(count: Int) { results = Array(repeating: nil, count: count) }
    func set(_ index: Int, _ result: Result<Package, ManifestError>) { lock.withLock { results[index] = result } }
    var values: [Result<Package, ManifestError>?] { lock.withLock { results } }
}
