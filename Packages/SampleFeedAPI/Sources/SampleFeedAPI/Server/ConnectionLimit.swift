#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How many connections the server takes at once, from how many descriptors the process may open.
enum ConnectionLimit {
    /// Half of the soft `RLIMIT_NOFILE` beyond 64 descriptors (kept for the event loops, files and the listener),
    /// between 16 and 4,096: 96 under a limit of 256.
    static func fromDescriptorLimit() -> Int {
        var limit = rlimit()
        #if canImport(Glibc)
            let read = getrlimit(__rlimit_resource_t(RLIMIT_NOFILE.rawValue), &limit)
        #else
            let read = getrlimit(RLIMIT_NOFILE, &limit)
        #endif
        // No limit (RLIM_INFINITY) reads as the largest Int, which the ceiling caps.
        return allowing(descriptors: read == 0 ? Int(clamping: limit.rlim_cur) : 256)
    }

    static func allowing(descriptors: Int) -> Int {
        min(4_096, max(16, (descriptors - 64) / 2))
    }
}
