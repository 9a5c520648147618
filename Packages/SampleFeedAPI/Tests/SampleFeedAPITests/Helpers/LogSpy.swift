import NIOConcurrencyHelpers

/// Records the lines a server logs.
final class LogSpy: Sendable {
    private let recorded = NIOLockedValueBox<[String]>([])

    var lines: [String] { recorded.withLockedValue { $0 } }

    func append(_ line: String) {
        recorded.withLockedValue { $0.append(line) }
    }
}
