import Foundation

/// Blocking work (reading a pipe to its end, waiting for a process) kept off Swift's cooperative pool: the
/// in-process sample servers need every pool thread (two on a two-core machine) to answer the child.
package enum OwnThread {
    /// The result of a blocking `work`, done on a new thread.
    package static func run<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: work()) }
        }
    }
}
