import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

/// The feed and image data store contracts, which every store holds: each test runs once per store.
@Suite("Every feed store: the feed and image data store contracts")
struct FeedStoreContractTests: FeedStoreSpecs, FeedImageDataStoreSpecs {
    private let leaks = MemoryLeakTracker()
    private let directory = TemporaryDirectory()

    @Test("retrieve delivers nothing from an empty cache", arguments: StoreUnderTest.allCases)
    func retrieve_deliversEmptyOnEmptyCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatRetrieveDeliversEmptyOnEmptyCache(on: sut)
    }

    @Test("retrieving twice from an empty cache delivers nothing both times", arguments: StoreUnderTest.allCases)
    func retrieve_hasNoSideEffectsOnEmptyCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatRetrieveHasNoSideEffectsOnEmptyCache(on: sut)
    }

    @Test("retrieve delivers the feed and timestamp inserted", arguments: StoreUnderTest.allCases)
    func retrieve_deliversFoundValuesOnNonEmptyCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(on: sut)
    }

    @Test("retrieving twice delivers the same feed and timestamp both times", arguments: StoreUnderTest.allCases)
    func retrieve_hasNoSideEffectsOnNonEmptyCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(on: sut)
    }

    @Test("inserting into an empty cache succeeds", arguments: StoreUnderTest.allCases)
    func insert_deliversNoErrorOnEmptyCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatInsertDeliversNoErrorOnEmptyCache(on: sut)
    }

    @Test("inserting into a non-empty cache succeeds", arguments: StoreUnderTest.allCases)
    func insert_deliversNoErrorOnNonEmptyCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatInsertDeliversNoErrorOnNonEmptyCache(on: sut)
    }

    @Test("inserting replaces the feed and timestamp inserted before", arguments: StoreUnderTest.allCases)
    func insert_overridesPreviouslyInsertedCacheValues(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatInsertOverridesPreviouslyInsertedCacheValues(on: sut)
    }

    @Test("inserting keeps the first of images that share an id", arguments: StoreUnderTest.allCases)
    func insert_keepsTheFirstOfDuplicateIDs(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatInsertKeepsTheFirstOfDuplicateIDs(on: sut)
    }

    @Test("inserting an empty feed stores it with its timestamp", arguments: StoreUnderTest.allCases)
    func insert_storesAnEmptyFeedWithItsTimestamp(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatInsertStoresAnEmptyFeedWithItsTimestamp(on: sut)
    }

    @Test("deleting an empty cache succeeds", arguments: StoreUnderTest.allCases)
    func delete_deliversNoErrorOnEmptyCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatDeleteDeliversNoErrorOnEmptyCache(on: sut)
    }

    @Test("deleting an empty cache leaves it empty", arguments: StoreUnderTest.allCases)
    func delete_hasNoSideEffectsOnEmptyCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatDeleteHasNoSideEffectsOnEmptyCache(on: sut)
    }

    @Test("deleting a non-empty cache succeeds", arguments: StoreUnderTest.allCases)
    func delete_deliversNoErrorOnNonEmptyCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatDeleteDeliversNoErrorOnNonEmptyCache(on: sut)
    }

    @Test("deleting empties the cache", arguments: StoreUnderTest.allCases)
    func delete_emptiesPreviouslyInsertedCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatDeleteEmptiesPreviouslyInsertedCache(on: sut)
    }

    @Test("appending adds the page after the cached feed and keeps its timestamp", arguments: StoreUnderTest.allCases)
    func append_addsThePageAfterTheCachedFeedKeepingTheTimestamp(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatAppendAddsThePageAfterTheCachedFeedKeepingTheTimestamp(on: sut)
    }

    @Test("appending to an empty cache does nothing", arguments: StoreUnderTest.allCases)
    func append_hasNoEffectOnEmptyCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatAppendHasNoEffectOnEmptyCache(on: sut)
    }

    @Test("appending skips images already cached", arguments: StoreUnderTest.allCases)
    func append_skipsImagesAlreadyCached(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatAppendSkipsImagesAlreadyCached(on: sut)
    }

    @Test("appending after an insert adds to the new feed only", arguments: StoreUnderTest.allCases)
    func append_afterInsertAddsToTheNewFeedOnly(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatAppendAfterInsertAddsToTheNewFeedOnly(on: sut)
    }

    @Test("concurrent appends all land after the cached feed, each page whole", arguments: StoreUnderTest.allCases)
    func storeSideEffects_runSerially(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatSideEffectsRunSerially(on: sut)
    }

    // MARK: - Image data

    @Test("retrieving image data from an empty store finds nothing", arguments: StoreUnderTest.allCases)
    func retrieveImageData_deliversNotFoundWhenEmpty(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatRetrieveImageDataDeliversNotFoundWhenEmpty(on: sut)
    }

    @Test("retrieving image data for another URL finds nothing", arguments: StoreUnderTest.allCases)
    func retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatRetrieveImageDataDeliversNotFoundWhenURLDoesNotMatch(on: sut)
    }

    @Test("retrieving image data delivers the data stored for its URL", arguments: StoreUnderTest.allCases)
    func retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL(_ store: StoreUnderTest) async throws
    {
        let sut = try makeSUT(store)
        try await assertThatRetrieveImageDataDeliversFoundDataForMatchingURL(on: sut)
    }

    @Test("retrieving image data delivers the data inserted last for its URL", arguments: StoreUnderTest.allCases)
    func retrieveImageData_deliversLastInsertedValue(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatRetrieveImageDataDeliversLastInsertedValue(on: sut)
    }

    @Test("inserting image data past the size bound evicts the least recently used", arguments: StoreUnderTest.allCases)
    func insertImageData_evictsTheLeastRecentlyUsedBeyondTheSizeBound(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store, maximumImageBytes: 10)
        try await assertThatInsertEvictsTheLeastRecentlyUsedBeyondTheSizeBound(on: sut)
    }

    @Test("marking image data recently used keeps it over older data", arguments: StoreUnderTest.allCases)
    func markRecentlyUsed_keepsDataOverOlderData(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store, maximumImageBytes: 10)
        try await assertThatMarkRecentlyUsedKeepsDataOverOlderData(on: sut)
    }

    @Test(
        "retrieving image data changes nothing, not even which is least recently used",
        arguments: StoreUnderTest.allCases)
    func retrieveImageData_marksNothing(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store, maximumImageBytes: 10)
        try await assertThatRetrieveImageDataMarksNothing(on: sut)
    }

    @Test("image data larger than the size bound is not kept", arguments: StoreUnderTest.allCases)
    func insertImageData_keepsNothingLargerThanTheSizeBound(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store, maximumImageBytes: 10)
        try await assertThatInsertKeepsNothingLargerThanTheSizeBound(on: sut)
    }

    @Test("image data outlives a deleted feed cache", arguments: StoreUnderTest.allCases)
    func imageData_isIndependentOfTheFeedCache(_ store: StoreUnderTest) async throws {
        let sut = try makeSUT(store)
        try await assertThatImageDataIsIndependentOfTheFeedCache(on: sut)
    }

    // MARK: - Helpers

    private func makeSUT(
        _ store: StoreUnderTest, maximumImageBytes: Int = SQLiteFeedStore.defaultMaximumImageBytes,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws -> any FeedStore & FeedImageDataStore {
        switch store {
        case .inMemory:
            return InMemoryFeedStore(maximumImageBytes: maximumImageBytes)
        case .sqlite:
            let url = directory.url.appendingPathComponent("feed.sqlite")
            let sut = SQLiteFeedStore(url: url, maximumImageBytes: maximumImageBytes)
            leaks.track(sut, sourceLocation: sourceLocation)
            return sut
        case .sqliteReadOnNewInstance:
            let url = directory.url.appendingPathComponent("feed.sqlite")
            let sut = SQLiteFeedStore(url: url, maximumImageBytes: maximumImageBytes)
            leaks.track(sut, sourceLocation: sourceLocation)
            return ReadingOnNewInstances(writer: sut, url: url)
        }
    }
}

/// A store that writes through `writer` and reads through a new `SQLiteFeedStore` each time, which reads an existing
/// file through its read-only connection.
private struct ReadingOnNewInstances: FeedStore, FeedImageDataStore {
    let writer: SQLiteFeedStore
    let url: URL

    func deleteCachedFeed() async throws { try await writer.deleteCachedFeed() }
    func insert(_ feed: [LocalFeedImage], timestamp: Date) async throws {
        try await writer.insert(feed, timestamp: timestamp)
    }
    func append(_ feed: [LocalFeedImage]) async throws { try await writer.append(feed) }
    func retrieve() async throws -> CachedFeed? { try await SQLiteFeedStore(url: url).retrieve() }
    func insert(_ data: Data, for url: URL) async throws { try await writer.insert(data, for: url) }
    func retrieve(dataForURL url: URL) async throws -> Data? {
        try await SQLiteFeedStore(url: self.url).retrieve(dataForURL: url)
    }
    func markRecentlyUsed(dataForURL url: URL) async throws { try await writer.markRecentlyUsed(dataForURL: url) }
    func imageStatistics() async throws -> (count: Int, bytes: Int) {
        try await SQLiteFeedStore(url: url).imageStatistics()
    }
}
