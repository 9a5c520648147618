import ArgumentParser
import Foundation

/// ArgumentParser asks a custom completion for its candidates synchronously, while candidates read from a file or
/// a database come from async code: the request is parsed on a thread of its own, off Swift's cooperative pool, and
/// the completion waits there for the async code, which then never lacks a pool thread the waiting holds.
public enum SynchronousCompletions {
    /// The result of `work`, run to its end from synchronous code that blocks until then.
    ///
    /// Call it only off the cooperative pool (from a parse started by ``parseOnOwnThread(_:_:around:)``):
    /// on a pool thread the wait can hold the thread that `work` needs.
    ///
    /// - Parameter work: The async work.
    /// - Returns: What it returned.
    public static func waiting<T: Sendable>(for work: @escaping @Sendable () async -> T) -> T {
        let box = ResultBox<T>()
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            box.value = await work()
            done.signal()
        }
        done.wait()
        return box.value!
    }

    /// The command `arguments` ask for, parsed as `root.parseAsRoot` parses them but on a thread of its own, so that
    /// a custom completion may wait there for async code (``waiting(for:)``).
    ///
    /// - Parameters:
    ///   - root: The root command.
    ///   - arguments: The command line without the program's name.
    ///   - around: Wraps the parse on its thread, which inherits no task-local value: set those the completions read.
    /// - Returns: The parsed command.
    /// - Throws: What `parseAsRoot` throws.
    public static func parseOnOwnThread(
        _ root: any ParsableCommand.Type, _ arguments: [String],
        around: @escaping @Sendable (() -> Void) -> Void = { $0() }
    ) async throws -> any ParsableCommand {
        let parsed = await withCheckedContinuation { (continuation: CheckedContinuation<ParsedCommand, Never>) in
            Thread {
                around { continuation.resume(returning: ParsedCommand { try root.parseAsRoot(arguments) }) }
            }.start()
        }
        return try parsed.command()
    }

    /// `@unchecked Sendable`: written once before a semaphore's signal, read after its wait.
    private final class ResultBox<T>: @unchecked Sendable {
        var value: T?
    }
}

/// The outcome of parsing on another thread. `@unchecked Sendable`: made on that thread and only read after it is
/// handed over.
private struct ParsedCommand: @unchecked Sendable {
    let command: () throws -> any ParsableCommand

    init(_ parse: () throws -> any ParsableCommand) {
        let result = Result { try parse() }
        command = { try result.get() }
    }
}
