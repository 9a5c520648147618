import Foundation

/// Image bytes by URL with a logical access clock, evicting the least recently used first.
struct LeastRecentlyUsedImages {
    private struct Entry {
        let data: Data
        var lastAccess: Int
    }

    private var entries: [URL: Entry] = [:]
    private var clock = 0
    private(set) var totalBytes = 0

    var count: Int { entries.count }

    mutating func insert(_ data: Data, for url: URL) {
        totalBytes -= entries[url]?.data.count ?? 0
        let access = tick()
        entries[url] = Entry(data: data, lastAccess: access)
        totalBytes += data.count
    }

    mutating func remove(_ url: URL) {
        totalBytes -= entries.removeValue(forKey: url)?.data.count ?? 0
    }

    func data(for url: URL) -> Data? {
        entries[url]?.data
    }

    mutating func touch(_ url: URL) {
        guard entries[url] != nil else { return }
        let access = tick()
        entries[url]?.lastAccess = access
    }

    mutating func evict(toFit maximumBytes: Int) {
        guard totalBytes > maximumBytes else { return }
        for (url, entry) in entries.sorted(by: { $0.value.lastAccess < $1.value.lastAccess }) {
            guard totalBytes > maximumBytes else { return }
            entries[url] = nil
            totalBytes -= entry.data.count
        }
    }

    private mutating func tick() -> Int {
        clock += 1
        return clock
    }
}
