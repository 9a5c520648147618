import EssentialFeed
import FileReplacement
import Foundation
import SharedAPI
import SharedPresentation

/// The `image` command: finds the image in the cached or remote feed, then its bytes (cache, else network, then saved).
struct ImageRun {
    let context: CommandContext
    let imageID: UUID
    let outputPath: String?

    @MainActor func run() async throws {
        let pictures = outputPath == nil ? context.settings.pictureRenderer() : nil
        let view = ImageDataView(
            runtime: context.runtime, spinner: context.spinner, language: context.language, pictures: pictures)
        let presentation = context.presentation(on: view, mapper: save)
        try await presentation.run(in: context) { session in
            let cache = await context.openCache(for: session)
            let service = context.feedImageService(session: session, cache: cache)
            await presentation.load { try await service.data(ofImage: imageID) }
            // The picture is shown; its save may still wait for a cache another program holds locked.
            await service.finishSaving()
            await cache.close()
        }
    }

    /// With `-o`, the bytes go to the file and nothing is shown; a file that cannot be written is the failure.
    private func save(_ bytes: ImageBytes) throws -> ImageBytes? {
        guard let outputPath else { return bytes }
        try AtomicFile.write(bytes.data, namingFailuresAt: outputPath)
        return nil
    }
}
