import SharedAPI
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import FeedCLI

@Suite("CommandReporter: a command's warnings and failures on stderr, in its format")
struct CommandReporterTests {
    @Test("a warning is one feed-cli: warning: line in the command's language")
    func warningLine() {
        let (reporter, stderr) = makeSUT(format: .text, language: "fr")

        reporter.warn("the cache is old")

        #expect(stderr.text == "feed-cli: avertissement: the cache is old\n")
    }

    @Test("with --json, a failed post ends with one error object that gives the typed message back")
    func jsonFailureKeepsTheMessage() {
        let (reporter, stderr) = makeSUT(format: .json, typedMessage: "Lovely light")

        let code = reporter.exit(for: ResourceLoadError.timedOut("no answer"), mayHaveBeenPosted: true)

        #expect(code.rawValue == 75)
        #expect(
            stderr.text == """
                {"error":{"cause":"no answer","kind":"timeout","may_have_been_posted":true,\
                "message":"The server didn't answer in time","status":null,"your_message":"Lovely light"}}

                """)
    }

    @Test("as text, a failure's exit writes nothing more: the error view said it while it happened")
    func textFailureWritesNothingAtExit() {
        let (reporter, stderr) = makeSUT(format: .text)

        let code = reporter.exit(for: ResourceLoadError.timedOut("no answer"))

        #expect(code.rawValue == 75)
        #expect(stderr.text.isEmpty)
    }

    @MainActor @Test("with --json, a failed load is not shown while it happens: the error object says it at the end")
    func jsonErrorViewIsSilent() {
        let (reporter, stderr) = makeSUT(format: .json)

        reporter.errorView.display(.error(message: "Timed out", cause: "no answer"))

        #expect(stderr.text.isEmpty)
    }

    // MARK: - Helpers

    private func makeSUT(format: OutputFormat, language: String = "en", typedMessage: String? = nil)
        -> (CommandReporter, BufferedOutput)
    {
        let stderr = BufferedOutput()
        let spinner = Spinner(output: BufferedOutput(), interval: .seconds(60))
        let reporter = CommandReporter(
            standardError: stderr, spinner: spinner, format: format, language: language, theme: .none,
            typedMessage: typedMessage)
        return (reporter, stderr)
    }
}
