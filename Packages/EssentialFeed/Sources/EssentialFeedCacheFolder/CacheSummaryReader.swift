import EssentialFeed
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads ``CacheSummary``s: one cache folder, or every folder under a cache root. Only a folder that holds a
/// `feed.sqlite` is opened, read-only, so listing never creates or changes a cache.
public struct CacheSummaryReader: Sendable {
    /// Why a folder's summary is not complete, for `describe` to word.
    public enum Problem: Sendable {
        /// The folder exists but holds no cache: it is no folder this program made.
        case notACache
        /// The cache's file cannot be used (a link, no regular file, a newer schema): why.
        case unusable(any Error)
        /// The cache could not be read: why.
        case unreadable(any Error)
    }

    /// The clock the saved feed's age is measured against.
    public let currentDate: @Sendable () -> Date
    /// How long reading one cache may wait for another program's lock.
    public let deadline: CacheDeadline
    /// The lock of each cache, as the program that writes it takes it.
    public let locking: FeedCache.Locking
    /// Words a ``Problem`` for ``CacheSummary/problem``.
    public let describe: @Sendable (Problem) -> String

    /// A reader.
    ///
    /// - Parameters:
    ///   - currentDate: The clock the saved feed's age is measured against.
    ///   - deadline: How long reading one cache may wait for another program's lock.
    ///   - locking: The lock of each cache.
    ///   - describe: Words a problem for the summary.
    public init(
        currentDate: @escaping @Sendable () -> Date, deadline: CacheDeadline,
        locking: @escaping FeedCache.Locking, describe: @escaping @Sendable (Problem) -> String
    ) {
        self.currentDate = currentDate
        self.deadline = deadline
        self.locking = locking
        self.describe = describe
    }

    /// The summary of `directory`.
    ///
    /// - Parameters:
    ///   - directory: The cache's folder.
    ///   - baseURL: Its base URL when known from the command's options; else the one recorded in the folder.
    /// - Returns: What the folder holds, with a problem when it could not all be read.
    public func summary(of directory: URL, baseURL: String? = nil) async -> CacheSummary {
        let isSample = directory.lastPathComponent == CacheKey.sample
        var summary = CacheSummary(
            directory: directory, baseURL: isSample ? nil : baseURL ?? CacheSummary.recordedBaseURL(in: directory),
            isSample: isSample, baseURLFileTooBig: CacheSummary.baseURLFileIsTooBig(in: directory))
        let cache = FeedCache.at(
            root: directory.deletingLastPathComponent(), key: directory.lastPathComponent, readingOnly: true,
            currentDate: currentDate, deadline: deadline, locking: locking)
        guard let size = cache.fileSize else {
            if FileManager.default.fileExists(atPath: directory.path), !CacheSummary.looksLikeCache(directory) {
                summary.problem = describe(.notACache)
            }
            return summary
        }
        summary.sizeBytes = size + (Self.size(of: directory.appendingPathComponent("feed.sqlite-wal")) ?? 0)
        do {
            try cache.check()
        } catch {
            summary.problem = describe(.unusable(error))
            return summary
        }
        await read(cache, into: &summary)
        return summary
    }

    /// The summaries of every folder under `root`, sorted by folder name.
    ///
    /// - Parameter root: The cache root.
    /// - Returns: One summary per folder; none when `root` does not exist.
    /// - Throws: What ``folders(under:)`` throws.
    public func summaries(under root: URL) async throws -> [CacheSummary] {
        var result: [CacheSummary] = []
        for directory in try Self.folders(under: root) {
            result.append(await summary(of: directory))
        }
        return result
    }

    /// The folders (not symbolic links) directly under `root`, sorted by name.
    ///
    /// - Parameter root: The cache root.
    /// - Returns: The folders; none when `root` is missing.
    /// - Throws: `POSIXError` when `root` is not a folder (a link to one is) or cannot be read.
    public static func folders(under root: URL) throws -> [URL] {
        var info = stat()
        guard stat(root.path, &info) == 0 else {
            if errno == ENOENT { return [] }
            throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
        }
        guard info.st_mode & S_IFMT == S_IFDIR else { throw POSIXError(.ENOTDIR) }
        let entries = try FileManager.default.contentsOfDirectory(
            at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey])
        return entries.filter { entry in
            let values = try? entry.resourceValues(forKeys: [.isDirectoryKey, .isSymbolicLinkKey])
            return values?.isDirectory == true && values?.isSymbolicLink != true
        }
        .sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    private func read(_ cache: FeedCache, into summary: inout CacheSummary) async {
        do {
            guard let status = try await cache.feed?.status() else {
                summary.itemCount = 0
                return
            }
            summary.itemCount = status.imageCount
            summary.savedAt = status.timestamp
            summary.isExpired = status.isExpired
            if let images = try await cache.images?.statistics() {
                summary.imageDataCount = images.imageCount
                summary.imageDataBytes = images.totalBytes
            }
        } catch {
            summary.problem = describe(.unreadable(error))
        }
    }

    private static func size(of file: URL) -> Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        return (attributes?[.size] as? NSNumber)?.intValue
    }
}
