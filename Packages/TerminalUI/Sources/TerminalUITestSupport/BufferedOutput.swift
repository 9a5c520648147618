import Foundation
import TerminalUI

/// Collects written text in memory: a terminal, or a pipe, for tests.
///
/// `@unchecked Sendable`: `buffer` is only touched under `lock`.
public final class BufferedOutput: TextOutput, @unchecked Sendable {
    public let isTerminal: Bool
    private let lock = NSLock()
    private var buffer = ""

    public init(isTerminal: Bool = false) {
        self.isTerminal = isTerminal
    }

    public func write(_ text: String) {
        lock.withLock { buffer += text }
    }

    /// Everything written so far.
    public var text: String { lock.withLock { buffer } }
}
