import SharedPresentation
import SnapshotTesting
import TerminalUI
import TerminalUITestSupport
import TerminalViews
import Testing

@MainActor
@Suite("Terminal status views: the error and the loading view")
struct StatusViewsSnapshotTests {
    @Test("the error view writes the message and the cause in every theme", arguments: [Theme.light, .dark, .none])
    func errorViewWritesTheMessageAndTheCauseInEveryTheme(theme: Theme) {
        let output = BufferedOutput()
        let view = TerminalErrorView(output: output, theme: theme)

        view.display(
            .error(message: "Couldn't connect to server", cause: "Could not connect to the server.\u{1B}[2J"))

        assertSnapshot(of: output.text, as: .terminal, named: theme.name.rawValue)
    }

    @Test("the error view writes nothing for no error")
    func errorViewWritesNothingForNoError() {
        let output = BufferedOutput()

        TerminalErrorView(output: output, theme: .dark).display(.noError)

        #expect(output.text == "")
    }

    @Test("the loading view shows a spinner frame and clears it")
    func loadingViewShowsASpinnerFrameAndClearsIt() async throws {
        let output = BufferedOutput(isTerminal: true)
        let view = TerminalLoadingView(spinner: Spinner(output: output, interval: .never), message: "Loading…")

        view.display(ResourceLoadingViewModel(isLoading: true))
        while !output.text.contains("Loading…") { try await Task.sleep(for: .milliseconds(5)) }
        view.display(ResourceLoadingViewModel(isLoading: false))

        assertSnapshot(of: output.text, as: .terminal)
    }

    @Test("the loading view is silent when not a terminal")
    func loadingViewIsSilentWhenNotATerminal() {
        let output = BufferedOutput(isTerminal: false)
        let view = TerminalLoadingView(spinner: Spinner(output: output), message: "Loading…")

        view.display(ResourceLoadingViewModel(isLoading: true))
        view.display(ResourceLoadingViewModel(isLoading: false))

        #expect(output.text == "")
    }
}
