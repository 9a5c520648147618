import ArgumentParser
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
        context.spinner.start(message: SharedStrings.loading(language: context.language))
        let result = try await context.withSession { session in
            await load(session: session, cache: await context.openCache(for: session))
        }
        context.spinner.stop()
        switch result {
        case let .success(data): try write(data)
        case let .failure(error):
            context.errorView.display(ErrorPresentation.viewModel(for: error, language: context.language))
            throw ExitCode.failure
        }
    }

    private func load(session: APISession, cache: FeedCache) async -> Result<Data, any Error> {
        let images = ImageDataService(client: session.client, cache: cache.images)
        let remote = FeedService(client: session.client, baseURL: session.baseURL, cache: nil, pageSize: 100)
        let lookup = FeedImageLookup(cache: cache.feed, remote: remote, maximumPages: ShowRun.maximumPages)
        do {
            let (image, source) = try await lookup.image(withID: imageID)
            do {
                return .success(try await images.imageData(from: image.url))
            } catch  where source == .cache {
                // The cached URL may be stale (the server moved): the remote feed's URL, unless it is the same one,
                // which would only repeat the failure (and wait out a silent server twice).
                let current = try await FeedImageLookup(cache: nil, remote: remote, maximumPages: ShowRun.maximumPages)
                    .image(withID: imageID).image.url
                guard current != image.url else { throw error }
                return .success(try await images.imageData(from: current))
            }
        } catch {
            return .failure(error)
        }
    }

    @MainActor private func write(_ data: Data) throws {
        let runtime = context.runtime
        if let outputPath {
            do {
                // Foundation says only "Code=512" for a directory: name the reason first.
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: outputPath, isDirectory: &isDirectory), isDirectory.boolValue
                {
                    throw POSIXError(.EISDIR)
                }
                try data.write(to: URL(fileURLWithPath: outputPath), options: .atomic)
            } catch {
                let message =
                    "feed-cli: " + CLIStrings.format(.cannotWrite, language: context.language, ["path": outputPath])
                context.errorView.display(
                    .error(message: message, cause: FailureCause.describe(error, language: context.language)))
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
