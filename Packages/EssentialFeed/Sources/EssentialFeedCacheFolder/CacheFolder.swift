import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cache folder made private and checked before the cache opens: its folders are 0700 and its files 0600 (a
/// cache of someone's feed is theirs alone; one made read-only stays so, with its owner's bits only), none of its
/// entries is a symbolic link, which would make the cache read or write wherever the link points, and each file is
/// a regular one: a FIFO or a device would block the command that opens it. Checks never follow a link and never
/// open what they check.
public struct CacheFolder: Sendable {
    public struct SymbolicLink: Error, CustomStringConvertible {
        /// The path that is a link.
        public let path: String
        public var description: String { "\(path) is a symbolic link" }
    }

    /// A FIFO, a device, a socket or a folder where a file of the cache belongs.
    public struct NotRegularFile: Error, CustomStringConvertible {
        /// The path that is not a regular file.
        public let path: String
        public var description: String { "\(path) is not a regular file" }
    }

    /// The cache's own folder.
    public let directory: URL
    /// The files the cache keeps in it; each may be missing.
    public let files: [String]

    /// The folder `directory`, keeping `files`.
    public init(directory: URL, files: [String]) {
        self.directory = directory
        self.files = files
    }

    /// Creates what is missing (folders 0700, `created` 0600), tightens the cache's own folder and files (not a
    /// cache root the user chose), refuses symbolic links and files that are not regular. Tightening takes away what
    /// others may do and never gives the owner more: a folder or file made read-only (chmod 555, 444) stays so.
    public func prepare(creating created: String) throws {
        try makeDirectory(directory.deletingLastPathComponent())
        try makeDirectory(directory)
        Self.tighten(directory.path, to: 0o700)
        let file = directory.appendingPathComponent(created).path
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
        for name in files {
            let path = directory.appendingPathComponent(name).path
            try Self.refuseUnlessRegular(path)
            Self.tighten(path, to: 0o600)
        }
    }

    /// Throws when the folder is a symbolic link, or one of its files is a link or not a regular file; changes
    /// nothing, and a missing folder or file is fine. For the commands that only read or clear a cache.
    public func check() throws {
        try Self.refuseSymbolicLink(directory.path)
        for name in files { try Self.refuseUnlessRegular(directory.appendingPathComponent(name).path) }
    }

    /// Whether `path` is a regular file, not through a link.
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
    }

    /// Keeps of `path`'s mode only the bits of `kept`, without following a link; changes nothing when it has no
    /// other, or is missing.
    private static func tighten(_ path: String, to kept: mode_t) {
        var info = stat()
        guard lstat(path, &info) == 0, info.st_mode & S_IFMT != S_IFLNK else { return }
        let mode = info.st_mode & 0o7777
        if mode & ~kept != 0 { _ = chmod(path, mode & kept) }
    }

    private func makeDirectory(_ url: URL) throws {
        let path = url.path
        try Self.refuseSymbolicLink(path)
        if mkdir(path, 0o700) == 0 { return }
        guard errno == EEXIST else {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            return
        }
    }

    private static func refuseSymbolicLink(_ path: String) throws {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { throw SymbolicLink(path: path) }
    }

    private static func refuseUnlessRegular(_ path: String) throws {
        var info = stat()
        guard lstat(path, &info) == 0 else { return }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return
        case S_IFLNK: throw SymbolicLink(path: path)
        default: throw NotRegularFile(path: path)
        }
    }
}
