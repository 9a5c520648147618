import EssentialFeed
import FeedCLITestSupport
import Foundation
import ImageComments
import NIOHTTPClient
import SharedAPI
import SharedAPITestSupport
import TerminalViews
import Testing

@testable import FeedBrowser

/// Esc during a comments load, through the state machine, the real effect runner and the app's HTTP client
/// against a loopback server that never answers.
@Suite(
    "Esc during a comments load closes the request, through the real effect runner and HTTP client",
    .hangGuard)
struct CommentsCancellationIntegrationTests {
    @Test("Esc during a comments load returns at once, and the server sees the request closed")
    func escDuringACommentsLoadReturnsAtOnceAndTheServerSeesTheRequestClosed() async throws {
        let server = try LoopbackHTTPServer { _ in .hang }
        defer { server.stop() }
        let events = EventLog()
        let runner = EffectRunner(dependencies: dependencies(baseURL: server.baseURL), send: events.append)
        var state = makeLoadedState().state

        await runner.perform(state.press(.enter))
        try await waitUntil { server.requests.count == 1 }
        let effects = state.press(.escape)
        await runner.perform(effects)

        #expect(state.screen == .feed, "back at once, without waiting for the server")
        #expect(effects == [.cancelComments])
        #expect(
            server.requests.map { "\($0.method) \($0.target)" } == [
                "GET /image/\(uuid(1).uuidString.lowercased())/comments"
            ])
        try await waitUntil { server.closedConnectionCount == 1 }
        // Used after the wait, so the runner and its HTTP client live on: only the cancel can have closed it.
        let isRunning = await runner.isRunning(.comments)
        #expect(!isRunning)
        #expect(events.all == [], "a cancelled load reports nothing")
    }

    // MARK: - Helpers

    private func dependencies(baseURL: URL) -> BrowserDependencies {
        let client = NIOHTTPClient(timeout: HangGuard.seconds)
        return BrowserDependencies(
            loadFeed: { BrowserFeed(page: Paginated(items: [])) },
            loadImageData: { _ in Data() },
            loadComments: { id in
                let request = ImageCommentsEndpoint.get(imageID: id).request(baseURL: baseURL)
                return try await RemoteResourceLoader(client: client, request: request, mapper: ImageCommentsMapper.map)
                    .load()
            },
            style: ViewStyle(theme: .none, language: "en"), environment: [:])
    }

    /// Checks `condition` until it holds, however long a busy machine takes: the suite's time limit is what stops a
    /// broken test from hanging, never a deadline here that a starved run could pass.
    private func waitUntil(_ condition: () -> Bool) async throws {
        while !condition() { try await Task.sleep(for: .milliseconds(10)) }
    }
}

/// The events the runner sent. `@unchecked Sendable`: `events` is only touched under `lock`.
private final class EventLog: @unchecked Sendable {
    private let lock = NSLock()
    private var events: [BrowserEvent] = []

    var all: [BrowserEvent] { lock.withLock { events } }

    func append(_ event: BrowserEvent) {
        lock.withLock { events.append(event) }
    }
}
