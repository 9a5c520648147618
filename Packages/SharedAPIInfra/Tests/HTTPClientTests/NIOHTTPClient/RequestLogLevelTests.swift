import Foundation
import Logging
import NIOHTTPClient
import Testing

@Suite("RequestLogLevel: -v is info, a variable may say info or debug, and any other value is refused")
struct RequestLogLevelTests {
    @Test("without the variable (or with it empty) -v is info and no -v is no log")
    func flagAlone() throws {
        #expect(try RequestLogLevel.resolve(verbose: true, variable: nil) == .info)
        #expect(try RequestLogLevel.resolve(verbose: true, variable: "") == .info)
        #expect(try RequestLogLevel.resolve(verbose: false, variable: nil) == nil)
    }

    @Test("the variable names info or debug in any case, with or without -v")
    func variable() throws {
        #expect(try RequestLogLevel.resolve(verbose: false, variable: "DEBUG") == .debug)
        #expect(try RequestLogLevel.resolve(verbose: true, variable: "debug") == .debug)
        #expect(try RequestLogLevel.resolve(verbose: false, variable: "Info") == .info)
    }

    @Test("any other value is refused, repeated lowercased for the message")
    func refused() {
        #expect(throws: RequestLogLevel.Unknown(value: "trace")) {
            try RequestLogLevel.resolve(verbose: true, variable: "TRACE")
        }
    }

    @Test("the logger of a level writes that level and above after the prefix; no level is no logger")
    func logger() throws {
        let lines = Lines()
        let logger = try #require(
            StandardErrorLogHandler.logger(label: "test", prefix: "tool: ", level: .info) { lines.append($0) })

        logger.debug("hidden")
        logger.info("shown")

        #expect(lines.all == ["tool: shown\n"])
        #expect(StandardErrorLogHandler.logger(label: "test", prefix: "tool: ", level: nil) { _ in } == nil)
    }
}

/// `@unchecked Sendable`: `lines` is only touched under `lock`.
private final class Lines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var all: [String] { lock.withLock { lines } }
    func append(_ line: String) { lock.withLock { lines.append(line) } }
}
