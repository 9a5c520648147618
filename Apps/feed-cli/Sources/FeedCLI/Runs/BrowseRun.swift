import ArgumentParser
import EssentialFeedCacheFolder
import FeedBrowser
import ImageComments
import SharedAPI
import TerminalUI

/// The interactive browser, composed with the same feed, image and comments loaders as the other commands.
struct BrowseRun {
    let context: CommandContext

    func run() async throws {
        // Refused before anything starts, the sample API included: nothing of it would be used.
        guard context.runtime.standardInputIsTerminal, context.runtime.standardOutput.isTerminal,
            context.runtime.environment["TERM"] != "dumb"
        else {
            throw refusal()
        }
        try await context.withSession { session in
            let cache = await context.openCache(for: session)
            let marks = NewImageMarks(remembers: true)
            marks.start(in: cache.directory)
            let feed = BrowserDependencies.feedService(session: session, cache: cache)
            // No warning from the saves while the browser owns the screen: a failed one is left unsaid.
            let images = ImageDataService(
                remote: session.imageBytes, cache: cache.images, logger: context.settings.requestLogger)
            var dependencies = BrowserDependencies.composed(
                session: session, cache: cache, feed: feed, images: images, marks: marks, context: context)
            dependencies.terminal = context.runtime.terminal
            let result = await browse(dependencies)
            await feed.finishSaving()
            marks.remember(in: cache.directory)
            await images.finishSaving()
            await cache.close()
            try result.get()
        }
    }

    private func browse(_ dependencies: BrowserDependencies) async -> Result<Void, any Error> {
        do {
            try await Browser.run(dependencies)
            return .success(())
        } catch RawTerminalError.notATerminal {
            return .failure(refusal())
        } catch {
            let cause = ErrorPresentation.cause(of: error, language: context.language)
            context.reporter.sayFailure(
                CLIStrings.format(.browserStopped, language: context.language, ["cause": cause]))
            return .failure(ExitCode.failure)
        }
    }

    /// Says why there is no browser: no terminal at all, or one that cannot draw it (`TERM=dumb`).
    private func refusal() -> ExitCode {
        let dumb = context.runtime.environment["TERM"] == "dumb"
        context.reporter.sayFailure(
            CLIStrings.string(dumb ? .dumbTerminal : .needsTerminal, language: context.language))
        return ExitCode.validationFailure
    }
}
