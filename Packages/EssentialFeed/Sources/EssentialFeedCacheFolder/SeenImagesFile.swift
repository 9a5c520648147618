import EssentialFeed
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The images shown from one base URL, in a `seen` file beside its cache: one id per line, the least recently shown
/// first, at most `SeenFeedImages.limit` lines.
///
/// Reading never fails: a missing, oversized, unreadable or garbled file, a link or anything but a regular file reads
/// as nothing seen (every image new), and lines that are not ids are skipped. Writing goes through `replace` (an
/// atomic replacement, given by the app), only into a cache folder that exists, never through a link.
public struct SeenImagesFile: Sendable {
    /// Writes `data` to the path, replacing what is there atomically.
    public typealias Replace = @Sendable (_ data: Data, _ path: String) throws -> Void

    /// The file's name in the cache folder.
    public static let name = "seen"
    /// The largest file read: `SeenFeedImages.limit` ids and their line breaks.
    public static let maximumBytes = SeenFeedImages.limit * 37

    /// The file.
    public let url: URL
    private let replace: Replace

    /// The `seen` file of the cache folder `directory`, written with `replace`.
    public init(directory: URL, replace: @escaping Replace) {
        self.url = directory.appendingPathComponent(Self.name)
        self.replace = replace
    }

    /// The images seen so far; nothing when the file is missing or cannot be trusted.
    public func read() -> SeenFeedImages {
        guard let data = contents() else { return SeenFeedImages() }
        let ids = data.split(separator: UInt8(ascii: "\n")).compactMap { line in
            String(bytes: line, encoding: .utf8).flatMap { UUID(uuidString: $0) }
        }
        return SeenFeedImages(ids)
    }

    /// Adds `shown` to what the file holds now. Writes nothing when they were all the latest already, or when the
    /// cache folder does not exist; throws when the file is a link or not a regular file, or cannot be written.
    public func remember(_ shown: [FeedImage]) throws {
        guard !shown.isEmpty, Self.isDirectory(url.deletingLastPathComponent().path) else { return }
        try CacheFolder(directory: url.deletingLastPathComponent(), files: [Self.name]).check()
        let before = read()
        let after = before.adding(shown)
        guard after != before else { return }
        let text = after.ids.map { $0.uuidString.lowercased() + "\n" }.joined()
        try replace(Data(text.utf8), url.path)
        _ = chmod(url.path, 0o600)
    }

    /// The file's bytes when it is a regular file (opened without following a link, nor waiting on a FIFO) no larger
    /// than ``maximumBytes``.
    private func contents() -> Data? {
        let descriptor = open(url.path, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= Self.maximumBytes
        else { return nil }
        guard let data = try? handle.read(upToCount: Self.maximumBytes + 1), data.count <= Self.maximumBytes else {
            return nil
        }
        return data
    }

    private static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
    }
}
