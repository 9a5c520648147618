/// Counts requests per known path, for tests and benchmarks (e.g. how many image fetches reached the server).
///
/// Only the paths `KnownPath` recognises get an entry; every other request adds to one shared count, so no
/// request can make the counter grow.
package actor RequestCounter {
    private let known: KnownPath
    private var counts: [String: Int] = [:]
    private var unknown = 0

    init(known: KnownPath) {
        self.known = known
    }

    /// How many entries the counter holds: at most one per known path.
    package var entryCount: Int { counts.count }

    /// Every request counted, to known paths or not.
    package var total: Int { counts.values.reduce(unknown, +) }

    package func record(path: String) {
        guard let key = known.canonical(path) else {
            unknown += 1
            return
        }
        counts[key, default: 0] += 1
    }

    package func count(path: String) -> Int {
        known.canonical(path).map { counts[$0, default: 0] } ?? 0
    }

    package func count(pathPrefix: String) -> Int {
        counts.reduce(0) { $1.key.hasPrefix(pathPrefix) ? $0 + $1.value : $0 }
    }
}
