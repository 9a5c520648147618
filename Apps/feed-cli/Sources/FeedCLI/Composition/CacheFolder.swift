import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A cache folder made private and checked before the cache opens: its folders are 0700 and its files 0600 (a
/// cache of someone's feed is theirs alone), and none of its entries is a symbolic link, which would make the
/// cache read or write wherever the link points.
struct CacheFolder {
    struct SymbolicLink: Error, CustomStringConvertible {
        let path: String
        var description: String { "\(path) is a symbolic link" }
    }

    let directory: URL
    /// The files the cache keeps in it; each may be missing.
    let files: [String]

    /// Creates what is missing (folders 0700, `created` 0600), tightens the cache's own folder and files (not a
    /// cache root the user chose), refuses symbolic links.
    func prepare(creating created: String) throws {
        try makeDirectory(directory.deletingLastPathComponent())
        try makeDirectory(directory)
        _ = chmod(directory.path, 0o700)
        for name in files {
            let path = directory.appendingPathComponent(name).path
            try refuseSymbolicLink(path)
            _ = chmod(path, 0o600)
        }
        let file = directory.appendingPathComponent(created).path
        let descriptor = open(file, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        if descriptor >= 0 { close(descriptor) }
    }

    private func makeDirectory(_ url: URL) throws {
        let path = url.path
        try refuseSymbolicLink(path)
        if mkdir(path, 0o700) == 0 { return }
        guard errno == EEXIST else {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            return
        }
    }

    private func refuseSymbolicLink(_ path: String) throws {
        var info = stat()
        if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK { throw SymbolicLink(path: path) }
    }
}
