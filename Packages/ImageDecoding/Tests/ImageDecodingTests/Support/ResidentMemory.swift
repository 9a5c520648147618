import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process's peak resident memory, to bound what one decode adds to it. On Linux the peak is reset first
/// (`/proc/self/clear_refs`), so that an earlier test's peak cannot hide a later one's growth; elsewhere, or where
/// the reset is refused, the peak is the process's whole-life one (`getrusage`).
enum ResidentMemory {
    /// Resets the peak where the system allows it, and returns it: the resident bytes now, after a reset.
    static func resetPeak() -> Int {
        #if os(Linux)
            FileHandle(forWritingAtPath: "/proc/self/clear_refs")?.write(Data("5".utf8))
        #endif
        return peak()
    }

    /// The peak resident bytes since the last reset.
    static func peak() -> Int {
        #if os(Linux)
            let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
            if let kilobytes = line?.split(separator: " ").dropFirst().first.flatMap({ Int($0) }) {
                return kilobytes * 1024
            }
        #endif
        var usage = rusage()
        #if canImport(Darwin)
            getrusage(RUSAGE_SELF, &usage)
            return Int(usage.ru_maxrss)
        #else
            getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
            return Int(usage.ru_maxrss) * 1024
        #endif
    }
}
