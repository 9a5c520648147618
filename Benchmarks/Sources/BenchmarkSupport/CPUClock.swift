#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// CPU time, the stable companion of the wall clock: it counts what the code ran, not what the machine's other
/// work made it wait for. The thread clock suits synchronous work; the process clock, work that hops threads
/// (async calls, a database's own queue).
public enum CPUClock {
    /// CPU time of the calling thread so far.
    public static var thread: Duration { reading(CLOCK_THREAD_CPUTIME_ID) }

    /// CPU time of every thread of the process so far.
    public static var process: Duration { reading(CLOCK_PROCESS_CPUTIME_ID) }

    /// Microseconds from `start` to `end`, as a benchmark's custom metric takes them.
    public static func microseconds(from start: Duration, to end: Duration) -> Int {
        Int((end - start) / .microseconds(1))
    }

    private static func reading(_ clock: clockid_t) -> Duration {
        var time = timespec()
        clock_gettime(clock, &time)
        return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    }
}
