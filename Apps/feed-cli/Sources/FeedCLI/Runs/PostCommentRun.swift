import Foundation
import ImageComments
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews

/// The `comment` command: posts the message (a spinner on a terminal's stderr meanwhile), then prints the created comment.
struct PostCommentRun {
    let context: CommandContext
    let imageID: UUID
    let message: String
    let json: Bool
    /// Whether the token came from `--token`: the hint to check then says `--token TOKEN`, never the token.
    var tokenOption = false

    @MainActor func run() async throws {
        let view = TextResourceView(output: context.runtime.standardOutput, spinner: context.spinner)
        let sending = CLIStrings.string(.sending, language: context.language)
        let presentation = context.presentation(on: view, loadingMessage: sending, mapper: render)
        // Ctrl-C or SIGTERM while sending: the request may have gone out, so it is said, and the message kept.
        let signals = SignalWatcher(
            [SIGINT, SIGTERM].map { number in (number, { [self] in interrupted(by: number) }) })
        defer { signals.stop() }
        do {
            try await presentation.run(in: context) { session in
                await presentation.load { try await session.commentsAPI.post(message, on: imageID) }
            }
        } catch {
            if let failure = presentation.failure, !json { keepMessage(after: failure) }
            throw error
        }
    }

    /// Says that the comment may have been posted and prints the message back (with `--json` the script has both),
    /// then ends with the status of that signal (130 for Ctrl-C).
    private func interrupted(by number: Int32) {
        context.spinner.stop()
        if !json {
            mayHavePosted()
            keepMessage()
        }
        _exit(128 + number)
    }

    /// After a failed post, nothing typed is lost: the message is printed back on stderr (with `--json` the script
    /// has it), and when the request went out (no answer in time, or an answer that was no created comment) the
    /// comment may exist already.
    private func keepMessage(after failure: any Error) {
        let kind = LoadFailure(failure).kind
        if kind == .timeout || kind == .invalidData { mayHavePosted() }
        keepMessage()
    }

    private func mayHavePosted() {
        context.sayFailure(CLIStrings.format(.mayHavePosted, language: context.language, ["command": checkCommand]))
    }

    private func keepMessage() {
        let line = CLIStrings.format(.yourMessage, language: context.language, ["message": message])
        context.runtime.standardError.write(TerminalText.safe(line, lineBreaks: .keep) + "\n")
    }

    /// The command that lists the image's comments from the same API: the base URL given, and `--token TOKEN`
    /// when the token was an option (one from the environment is still there).
    private var checkCommand: String {
        let baseURL = context.settings.explicitBaseURL.map { " --base-url " + $0.normalized } ?? ""
        return "feed-cli comments \(imageID.uuidString.lowercased())" + baseURL + (tokenOption ? " --token TOKEN" : "")
    }

    private func render(_ comment: ImageComment) -> String {
        let output = context.commentsOutput(json: json)
        return output.list([comment], rows: output.format.rowsJustMade([comment]))
    }
}
