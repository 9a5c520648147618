import EssentialFeedCacheFolder
import Foundation

/// One cache as `cache info --json` and `cache list --json` write it: every key always present, null when unknown.
/// A `base-url` file too big to be read is the `problem` of a cache that has no other.
struct CacheSummaryJSON: Encodable {
    let summary: CacheSummary
    let relativeSaved: String?
    /// What `problem` says when the folder was read but its `base-url` file is too big.
    let baseURLFileTooBig: String

    enum CodingKeys: String, CodingKey {
        case directory, baseURL = "base_url", sample, sizeBytes = "size_bytes", itemCount = "item_count"
        case savedAt = "saved_at", savedRelative = "saved_relative", expired
        case imageDataCount = "image_data_count", imageDataBytes = "image_data_bytes", problem
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(summary.directory.path, forKey: .directory)
        try container.encode(summary.baseURL, forKey: .baseURL)
        try container.encode(summary.isSample, forKey: .sample)
        try container.encode(summary.sizeBytes, forKey: .sizeBytes)
        try container.encode(summary.itemCount, forKey: .itemCount)
        try container.encode(summary.savedAt?.formatted(.iso8601), forKey: .savedAt)
        try container.encode(relativeSaved, forKey: .savedRelative)
        try container.encode(summary.isExpired, forKey: .expired)
        try container.encode(summary.imageDataCount, forKey: .imageDataCount)
        try container.encode(summary.imageDataBytes, forKey: .imageDataBytes)
        let tooBig = summary.baseURLFileTooBig ? baseURLFileTooBig : nil
        try container.encode(summary.problem ?? tooBig, forKey: .problem)
    }

    /// The shape, as the commands' help and docs/USAGE.md document it.
    static let shape = """
        With --json, a cache is one object: {"directory": str, "base_url": str|null, "sample": bool, \
        "size_bytes": int|null, "item_count": int|null, "saved_at": ISO8601|null, "saved_relative": str|null, \
        "expired": bool|null, "image_data_count": int|null, "image_data_bytes": int|null, "problem": str|null}.
        """
}
