import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

/// What only SQLiteFeedStore can do of the contracts: fail (every store passes the rest, `FeedStoreContractTests`).
@Suite("SQLiteFeedStore: the failures of the feed store contract")
struct SQLiteFeedStoreTests: FailableFeedStoreSpecs {
    private let leaks = MemoryLeakTracker()
    private let directory = TemporaryDirectory()

    @Test("retrieve fails on a file it cannot read")
    func retrieve_deliversFailureOnRetrievalError() async throws {
        let sut = try makeSUT(url: try corruptStoreURL())
        await assertThatRetrieveDeliversFailureOnRetrievalError(on: sut)
    }

    @Test("retrieving twice from a file it cannot read fails both times")
    func retrieve_hasNoSideEffectsOnFailure() async throws {
        let sut = try makeSUT(url: try corruptStoreURL())
        await assertThatRetrieveHasNoSideEffectsOnFailure(on: sut)
    }

    @Test("inserting fails where the store cannot be opened")
    func insert_deliversErrorOnInsertionError() async throws {
        let sut = try makeSUT(url: try unopenableStoreURL())
        await assertThatInsertDeliversErrorOnInsertionError(on: sut)
    }

    @Test("deleting recreates a store that cannot be read")
    func delete_recreatesAnUnreadableStore() async throws {
        let sut = try makeSUT(url: try corruptStoreURL())
        try await assertThatDeleteRecreatesAnUnreadableStore(on: sut)
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL? = nil, maximumImageBytes: Int = SQLiteFeedStore.defaultMaximumImageBytes,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> SQLiteFeedStore {
        let sut = SQLiteFeedStore(url: url ?? storeURL(), maximumImageBytes: maximumImageBytes)
        leaks.track(sut, sourceLocation: sourceLocation)
        return sut
    }

    /// The store file in this test's own directory.
    private func storeURL() -> URL {
        directory.url.appendingPathComponent("feed.sqlite")
    }

    private func corruptStoreURL() throws -> URL {
        let url = storeURL()
        try Data("not a database, just some text long enough to fill a header".utf8).write(to: url)
        return url
    }

    /// A directory where the file should be: it can be neither opened nor replaced.
    private func unopenableStoreURL() throws -> URL {
        let url = storeURL()
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
