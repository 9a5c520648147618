import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a path the way `cp` treats its target: a regular file is replaced atomically (a temporary
/// file beside it, renamed over it) and keeps its mode; a device, FIFO or socket is written into, never
/// replaced; a symbolic link is followed, so the link stays and its target gets the bytes.
public enum AtomicFile {
    /// Writes `data` to `path`; throws the `POSIXError` that stopped it, leaving a regular file as it was.
    public static func write(_ data: Data, to path: String) throws {
        let target = resolvedPath(path)
        var info = stat()
        guard stat(target, &info) == 0 else { return try replace(target, with: data, mode: nil) }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: throw POSIXError(.EISDIR)
        case S_IFREG: try replace(target, with: data, mode: info.st_mode & 0o7777)
        default: try writeInPlace(target, data)
        }
    }

    /// The path with its symbolic links followed, when it exists; the path as given otherwise.
    private static func resolvedPath(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    private static func replace(_ target: String, with data: Data, mode: mode_t?) throws {
        let temporary = target + ".replacing-\(UInt32.random(in: .min ... .max))"
        let descriptor = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, mode ?? 0o666)
        guard descriptor >= 0 else { throw POSIXError.current }
        do {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor)
            if let mode, fchmod(descriptor, mode) != 0 { throw POSIXError.current }
            guard fsync(descriptor) == 0 else { throw POSIXError.current }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let error = POSIXError.current
            unlink(temporary)
            throw error
        }
    }

    private static func writeInPlace(_ target: String, _ data: Data) throws {
        let descriptor = open(target, O_WRONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw POSIXError.current }
        defer { close(descriptor) }
        try writeAll(data, to: descriptor)
    }

    private static func writeAll(_ data: Data, to descriptor: Int32) throws {
        try data.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, base + offset, buffer.count - offset)
                if written < 0 && errno == EINTR { continue }
                guard written > 0 else { throw POSIXError.current }
                offset += written
            }
        }
    }
}

private func posixWrite(_ descriptor: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Int {
    write(descriptor, bytes, count)
}

extension POSIXError {
    /// The error `errno` names now.
    fileprivate static var current: POSIXError { POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
}
