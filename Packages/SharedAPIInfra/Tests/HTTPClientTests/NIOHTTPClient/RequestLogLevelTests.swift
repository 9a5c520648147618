import Logging
import NIOHTTPClient
import Synchronization
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
        let lines = Mutex<[String]>([])
        let logger = try #require(
            StandardErrorLogHandler.logger(label: "test", prefix: "tool: ", level: .info) { line in
                lines.withLock { $0.append(line) }
            })

        logger.debug("hidden")
        logger.info("shown")

        #expect(lines.withLock { $0 } == ["tool: shown\n"])
        #expect(StandardErrorLogHandler.logger(label: "test", prefix: "tool: ", level: nil) { _ in } == nil)
    }
}
