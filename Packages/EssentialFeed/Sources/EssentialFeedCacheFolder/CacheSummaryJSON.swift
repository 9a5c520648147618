import Foundation
import SharedPresentation

/// One cache as scripts read it (`cache info --json`, `cache list --json`): every key always present, null when
/// unknown. A `base-url` file too big to be read is the `problem` of a cache that has no other.
public struct CacheSummaryJSON: Encodable {
    /// The cache's folder.
    public let directory: String
    /// The base URL the cache belongs to, or `null`.
    @JSONNullable public var baseURL: String?
    /// Whether it is the built-in sample API's cache.
    public let sample: Bool
    /// Bytes of the cache's file and its write-ahead log, or `null`.
    @JSONNullable public var sizeBytes: Int?
    /// How many images the saved feed holds, or `null`.
    @JSONNullable public var itemCount: Int?
    /// When the feed was saved, in ISO 8601, or `null`.
    @JSONNullable public var savedAt: String?
    /// How long ago the feed was saved, as people read it, or `null`.
    @JSONNullable public var savedRelative: String?
    /// Whether the saved feed is expired, or `null`.
    @JSONNullable public var expired: Bool?
    /// How many pictures' bytes are cached, or `null`.
    @JSONNullable public var imageDataCount: Int?
    /// Their size in bytes, or `null`.
    @JSONNullable public var imageDataBytes: Int?
    /// Why the folder could not all be read, or `null`.
    @JSONNullable public var problem: String?

    private enum CodingKeys: String, CodingKey {
        case directory, baseURL = "base_url", sample, sizeBytes = "size_bytes", itemCount = "item_count"
        case savedAt = "saved_at", savedRelative = "saved_relative", expired
        case imageDataCount = "image_data_count", imageDataBytes = "image_data_bytes", problem
    }

    /// `summary` as scripts read it.
    ///
    /// - Parameters:
    ///   - summary: What the folder holds.
    ///   - relativeSaved: How long ago its feed was saved, as people read it; nil without a saved feed.
    ///   - baseURLFileTooBig: What `problem` says when the folder was read but its `base-url` file is too big.
    public init(summary: CacheSummary, relativeSaved: String?, baseURLFileTooBig: String) {
        directory = summary.directory.path
        baseURL = summary.baseURL
        sample = summary.isSample
        sizeBytes = summary.sizeBytes
        itemCount = summary.itemCount
        savedAt = summary.savedAt?.formatted(.iso8601)
        savedRelative = relativeSaved
        expired = summary.isExpired
        imageDataCount = summary.imageDataCount
        imageDataBytes = summary.imageDataBytes
        problem = summary.problem ?? (summary.baseURLFileTooBig ? baseURLFileTooBig : nil)
    }

    /// The shape, as a command's help and a manual document it.
    public static let shape = """
        With --json, a cache is one object: {"directory": str, "base_url": str|null, "sample": bool, \
        "size_bytes": int|null, "item_count": int|null, "saved_at": ISO8601|null, "saved_relative": str|null, \
        "expired": bool|null, "image_data_count": int|null, "image_data_bytes": int|null, "problem": str|null}.
        """
}
