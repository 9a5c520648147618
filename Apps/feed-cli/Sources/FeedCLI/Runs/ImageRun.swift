import ArgumentParser
import EssentialFeed
import Foundation
import SharedAPI
import SharedPresentation

/// The `image` command: finds the image in the cached or remote feed, then its bytes (cache, else network, then saved).
struct ImageRun {
    struct NotInFeed: Error, CustomStringConvertible {
        let id: UUID
        var description: String { "no image with id \(id.uuidString.lowercased()) in the feed" }
    }

    let context: CommandContext
    let imageID: UUID
    let outputPath: String?

    @MainActor func run() async throws {
        let session = try await context.openSession()
        let cache = await context.openCache(key: session.cacheKey)
        let result = await load(session: session, cache: cache)
        await session.close()
        context.spinner.stop()
        switch result {
        case let .success(data): try write(data)
        case let .failure(error):
            context.errorView.display(ErrorPresentation.viewModel(for: error, language: context.language))
            throw ExitCode.failure
        }
    }

    private func load(session: APISession, cache: FeedCache) async -> Result<Data, Error> {
        context.spinner.start(message: SharedStrings.loading(language: context.language))
        let images = ImageDataService(client: session.client, cache: cache.images)
        let cached = try? await cachedURL(cache)
        var cachedURLFailure: Error?
        do {
            if let cached {
                do { return .success(try await images.imageData(from: cached)) } catch { cachedURLFailure = error }
            }
            let remote = try await remoteURL(session)
            // The same URL again would only repeat the failure (and wait out a silent server twice).
            if remote == cached, let cachedURLFailure { return .failure(cachedURLFailure) }
            return .success(try await images.imageData(from: remote))
        } catch {
            return .failure(error)
        }
    }

    /// The URL the cached feed has; it may be stale (e.g. the built-in server's port changes every run).
    private func cachedURL(_ cache: FeedCache) async throws -> URL? {
        try await cache.feed?.load().first(where: { $0.id == imageID })?.url
    }

    private func remoteURL(_ session: APISession) async throws -> URL {
        let remote = FeedService(client: session.client, baseURL: session.baseURL, cache: nil, pageSize: 100)
        var page = try await remote.load().page
        while true {
            if let image = page.items.first(where: { $0.id == imageID }) { return image.url }
            guard let loadMore = page.loadMore else { throw NotInFeed(id: imageID) }
            page = try await loadMore()
        }
    }

    @MainActor private func write(_ data: Data) throws {
        let runtime = context.runtime
        if let outputPath {
            do {
                try data.write(to: URL(fileURLWithPath: outputPath), options: .atomic)
            } catch {
                let message =
                    "feed-cli: " + CLIStrings.format(.cannotWrite, language: context.language, ["path": outputPath])
                context.errorView.display(.error(message: message, cause: ErrorPresentation.cause(of: error)))
                throw ExitCode.failure
            }
        } else if runtime.standardOutput.isTerminal {
            runtime.standardOutput.write(ImageSummary.describe(data) + "\n")
            runtime.standardError.write(CLIStrings.string(.saveHint, language: context.language) + "\n")
        } else {
            runtime.writeStandardOutputBytes(data)
        }
    }
}
