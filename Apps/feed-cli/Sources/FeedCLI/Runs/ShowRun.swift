import EssentialFeed
import Foundation
import ImageComments
import SharedPresentation
import TerminalViews

/// The `show` command: one image's details. Fails (exit 1) when the image cannot be found; a missing image
/// data or comment list is a warning, and the rest is still shown.
struct ShowRun {
    let context: CommandContext
    let imageID: UUID

    /// How many remote pages (of 100) are searched for the image before giving up.
    static let maximumPages = 100

    @MainActor func run() async throws {
        let view = TextResourceView(output: context.runtime.standardOutput, spinner: context.spinner)
        let output = context.imageDetailsOutput()
        let presentation = context.presentation(on: view) { (details: ImageDetails) in
            context.reporter.warnAboutMissingParts(of: details)
            return output.render(details)
        }
        try await presentation.run(in: context) { session in
            let cache = await context.openCache(for: session)
            let service = context.feedImageService(session: session, cache: cache)
            await presentation.load { try await service.details(of: imageID) }
            // The details are shown; the picture's save may still wait for a cache another program holds locked.
            await service.finishSaving()
            await cache.close()
        }
    }
}
