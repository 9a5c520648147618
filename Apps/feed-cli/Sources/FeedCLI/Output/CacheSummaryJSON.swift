import EssentialFeedCacheFolder
import Foundation
import SharedPresentation

/// One cache as `cache info --json` and `cache list --json` write it: every key always present, null when unknown.
/// A `base-url` file too big to be read is the `problem` of a cache that has no other.
struct CacheSummaryJSON: Encodable {
    let directory: String
    @JSONNullable var baseURL: String?
    let sample: Bool
    @JSONNullable var sizeBytes: Int?
    @JSONNullable var itemCount: Int?
    @JSONNullable var savedAt: String?
    @JSONNullable var savedRelative: String?
    @JSONNullable var expired: Bool?
    @JSONNullable var imageDataCount: Int?
    @JSONNullable var imageDataBytes: Int?
    @JSONNullable var problem: String?

    enum CodingKeys: String, CodingKey {
        case directory, baseURL = "base_url", sample, sizeBytes = "size_bytes", itemCount = "item_count"
        case savedAt = "saved_at", savedRelative = "saved_relative", expired
        case imageDataCount = "image_data_count", imageDataBytes = "image_data_bytes", problem
    }

    /// `summary` with `relativeSaved`; `baseURLFileTooBig` is what `problem` says when the folder was read but its
    /// `base-url` file is too big.
    init(summary: CacheSummary, relativeSaved: String?, baseURLFileTooBig: String) {
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

    /// The shape, as the commands' help and docs/USAGE.md document it.
    static let shape = """
        With --json, a cache is one object: {"directory": str, "base_url": str|null, "sample": bool, \
        "size_bytes": int|null, "item_count": int|null, "saved_at": ISO8601|null, "saved_relative": str|null, \
        "expired": bool|null, "image_data_count": int|null, "image_data_bytes": int|null, "problem": str|null}.
        """
}
