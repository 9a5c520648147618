import Foundation

/// Collects written text in memory, for tests and for rendering to a string.
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
