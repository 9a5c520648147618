import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Posted comments kept in a small JSON file across runs: replaced atomically, at most `capacity` (the oldest
/// dropped), and read as empty when missing, too large or not what this type writes.
package struct PostedCommentsFile: Sendable {
    private struct Entry: Codable {
        let imageID: UUID
        let id: UUID
        let message: String
        let createdAt: Date
        let username: String

        private enum CodingKeys: String, CodingKey {
            case id, message, username
            case imageID = "image_id"
            case createdAt = "created_at"
        }
    }

    private struct Content: Codable {
        let comments: [Entry]
    }

    package static let defaultCapacity = 1000
    package let url: URL
    package let capacity: Int

    package init(url: URL, capacity: Int = defaultCapacity) {
        self.url = url
        self.capacity = max(0, capacity)
    }

    /// The comments in the file, oldest first; none when it cannot be read as a file of posted comments.
    package func load() -> [PostedComment] {
        guard let data = read(), let content = try? Self.decoder.decode(Content.self, from: data) else { return [] }
        return Array(content.comments.compactMap(Self.comment).suffix(capacity))
    }

    /// Replaces the file with the latest `capacity` of `comments`, creating its folder when missing. A folder that is
    /// a symbolic link is refused: nothing is written where it points.
    package func save(_ comments: [PostedComment]) throws {
        let entries = comments.suffix(capacity).map {
            Entry(
                imageID: $0.imageID, id: $0.comment.id, message: $0.comment.message,
                createdAt: $0.comment.createdAt, username: $0.comment.username)
        }
        let data = try Self.encoder.encode(Content(comments: entries))
        let folder = url.deletingLastPathComponent()
        var info = stat()
        if lstat(folder.path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { throw POSIXError(.ELOOP) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try data.write(to: url, options: .atomic)
    }

    /// At most what `capacity` comments of the longest message can take, so a huge file is never read whole; only a
    /// regular file, not through a link, opened without waiting: a FIFO would block the server's start for ever.
    private func read() -> Data? {
        let limit = 64 * 1024 + capacity * 8 * (NewCommentPayload.maximumLength + 256)
        let descriptor = open(url.path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
        defer { try? handle.close() }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        guard let data = try? handle.read(upToCount: limit + 1), data.count <= limit else { return nil }
        return data
    }

    private static func comment(_ entry: Entry) -> PostedComment? {
        let message = entry.message.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !message.isEmpty, message.count <= NewCommentPayload.maximumLength,
            !entry.username.isEmpty, entry.username.count <= 64
        else { return nil }
        let comment = SampleComment(
            id: entry.id, message: message, createdAt: entry.createdAt, username: entry.username)
        return PostedComment(imageID: entry.imageID, comment: comment)
    }

    private static var encoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .secondsSince1970
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    private static var decoder: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .secondsSince1970
        return decoder
    }
}
