import EssentialFeed
import EssentialFeedCacheFolder
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads `CacheSummary`s: one cache folder, or every folder under a cache root. Only a folder that holds a
/// `feed.sqlite` is opened, so listing never creates a cache.
struct CacheSummaryReader: Sendable {
    let currentDate: @Sendable () -> Date
    let language: String
    /// How long reading one cache may wait for another program's lock.
    let deadline: CacheDeadline

    /// The summary of `directory`, whose base URL is `baseURL` when known from the command's options.
    func summary(of directory: URL, baseURL: String? = nil) async -> CacheSummary {
        let isSample = directory.lastPathComponent == CacheKey.sample
        var summary = CacheSummary(
            directory: directory, baseURL: isSample ? nil : baseURL ?? CacheSummary.recordedBaseURL(in: directory),
            isSample: isSample, baseURLFileTooBig: CacheSummary.baseURLFileIsTooBig(in: directory))
        let cache = FeedCache.at(
            root: directory.deletingLastPathComponent(), key: directory.lastPathComponent, readingOnly: true,
            currentDate: currentDate, deadline: deadline, locking: FileCacheLock.locking)
        guard let size = cache.fileSize else {
            if FileManager.default.fileExists(atPath: directory.path), !CacheSummary.looksLikeCache(directory) {
                summary.problem = CLIStrings.string(.listNotACache, language: language)
            }
            return summary
        }
        summary.sizeBytes = size + (Self.size(of: directory.appendingPathComponent("feed.sqlite-wal")) ?? 0)
        do {
            try cache.check()
        } catch {
            summary.problem = ErrorPresentation.cause(of: error, language: language)
            return summary
        }
        await read(cache, into: &summary)
        return summary
    }

    /// The summaries of every folder under `root`, sorted by folder name; none when `root` does not exist.
    func summaries(under root: URL) async throws -> [CacheSummary] {
        var result: [CacheSummary] = []
        for directory in try Self.folders(under: root) {
            result.append(await summary(of: directory))
        }
        return result
    }

    /// The folders (not symbolic links) directly under `root`, sorted by name; none when `root` is missing. Throws
    /// when `root` is not a folder (a link to one is) or cannot be read.
    static func folders(under root: URL) throws -> [URL] {
        var info = stat()
        guard stat(root.path, &info) == 0 else {
            if errno == ENOENT { return [] }
            throw POSIXError.current
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
            summary.problem = CLIStrings.format(
                .infoUnreadable, language: language, ["cause": ErrorPresentation.cause(of: error, language: language)])
        }
    }

    private static func size(of file: URL) -> Int? {
        let attributes = try? FileManager.default.attributesOfItem(atPath: file.path)
        return (attributes?[.size] as? NSNumber)?.intValue
    }
}
