import SharedPresentation
import SnapshotTesting
import TerminalUI
import TerminalViews
import XCTest

@MainActor
final class StatusViewsSnapshotTests: XCTestCase {
    func test_errorView_writesTheMessageAndTheCauseInEveryTheme() {
        for theme in [Theme.light, .dark, .none] {
            let output = BufferedOutput()
            let view = TerminalErrorView(output: output, theme: theme)

            view.display(
                .error(message: "Couldn't connect to server", cause: "Could not connect to the server.\u{1B}[2J"))

            assertSnapshot(of: output.text, as: .terminal, named: theme.name.rawValue)
        }
    }

    func test_errorView_writesNothingForNoError() {
        let output = BufferedOutput()

        TerminalErrorView(output: output, theme: .dark).display(.noError)

        XCTAssertEqual(output.text, "")
    }

    func test_loadingView_showsASpinnerFrameAndClearsIt() async throws {
        let output = BufferedOutput(isTerminal: true)
        let view = TerminalLoadingView(spinner: Spinner(output: output, interval: .seconds(60)), message: "Loading…")

        view.display(ResourceLoadingViewModel(isLoading: true))
        while !output.text.contains("Loading…") { try await Task.sleep(for: .milliseconds(5)) }
        view.display(ResourceLoadingViewModel(isLoading: false))

        assertSnapshot(of: output.text, as: .terminal)
    }

    func test_loadingView_isSilentWhenNotATerminal() {
        let output = BufferedOutput(isTerminal: false)
        let view = TerminalLoadingView(spinner: Spinner(output: output), message: "Loading…")

        view.display(ResourceLoadingViewModel(isLoading: true))
        view.display(ResourceLoadingViewModel(isLoading: false))

        XCTAssertEqual(output.text, "")
    }
}
