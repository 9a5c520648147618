import Foundation

/// The process's resident memory in bytes, from `/proc/self/statm` (Linux); 0 where it cannot be read.
///
/// For tests that hold memory flat across many repetitions: what a repetition keeps shows as growth in
/// thousands of repetitions, far above what other tests of the process allocate meanwhile.
public func residentMemoryBytes() -> Int {
    guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = statm.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}
