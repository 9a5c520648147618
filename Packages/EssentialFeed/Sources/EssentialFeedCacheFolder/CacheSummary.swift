import Foundation

/// What one cache folder holds, read once without changing it: the one value `cache info` and `cache list` show, as
/// text or as JSON (``CacheSummaryJSON``).
public struct CacheSummary: Sendable {
    /// The cache's folder.
    public let directory: URL
    /// The base URL the cache belongs to, nil when unknown (an older cache without `base-url`) or the sample API.
    public let baseURL: String?
    /// Whether it is the built-in sample API's cache.
    public let isSample: Bool
    /// Whether the folder's `base-url` file is past `maximumBaseURLFileSize`, so it names no URL.
    public var baseURLFileTooBig = false
    /// Bytes of `feed.sqlite` and its write-ahead log; nil without a `feed.sqlite`.
    public var sizeBytes: Int?
    /// How many images the saved feed holds: 0 when the file holds no saved feed (`savedAt` is nil then), nil when
    /// unknown.
    public var itemCount: Int?
    /// When the feed was saved.
    public var savedAt: Date?
    /// Whether the saved feed is 7 days old or older.
    public var isExpired: Bool?
    /// How many pictures' bytes are cached.
    public var imageDataCount: Int?
    /// Their size in bytes.
    public var imageDataBytes: Int?
    /// Why the folder could not be read, or that it is no cache; nil when it was read.
    public var problem: String?

    /// The cache's file, `feed.sqlite` in `directory`, whose size with its write-ahead log is `sizeBytes`.
    public var fileURL: URL { directory.appendingPathComponent("feed.sqlite") }

    /// What is known of `directory` before it is read.
    public init(directory: URL, baseURL: String?, isSample: Bool, baseURLFileTooBig: Bool = false) {
        self.directory = directory
        self.baseURL = baseURL
        self.isSample = isSample
        self.baseURLFileTooBig = baseURLFileTooBig
    }

    /// Whether `directory` looks like a cache: it holds `feed.sqlite` or `feed.lock`.
    public static func looksLikeCache(_ directory: URL) -> Bool {
        ["feed.sqlite", "feed.lock"].contains {
            FileManager.default.fileExists(atPath: directory.appendingPathComponent($0).path)
        }
    }

    /// The most bytes a `base-url` file holds: a URL is never longer.
    public static let maximumBaseURLFileSize = 4096

    /// Whether the folder's `base-url` file is past `maximumBaseURLFileSize` (no more than one byte past it is read).
    public static func baseURLFileIsTooBig(in directory: URL) -> Bool {
        (baseURLFileContents(in: directory)?.count ?? 0) > maximumBaseURLFileSize
    }

    /// The base URL named in the folder's `base-url` file, if any: a file past `maximumBaseURLFileSize` names none,
    /// and no more than one byte past it is read.
    public static func recordedBaseURL(in directory: URL) -> String? {
        guard let data = baseURLFileContents(in: directory), data.count <= maximumBaseURLFileSize else { return nil }
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// The first `maximumBaseURLFileSize` + 1 bytes of the folder's `base-url` file, or nil when it cannot be read:
    /// only a regular file is read, never a link nor a FIFO, which would block.
    public static func baseURLFileContents(in directory: URL) -> Data? {
        let file = directory.appendingPathComponent(FeedCache.baseURLFile)
        guard CacheFolder.isRegularFile(file.path), let handle = FileHandle(forReadingAtPath: file.path) else {
            return nil
        }
        defer { try? handle.close() }
        return try? handle.read(upToCount: maximumBaseURLFileSize + 1) ?? Data()
    }
}
