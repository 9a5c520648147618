import Foundation
import ImageComments
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews

/// `comments --follow`: the current comments, then every new one (by id) as polling finds it, until
/// SIGINT, SIGTERM or cancellation, which end it with exit 0, or until stdout's reader leaves (exit 141, as a
/// closed pipe). A failed poll is one warning, then polling goes on.
struct CommentsFollowRun {
    let context: CommandContext
    let imageID: UUID
    let sort: ImageCommentsSort
    let interval: Duration

    @MainActor func run() async throws {
        var shown = NewComments()
        let stdout = context.runtime.standardOutput
        let output = context.commentsOutput()
        let first = context.presentation(on: TextResourceView(output: stdout, spinner: context.spinner)) {
            output.render(.list(shown.unseen(in: sort.sorted($0))))
        }
        let tick = context.backgroundPresentation(on: TextResourceView(output: stdout)) {
            output.render(.appended(shown.unseen(in: sort.sorted($0))))
        }
        try await first.run(in: context) { session in
            let api = session.commentsAPI
            guard await first.load(api.comments(of: imageID)) != nil else { return }
            // As `tail -f`: a reader that left (`| head -2`) ends the run now, not at a next write that may never come.
            context.runtime.watchStandardOutputReader { FeedCLIRuntime.endOnFailedStandardOutput(EPIPE) }
            await Polling(interval: interval, clock: context.runtime.pollingClock).untilStopped {
                await tick.load(api.comments(of: imageID))
            }
        }
    }
}
