import EssentialFeed
import Foundation
import SharedAPI
import SharedPresentation

/// The `image` command: finds the image in the cached or remote feed, then its bytes (cache, else network, then saved).
struct ImageRun {
    let context: CommandContext
    let imageID: UUID
    let outputPath: String?

    @MainActor func run() async throws {
        let view = ImageDataView(runtime: context.runtime, spinner: context.spinner, language: context.language)
        let presentation = context.presentation(on: view, mapper: save)
        try await presentation.run(in: context) { session in
            let cache = await context.openCache(for: session)
            await presentation.load { try await load(session: session, cache: cache) }
        }
    }

    /// With `-o`, the bytes go to the file and nothing is shown; a file that cannot be written is the failure.
    private func save(_ data: Data) throws -> Data? {
        guard let outputPath else { return data }
        try ImageFile(path: outputPath).write(data)
        return nil
    }

    /// The bytes at the image's URL; for an image found in the cache whose URL fails, at the remote feed's URL.
    private func load(session: APISession, cache: FeedCache) async throws -> Data {
        let images = ImageDataService(client: session.client, cache: cache.images)
        let remote = FeedService(client: session.client, baseURL: session.baseURL, cache: nil, pageSize: 100)
        let lookup = FeedImageLookup(cache: cache.feed, remote: remote, maximumPages: ShowRun.maximumPages)
        let (image, source) = try await lookup.image(withID: imageID)
        do {
            return try await images.imageData(from: image.url)
        } catch  where source == .cache {
            // The cached URL may be stale (the server moved): the remote feed's URL, unless it is the same one,
            // which would only repeat the failure (and wait out a silent server twice).
            let current = try await FeedImageLookup(cache: nil, remote: remote, maximumPages: ShowRun.maximumPages)
                .image(withID: imageID).image.url
            guard current != image.url else { throw error }
            return try await images.imageData(from: current)
        }
    }
}
