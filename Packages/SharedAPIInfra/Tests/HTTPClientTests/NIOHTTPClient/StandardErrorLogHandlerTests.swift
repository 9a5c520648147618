import Foundation
import Logging
import NIOHTTPClient
import Testing

/// Plain lines, the prefix first: no level, no date, no metadata; one message is one line.
@Suite("StandardErrorLogHandler")
struct StandardErrorLogHandlerTests {
    @Test("a message is written as one line after the prefix, metadata left out")
    func writesPlainLines() {
        let (logger, written) = makeSUT()

        logger.info("GET http://127.0.0.1/feed 200 12 bytes 3 ms", metadata: ["token": "s3cret"])

        #expect(written.lines == ["feed-cli: GET http://127.0.0.1/feed 200 12 bytes 3 ms\n"])
    }

    @Test("line breaks inside a message become spaces, so a message can never forge a second line")
    func oneMessageOneLine() {
        let (logger, written) = makeSUT()

        logger.info("first\nfeed-cli: forged\r\nline")

        #expect(written.lines == ["feed-cli: first feed-cli: forged  line\n"])
    }

    @Test("messages below the level are not written")
    func levelFilters() {
        let (logger, written) = makeSUT()

        logger.debug("detail")
        logger.warning("warned")

        #expect(written.lines == ["feed-cli: warned\n"])
    }

    // MARK: - Helpers

    /// `@unchecked Sendable`: `recorded` is only touched under `lock`.
    private final class Written: @unchecked Sendable {
        private let lock = NSLock()
        private var recorded: [String] = []
        var lines: [String] { lock.withLock { recorded } }
        func append(_ line: String) { lock.withLock { recorded.append(line) } }
    }

    private func makeSUT() -> (Logger, Written) {
        let written = Written()
        let logger = Logger(label: "feed-cli") { _ in
            StandardErrorLogHandler(prefix: "feed-cli: ") { written.append($0) }
        }
        return (logger, written)
    }
}
