import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

@testable import EssentialFeedCacheFolder

@Suite("RebasingFeedStore: the sample API's cache outlives the port of the run that saved it (a real SQLite file)")
struct RebasingFeedStoreTests {
    static let stable = OriginRebase.sampleAPIOrigin

    @Test("a feed saved through one port is read back with the next run's port; the file holds the stable origin")
    func feedMovesWithThePort() async throws {
        let (file, cleanUp) = try temporaryFile()
        defer { cleanUp() }
        let store = SQLiteFeedStore(url: file)
        let image = LocalFeedImage(
            id: UUID(), description: "d", location: nil, url: URL(string: "http://127.0.0.1:41000/images/01.png")!)
        let other = LocalFeedImage(
            id: UUID(), description: nil, location: nil, url: URL(string: "https://cdn.example.com/02.png")!)

        try await rebasing(store, port: 41000).insert([image, other], timestamp: Date())
        let nextRun = try await rebasing(store, port: 42000).retrieve()?.feed.map(\.url.absoluteString)
        let inFile = try await store.retrieve()?.feed.map(\.url.absoluteString)

        #expect(nextRun == ["http://127.0.0.1:42000/images/01.png", "https://cdn.example.com/02.png"])
        #expect(inFile == ["http://sample-feed-api.invalid/images/01.png", "https://cdn.example.com/02.png"])
    }

    @Test("image bytes saved through one port are found through the next run's port")
    func imageDataMovesWithThePort() async throws {
        let (file, cleanUp) = try temporaryFile()
        defer { cleanUp() }
        let store = SQLiteFeedStore(url: file)
        let bytes = Data([1, 2, 3])

        try await rebasing(store, port: 41000).insert(bytes, for: URL(string: "http://127.0.0.1:41000/images/01.png")!)
        let found = try await rebasing(store, port: 42000)
            .retrieve(dataForURL: URL(string: "http://127.0.0.1:42000/images/01.png")!)
        let elsewhere = try await rebasing(store, port: 42000)
            .retrieve(dataForURL: URL(string: "http://127.0.0.1:41000/images/01.png")!)

        #expect(found == bytes)
        #expect(elsewhere == nil)
    }

    private func rebasing(_ store: SQLiteFeedStore, port: Int) -> RebasingFeedStore {
        RebasingFeedStore(
            store: store, rebase: OriginRebase(live: URL(string: "http://127.0.0.1:\(port)")!, stable: Self.stable))
    }

    private func temporaryFile() throws -> (URL, () -> Void) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("rebasing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return (directory.appendingPathComponent("feed.sqlite"), { try? FileManager.default.removeItem(at: directory) })
    }
}
