/// Counts requests per path, for tests and benchmarks (e.g. how many image fetches reached the server).
package actor RequestCounter {
    private var counts: [String: Int] = [:]

    package init() {}

    package func record(path: String) {
        counts[path, default: 0] += 1
    }

    package func count(path: String) -> Int {
        counts[path, default: 0]
    }

    package func count(pathPrefix: String) -> Int {
        counts.reduce(0) { $1.key.hasPrefix(pathPrefix) ? $0 + $1.value : $0 }
    }
}
