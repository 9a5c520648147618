import Foundation

/// What one cache folder holds, read without changing it: for `cache info --json` and `cache list`.
struct CacheSummary: Sendable {
    let directory: URL
    /// The base URL the cache belongs to, nil when unknown (an older cache without `base-url`) or the sample API.
    let baseURL: String?
    let isSample: Bool
    /// Bytes of `feed.sqlite` and its write-ahead log; nil without a `feed.sqlite`.
    var sizeBytes: Int?
    var itemCount: Int?
    var savedAt: Date?
    var isExpired: Bool?
    var imageDataCount: Int?
    var imageDataBytes: Int?
    /// Why the folder could not be read, or that it is no cache; nil when it was read.
    var problem: String?

    /// Whether `directory` looks like a cache: it holds `feed.sqlite` or `feed.lock`.
    static func looksLikeCache(_ directory: URL) -> Bool {
        ["feed.sqlite", "feed.lock"].contains {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
    }

    /// The base URL named in the folder's `base-url` file, if any: only a regular file is read, never a link nor a
    /// FIFO, which would block.
    static func recordedBaseURL(in directory: URL) -> String? {
        let file = directory.appendingPathComponent(FeedCache.baseURLFile)
        guard CacheFolder.isRegularFile(file.path), let data = FileManager.default.contents(atPath: file.path),
            data.count < 4096
        else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }
}
