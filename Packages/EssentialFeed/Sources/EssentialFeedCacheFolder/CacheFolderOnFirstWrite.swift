import Foundation

/// The folder of a cache that does not exist yet, made on the cache's first write, at most once: a run whose
/// address never answered writes nothing, so it leaves no folder behind.
final class CacheFolderOnFirstWrite: @unchecked Sendable {
    // `lock` guards `made`, and makes concurrent first writes wait for one `make`.
    private let lock = NSLock()
    private var made = false
    private let make: @Sendable () throws -> Void

    /// `make` creates and checks the folder (a `CacheFolder.prepare`), records the base URL.
    init(make: @escaping @Sendable () throws -> Void) {
        self.make = make
    }

    /// Makes the folder unless an earlier call did; a failed attempt is tried again by the next write.
    func prepare() throws {
        try lock.withLock {
            guard !made else { return }
            try make()
            made = true
        }
    }

    /// Whether the folder was made by this run.
    var isMade: Bool { lock.withLock { made } }
}
