import Foundation
import TerminalUI

/// The terminal's answer to ``GraphicsQuery`` (its graphics and its background colour), asked at most once a command
/// and only when the theme or the pictures need it: both read it from one round of questions.
///
/// `@unchecked Sendable`: `answer` is read and written only under `lock`.
final class TerminalAnswer: @unchecked Sendable {
    private let lock = NSLock()
    private let ask: @Sendable () -> GraphicsQueryReply?
    private var answer: GraphicsQueryReply??

    init(ask: @escaping @Sendable () -> GraphicsQueryReply?) {
        self.ask = ask
    }

    /// The reply, asking the terminal the first time; nil when it answered nothing.
    func reply() -> GraphicsQueryReply? {
        lock.withLock {
            if let answer { return answer }
            let reply = ask()
            answer = .some(reply)
            return reply
        }
    }
}
