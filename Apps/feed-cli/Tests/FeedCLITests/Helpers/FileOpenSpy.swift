import Foundation

#if canImport(Glibc)
    import Glibc

    /// Records, through Linux's inotify, every open of a folder or of a file in it, by any process: what a process
    /// opened is known the moment it exits, since the kernel queues the event during the `open` call itself.
    final class FileOpenSpy {
        private let descriptor: Int32

        /// Watches `folder` from now on; throws when inotify cannot be used.
        init(watching folder: URL) throws {
            descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            guard inotify_add_watch(descriptor, folder.path, UInt32(IN_OPEN)) >= 0 else {
                close(descriptor)
                throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
            }
        }

        deinit {
            close(descriptor)
        }

        /// The names opened since the last call, in order: a file's name, or "." for the folder itself.
        func openedNames() -> [String] {
            var names: [String] = []
            var buffer = [UInt8](repeating: 0, count: 64 * 1024)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { return names }
                names += Self.names(in: buffer[0..<count])
            }
        }

        /// The names of the `inotify_event` records in `bytes`: a header, then `len` bytes of NUL-padded name.
        private static func names(in bytes: ArraySlice<UInt8>) -> [String] {
            var names: [String] = []
            var offset = bytes.startIndex
            let header = MemoryLayout<inotify_event>.size
            while offset + header <= bytes.endIndex {
                let length = bytes.withUnsafeBytes {
                    Int($0.loadUnaligned(fromByteOffset: offset - bytes.startIndex, as: inotify_event.self).len)
                }
                let name = bytes[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
                names.append(name.isEmpty ? "." : String(decoding: name, as: UTF8.self))
                offset += header + length
            }
            return names
        }
    }
#endif
