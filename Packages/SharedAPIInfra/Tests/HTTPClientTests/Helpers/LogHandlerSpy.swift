import Foundation
import Logging

/// Records every message logged through it, with its level and metadata.
///
/// `@unchecked Sendable`: `recorded` is only touched under `lock`; copies of the handler share one `Records`.
struct LogHandlerSpy: LogHandler {
    struct Entry: Equatable {
        let level: Logger.Level
        let message: String
        let metadata: [String: String]
    }

    /// `@unchecked Sendable`: `recorded` is only touched under `lock`.
    final class Records: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [Entry] = []

        var entries: [Entry] { lock.withLock { recorded } }
        var messages: [String] { entries.map(\.message) }

        func append(_ entry: Entry) { lock.withLock { recorded.append(entry) } }
    }

    let records = Records()
    var logLevel: Logger.Level = .trace
    var metadata: Logger.Metadata = [:]

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { metadata[key] }
        set { metadata[key] = newValue }
    }

    func log(event: LogEvent) {
        let merged = metadata.merging(event.metadata ?? [:]) { $1 }
        records.append(
            Entry(level: event.level, message: "\(event.message)", metadata: merged.mapValues { "\($0)" }))
    }

    /// A logger that writes to a new spy, and the spy's records.
    static func makeLogger() -> (Logger, Records) {
        let spy = LogHandlerSpy()
        return (Logger(label: "test") { _ in spy }, spy.records)
    }
}
