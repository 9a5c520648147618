import ArgumentParser
import SharedPresentation
import TerminalUI
import TerminalViews

/// What a command says on stderr while it runs, and how a failure ends it: warning and failure lines (the spinner
/// stopped first, so that the two do not share a line), the view a failed load is shown on, and with `--json` the
/// failure as one JSON object.
struct CommandReporter: Sendable {
    /// stderr, erasing the spinner's line before it writes.
    let standardError: any TextOutput
    let spinner: Spinner
    /// Text, or JSON (`--json`): then a failure is one JSON object on stderr, written when the command ends.
    let format: OutputFormat
    let language: String
    /// The theme of stderr, which may be a terminal when stdout is not.
    let theme: Theme
    /// What `comment` posts: with `--json`, every failure gives it back in the error object.
    let typedMessage: String?

    /// One `feed-cli: …` error line on stderr, for a command that fails with what it says.
    func sayFailure(_ message: String) {
        standardError.write("feed-cli: " + message + "\n")
    }

    /// One `feed-cli: …` error line saying that what is at `path` could not be done (`key`'s words), and why.
    func sayFailure(_ key: CLIStrings.Key, path: String, because error: any Error) {
        let values = ["path": path, "cause": ErrorPresentation.cause(of: error, language: language)]
        sayFailure(CLIStrings.format(key, language: language, values))
    }

    /// One `feed-cli: warning: …` line on stderr, after stopping the spinner so that the two do not share a line.
    func warn(_ message: String) {
        spinner.stop()
        let line = "feed-cli: " + CLIStrings.string(.warning, language: language) + ": " + TerminalText.safe(message)
        standardError.write(theme.warning.apply(line) + "\n")
    }

    /// What only a person needs besides the failure (why no saved feed was shown, the typed message given back): said
    /// with text, and with `--json` nothing, since the error object is what a script reads.
    func explain(_ say: (CommandReporter) -> Void) {
        if format.isForPeople { say(self) }
    }

    /// Where a failure is shown while it happens: stderr, or nowhere with `--json` (see `exit(for:)`).
    @MainActor var errorView: any ResourceErrorView {
        format.pick(
            text: TerminalErrorView(output: standardError, theme: theme, spinner: spinner), json: SilentErrorView())
    }

    /// How the command ends after `error` was shown: with `--json` the failure as one JSON object on stderr now,
    /// with the typed message and whether it `mayHaveBeenPosted`; the exit code says its kind (`CommandFailure`).
    func exit(for error: any Error, mayHaveBeenPosted: Bool = false) -> ExitCode {
        spinner.stop()
        let post = typedMessage.map { JSONError.FailedPost(message: $0, mayHaveBeenPosted: mayHaveBeenPosted) }
        if let line = format.pick(text: nil, json: JSONError.line(for: error, language: language, post: post)) {
            standardError.write(line)
        }
        return CommandFailure(error).exitCode
    }
}
