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
            _ = try await context.withSession { session in
                await presentation.load(session.commentsAPI.post(message, on: imageID))
            }
        } catch {
            keepMessage(mayHaveBeenPosted: false)
            throw error
        }
        guard let failure = presentation.failure else { return }
        let mayHaveBeenPosted = Self.mayHaveBeenPosted(after: failure)
        let exit = context.reporter.exit(for: failure, mayHaveBeenPosted: mayHaveBeenPosted)
        keepMessage(mayHaveBeenPosted: mayHaveBeenPosted)
        throw exit
    }

    /// Whether the comment may exist although the post failed: the request may have reached the server unless the
    /// failure came before it left, or the server answered that it could not find or let in the request.
    static func mayHaveBeenPosted(after failure: any Error) -> Bool {
        let failure = LoadFailure(failure)
        switch failure.kind {
        case .timeout, .invalidData: return true
        case .notFound, .unauthorized: return false
        case .unavailable: return !failure.cause.isBeforeSending
        }
    }

    /// Says that the comment may have been posted and prints the message back (with `--json` the script has both),
    /// then ends with the status of that signal (130 for Ctrl-C).
    private func interrupted(by number: Int32) {
        context.spinner.stop()
        keepMessage(mayHaveBeenPosted: true)
        _exit(128 + number)
    }

    /// After a failed post, nothing typed is lost: the message is printed back on stderr (with `--json`, the error
    /// object holds it), and when the request may have gone out, that the comment may exist already.
    private func keepMessage(mayHaveBeenPosted: Bool) {
        let language = context.language
        context.reporter.explain { reporter in
            if mayHaveBeenPosted {
                reporter.sayFailure(CLIStrings.format(.mayHavePosted, language: language, ["command": checkCommand]))
            }
            let line = CLIStrings.format(.yourMessage, language: language, ["message": message])
            reporter.standardError.write(TerminalText.safe(line, lineBreaks: .keep) + "\n")
        }
    }

    /// The command that lists the image's comments from the same API: the base URL given, and `--token TOKEN`
    /// when the token was an option (one from the environment is still there).
    private var checkCommand: String {
        let baseURL = context.settings.explicitBaseURL.map { " --base-url " + $0.normalized } ?? ""
        return "feed-cli comments \(imageID.uuidString.lowercased())" + baseURL + (tokenOption ? " --token TOKEN" : "")
    }

    private func render(_ comment: ImageComment) -> String {
        context.commentsOutput().render(.list([comment]))
    }
}
