import Foundation
import GRDBSQLite

/// SQLite's default VFS with every flush (`xSync`, which is `fsync`/`fdatasync`) recorded by the path of the file
/// flushed, for the files under a folder a test names. Installed as the default VFS of the test process once, it
/// passes everything else through, so tests running beside one that counts are not changed.
///
/// `@unchecked Sendable`: every stored property is only read and written under `lock`; SQLite calls the VFS from
/// any thread.
final class FlushCountingVFS: @unchecked Sendable {
    static let shared = FlushCountingVFS()

    private let lock = NSLock()
    private var paths: [UnsafeMutableRawPointer: String] = [:]
    private var originals: [UnsafeRawPointer: UnsafePointer<sqlite3_io_methods>] = [:]
    private var wrappers: [UnsafeRawPointer: UnsafeMutablePointer<sqlite3_io_methods>] = [:]
    private var flushed: [String] = []
    private let base: UnsafeMutablePointer<sqlite3_vfs>

    private init() {
        base = sqlite3_vfs_find(nil)
        let vfs = UnsafeMutablePointer<sqlite3_vfs>.allocate(capacity: 1)
        vfs.initialize(to: base.pointee)
        vfs.pointee.zName = UnsafePointer(strdup("flush-counting"))
        vfs.pointee.xOpen = { vfs, name, file, flags, outFlags in
            FlushCountingVFS.shared.open(name, file, flags, outFlags)
        }
        sqlite3_vfs_register(vfs, 1)
    }

    /// The paths of the files under `folder` flushed so far, one entry a flush.
    func flushes(under folder: URL) -> [String] {
        let prefix = folder.path
        return lock.withLock { flushed.filter { $0.hasPrefix(prefix) } }
    }

    private func open(
        _ name: sqlite3_filename?, _ file: UnsafeMutablePointer<sqlite3_file>?, _ flags: Int32,
        _ outFlags: UnsafeMutablePointer<Int32>?
    ) -> Int32 {
        let code = base.pointee.xOpen(base, name, file, flags, outFlags)
        guard code == SQLITE_OK, let file, let methods = file.pointee.pMethods else { return code }
        let path = name.map { String(cString: $0) } ?? ""
        file.pointee.pMethods = lock.withLock {
            paths[UnsafeMutableRawPointer(file)] = path
            return UnsafePointer(wrapper(of: methods))
        }
        return code
    }

    /// A copy of `methods` whose `xSync` records the flush, then flushes with `methods`; one per original.
    private func wrapper(of methods: UnsafePointer<sqlite3_io_methods>) -> UnsafeMutablePointer<sqlite3_io_methods> {
        if let wrapper = wrappers[UnsafeRawPointer(methods)] { return wrapper }
        let wrapper = UnsafeMutablePointer<sqlite3_io_methods>.allocate(capacity: 1)
        wrapper.initialize(to: methods.pointee)
        wrapper.pointee.xSync = { file, flags in FlushCountingVFS.shared.sync(file, flags) }
        wrappers[UnsafeRawPointer(methods)] = wrapper
        originals[UnsafeRawPointer(wrapper)] = methods
        return wrapper
    }

    private func sync(_ file: UnsafeMutablePointer<sqlite3_file>?, _ flags: Int32) -> Int32 {
        guard let file, let methods = file.pointee.pMethods else { return SQLITE_MISUSE }
        let original = lock.withLock { () -> UnsafePointer<sqlite3_io_methods>? in
            flushed.append(paths[UnsafeMutableRawPointer(file)] ?? "")
            return originals[UnsafeRawPointer(methods)]
        }
        guard let original, let xSync = original.pointee.xSync else { return SQLITE_MISUSE }
        return xSync(file, flags)
    }
}
