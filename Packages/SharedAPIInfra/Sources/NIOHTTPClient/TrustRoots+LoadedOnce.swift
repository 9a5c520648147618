import Foundation

extension TrustRoots {
    /// Roots with their hash, computed once: a client is looked up by its trust roots on every request.
    struct Loaded: Sendable, Equatable {
        let storage: Storage
        let digest: Int

        init(_ storage: Storage) {
            self.storage = storage
            var hasher = Hasher()
            hasher.combine(storage)
            digest = hasher.finalize()
        }

        static func == (lhs: Loaded, rhs: Loaded) -> Bool {
            lhs.digest == rhs.digest && lhs.storage == rhs.storage
        }
    }

    /// Roots read by `load` on the first use of `value`, by one caller while any others wait, and kept: the copies
    /// of a `TrustRoots` share one, so a process reads its certificates once.
    ///
    /// `@unchecked Sendable`: `load` and `loaded` are only touched under `lock`.
    final class LoadedOnce: @unchecked Sendable {
        private let lock = NSLock()
        private var load: (@Sendable () -> Storage)?
        private var loaded: Loaded?

        init(_ storage: Storage) {
            loaded = Loaded(storage)
        }

        init(load: @escaping @Sendable () -> Storage) {
            self.load = load
        }

        var value: Loaded {
            lock.withLock {
                if let loaded { return loaded }
                let value = Loaded(load?() ?? .system)
                loaded = value
                load = nil
                return value
            }
        }
    }
}
