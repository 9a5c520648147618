import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The store opens its files only when each is a regular file or missing, checked with `lstat`: it never follows a
/// symbolic link (which would read or write wherever it points) nor waits on a FIFO or a device (whose `open` or
/// first read can block for ever).
enum SQLiteFileKinds {
    /// The database and the files SQLite keeps beside it.
    static let suffixes = ["", "-wal", "-shm", "-journal"]

    /// Throws `unavailable` for the first of the database's files that exists and is not a regular file.
    static func check(_ url: URL) throws {
        for suffix in suffixes {
            let path = url.path + suffix
            var info = stat()
            guard lstat(path, &info) == 0 else { continue }
            switch info.st_mode & S_IFMT {
            case S_IFREG: continue
            case S_IFLNK: throw SQLiteFeedStore.Error.unavailable(URL(fileURLWithPath: path), cause: .symbolicLink)
            default: throw SQLiteFeedStore.Error.unavailable(URL(fileURLWithPath: path), cause: .notRegularFile)
            }
        }
    }
}
