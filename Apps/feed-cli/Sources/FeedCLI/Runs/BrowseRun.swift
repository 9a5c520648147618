import ArgumentParser
import FeedBrowser
import ImageComments
import SharedAPI

/// The interactive browser, composed with the same feed, image and comments loaders as the other commands.
struct BrowseRun {
    let context: CommandContext

    func run() async throws {
        // Refused before anything starts, the sample API included: nothing of it would be used.
        guard context.runtime.standardInputIsTerminal, context.runtime.standardOutput.isTerminal else {
            throw refusal()
        }
        try await context.withSession { session in
            try await browse(dependencies(session: session, cache: await context.openCache(for: session))).get()
        }
    }

    private func browse(_ dependencies: BrowserDependencies) async -> Result<Void, any Error> {
        do {
            try await Browser.run(dependencies)
            return .success(())
        } catch BrowserError.notATerminal {
            return .failure(refusal())
        } catch {
            let cause = FailureCause.describe(error, language: context.language)
            context.sayFailure(CLIStrings.format(.browserStopped, language: context.language, ["cause": cause]))
            return .failure(ExitCode.failure)
        }
    }

    private func refusal() -> ExitCode {
        context.sayFailure(CLIStrings.string(.needsTerminal, language: context.language))
        return ExitCode.validationFailure
    }

    private func dependencies(session: APISession, cache: FeedCache) -> BrowserDependencies {
        let client = session.client
        let baseURL = session.baseURL
        let feed = FeedService(
            client: client, baseURL: baseURL, cache: cache.feed, writer: cache.writer, pageSize: FeedPages.pageSize)
        let images = ImageDataService(client: client, cache: cache.images)
        let comments = session.commentsAPI
        return BrowserDependencies(
            loadFeed: { try await feed.load().page },
            loadImageData: { try await images.imageData(from: $0) },
            loadComments: { try await comments.comments(of: $0) },
            postComment: { try await comments.post($1, on: $0) },
            language: context.language, theme: context.settings.theme, environment: context.runtime.environment,
            currentDate: context.runtime.currentDate)
    }
}
