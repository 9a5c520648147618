#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `posix_openpt`, `grantpt`, `unlockpt` and `ptsname`, looked up at run time: Glibc's Swift module
/// hides them behind feature macros.
enum PseudoTerminalCalls {
    private typealias Open = @convention(c) (Int32) -> Int32
    private typealias Prepare = @convention(c) (Int32) -> Int32
    private typealias Name = @convention(c) (Int32) -> UnsafeMutablePointer<CChar>?

    static func openMaster() -> Int32 {
        guard let open: Open = function("posix_openpt") else { return -1 }
        // Close on exec from the start: a process another test starts meanwhile must not hold the terminal.
        return open(O_RDWR | O_NOCTTY | O_CLOEXEC)
    }

    static func slaveName(of master: Int32) -> String? {
        guard let grant: Prepare = function("grantpt"), let unlock: Prepare = function("unlockpt"),
            let name: Name = function("ptsname"), grant(master) == 0, unlock(master) == 0, let path = name(master)
        else { return nil }
        return String(cString: path)
    }

    private static func function<T>(_ name: String) -> T? {
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), name) else { return nil }
        return unsafeBitCast(symbol, to: T.self)
    }
}
