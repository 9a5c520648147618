import EssentialFeed
import EssentialFeedCacheFolder
import FeedCLITestSupport
import Foundation
import NIOHTTPClient
import SharedAPI
import SharedAPITestSupport
import Testing

@testable import FeedCLI

/// Rows scrolled away before their images arrive, through the app's image service and HTTP client against a
/// loopback server that sends the first 64 KiB of each 4 MiB image and holds the rest back until the client
/// closes or the server stops.
@Suite("ImageDataService: an image nobody waits for any more stops downloading", .hangGuard)
struct ImageDataServiceCancellationTests {
    private static let imageSize = 4 * 1024 * 1024
    private static let sentFirst = 64 * 1024
    private static let slots = 6
    /// How long the server holds an image back: for ever, until the client closes or the server stops. Any bound
    /// would be a race against the machine's speed: a run slow enough to pass it would see the rest sent, images
    /// completed and cached.
    private static let held = Double.infinity

    @Test("nine image loads all cancelled mid-transfer: the server sends nothing more, and nothing is cached")
    func cancelledLoadsStopTheirTransfers() async throws {
        let server = try LoopbackHTTPServer { _ in
            .stall(count: Self.imageSize, after: Self.sentFirst, seconds: Self.held)
        }
        defer { server.stop() }
        let store = InMemoryFeedStore()
        // The client's timeout is the hang guard too: a load that times out before the test cancels it (120 s ran out
        // on a busy machine while the six transfers started) is no cancellation.
        let sut = ImageDataService(
            client: NIOHTTPClient(timeout: HangGuard.seconds), cache: LocalFeedImageDataLoader(store: store),
            maximumConcurrent: Self.slots)
        let urls = (0..<9).map { server.url("/images/\($0).png") }
        // Six transfers under way, three loads queued for a slot.
        let loads = urls.map { url in Task { try await sut.imageData(from: url) } }
        try await waitUntil {
            server.requests.count == Self.slots && server.streamedByteCount == Self.slots * Self.sentFirst
        }

        loads.forEach { $0.cancel() }

        var outcomes: [Result<Data, any Error>] = []
        for load in loads { outcomes.append(await load.result) }
        try await waitUntil { server.closedConnectionCount == server.requests.count }
        let cached = await store.imageStatistics()
        #expect(outcomes.filter(isCancellation).count == 9)
        #expect(
            server.streamedByteCount <= server.requests.count * Self.sentFirst,
            "sent \(server.streamedByteCount) bytes in \(server.requests.count) responses, of \(9 * Self.imageSize)")
        #expect(cached.count == 0)
    }

    // MARK: - Helpers

    private func isCancellation(_ outcome: Result<Data, any Error>) -> Bool {
        guard case let .failure(error) = outcome else { return false }
        return error is CancellationError
    }

    /// Checks `condition` until it holds, however long a busy machine takes: the suite's time limit is what stops a
    /// broken test from hanging, never a deadline here that a starved run could pass.
    private func waitUntil(_ condition: () -> Bool) async throws {
        while !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }
}
