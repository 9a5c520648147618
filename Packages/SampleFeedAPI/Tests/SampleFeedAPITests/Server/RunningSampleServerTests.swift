import Foundation
import HummingbirdTesting
import SharedAPITestSupport
import Testing

@testable import SampleFeedAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("The server over a real socket")
struct RunningSampleServerTests {
    @Test("start listens on an ephemeral loopback port and serves the feed with image URLs on that port")
    func startServesFeed() async throws {
        let server = try await SampleServer.start(SampleServerConfiguration())

        let (data, response) = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("feed"))
        let page = try JSONDecoder().decode(FeedPage.self, from: data)
        let image = try #require(page.items.first?.image)
        let (bytes, imageResponse) = try await URLSession.shared.data(from: image)
        let imageRequests = await server.imageRequestCount
        await server.stop()

        #expect(server.port > 0)
        #expect(server.baseURL.absoluteString == "http://127.0.0.1:\(server.port)")
        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(image.absoluteString.hasPrefix("http://127.0.0.1:\(server.port)/images/"))
        #expect((imageResponse as? HTTPURLResponse)?.statusCode == 200)
        #expect(Array(bytes.prefix(8)) == pngSignature)
        #expect(imageRequests == 1)
    }

    /// On a held port, so that no other test's server can be given the port once this one stops.
    @Test("after stop the port refuses connections")
    func stopCloses() async throws {
        let held = try HeldPort()
        let server = try await SampleServer.start(SampleServerConfiguration(port: held.port))
        await server.stop()

        await #expect(throws: (any Error).self) {
            _ = try await URLSession.shared.data(from: server.baseURL.appendingPathComponent("feed"))
        }
    }

    @Test("two servers run side by side on different ports, with separate comments")
    func independentServers() async throws {
        let first = try await SampleServer.start(SampleServerConfiguration())
        let second = try await SampleServer.start(SampleServerConfiguration())
        let imageID = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"

        let created = try await post(
            #"{"message":"only on the first"}"#, to: first.baseURL.appendingPathComponent("image/\(imageID)/comments"))
        let onFirst = try await commentIDs(first.baseURL.appendingPathComponent("image/\(imageID)/comments"))
        let onSecond = try await commentIDs(second.baseURL.appendingPathComponent("image/\(imageID)/comments"))
        await first.stop()
        await second.stop()

        #expect(first.port != second.port)
        #expect(created == 201)
        #expect(onFirst.count == onSecond.count + 1)
    }

    @Test("a port that is already taken fails to start with an error naming the address and EADDRINUSE")
    func portInUse() async throws {
        let server = try await SampleServer.start(SampleServerConfiguration())

        let clash: Result<RunningSampleServer, any Error>
        do {
            clash = .success(try await SampleServer.start(SampleServerConfiguration(port: server.port)))
        } catch {
            clash = .failure(error)
        }
        if case .success(let started) = clash { await started.stop() }
        await server.stop()

        #expect(throws: SampleServerError.cannotListen(host: "127.0.0.1", port: server.port, errno: EADDRINUSE)) {
            try clash.get()
        }
    }

    @Test("run serves in the foreground, reports its URL once listening, and ends gracefully when cancelled")
    func runInForeground() async throws {
        let (urls, announce) = AsyncStream<URL>.makeStream()
        let task = Task { try await SampleServer.run(SampleServerConfiguration()) { announce.yield($0) } }

        var iterator = urls.makeAsyncIterator()
        let url = try #require(await iterator.next())
        let (_, response) = try await URLSession.shared.data(from: url.appendingPathComponent("feed"))
        task.cancel()
        let ending = await task.result

        #expect((response as? HTTPURLResponse)?.statusCode == 200)
        #expect(throws: Never.self) { try ending.get() }
        await #expect(throws: (any Error).self) {
            _ = try await URLSession.shared.data(from: url.appendingPathComponent("feed"))
        }
    }

    @Test("the live test client sees the same API as the in-process one")
    func liveClient() async throws {
        let sut = try SUT()

        let (ids, _) = try await sut.test(.live) { client in try await pageThrough(client, limit: 10) }

        #expect(ids.count == 36)
    }

    private func post(_ json: String, to url: URL) async throws -> Int? {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.httpBody = Data(json.utf8)
        let (_, response) = try await URLSession.shared.data(for: request)
        return (response as? HTTPURLResponse)?.statusCode
    }

    private func commentIDs(_ url: URL) async throws -> [UUID] {
        let (data, _) = try await URLSession.shared.data(from: url)
        return try JSONDecoder().decode(CommentList.self, from: data).items.map(\.id)
    }
}
