import EssentialFeed
import EssentialFeedSQLite
import Foundation
import Testing

@Suite
struct SQLiteFeedStoreTests: FailableFeedStoreSpecs, FeedImageDataStoreSpecs {
    private let leaks = MemoryLeakTracker()
    private let directory = TemporaryDirectory()

    @Test func retrieve_deliversEmptyOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveDeliversEmptyOnEmptyCache(on: sut)
    }

    @Test func retrieve_hasNoSideEffectsOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveHasNoSideEffectsOnEmptyCache(on: sut)
    }

    @Test func retrieve_deliversFoundValuesOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(on: sut)
    }

    @Test func retrieve_hasNoSideEffectsOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(on: sut)
    }

    @Test func insert_deliversNoErrorOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatInsertDeliversNoErrorOnEmptyCache(on: sut)
    }

    @Test func insert_deliversNoErrorOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatInsertDeliversNoErrorOnNonEmptyCache(on: sut)
    }

    @Test func insert_overridesPreviouslyInsertedCacheValues() async throws {
        let sut = try makeSUT()
        try await assertThatInsertOverridesPreviouslyInsertedCacheValues(on: sut)
    }

    @Test func insert_keepsTheFirstOfDuplicateIDs() async throws {
        let sut = try makeSUT()
        try await assertThatInsertKeepsTheFirstOfDuplicateIDs(on: sut)
    }

    @Test func insert_storesAnEmptyFeedWithItsTimestamp() async throws {
        let sut = try makeSUT()
        try await assertThatInsertStoresAnEmptyFeedWithItsTimestamp(on: sut)
    }

    @Test func delete_deliversNoErrorOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteDeliversNoErrorOnEmptyCache(on: sut)
    }

    @Test func delete_hasNoSideEffectsOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteHasNoSideEffectsOnEmptyCache(on: sut)
    }

    @Test func delete_deliversNoErrorOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteDeliversNoErrorOnNonEmptyCache(on: sut)
    }

    @Test func delete_emptiesPreviouslyInsertedCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteEmptiesPreviouslyInsertedCache(on: sut)
    }

    @Test func append_addsThePageAfterTheCachedFeedKeepingTheTimestamp() async throws {
        let sut = try makeSUT()
        try await assertThatAppendAddsThePageAfterTheCachedFeedKeepingTheTimestamp(on: sut)
    }

    @Test func append_hasNoEffectOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatAppendHasNoEffectOnEmptyCache(on: sut)
    }

    @Test func append_skipsImagesAlreadyCached() async throws {
        let sut = try makeSUT()
        try await assertThatAppendSkipsImagesAlreadyCached(on: sut)
    }

    @Test func append_afterInsertAddsToTheNewFeedOnly() async throws {
        let sut = try makeSUT()
        try await assertThatAppendAfterInsertAddsToTheNewFeedOnly(on: sut)
    }

    @Test func storeSideEffects_runSerially() async throws {
        let sut = try makeSUT()
        try await assertThatSideEffectsRunSerially(on: sut)
    }

    // MARK: - Image data

    @Test func retrieveImageData_deliversNotFoundWhenEmpty() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversNotFoundWhenEmpty(on: sut)
    }

    @Test func retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversNotFoundWhenURLDoesNotMatch(on: sut)
    }

    @Test func retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversFoundDataForMatchingURL(on: sut)
    }

    @Test func retrieveImageData_deliversLastInsertedValue() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversLastInsertedValue(on: sut)
    }

    @Test func insertImageData_evictsTheLeastRecentlyUsedBeyondTheSizeBound() async throws {
        let sut = try makeSUT(maximumImageBytes: 10)
        try await assertThatInsertEvictsTheLeastRecentlyUsedBeyondTheSizeBound(on: sut)
    }

    @Test func retrieveImageData_marksDataAsRecentlyUsed() async throws {
        let sut = try makeSUT(maximumImageBytes: 10)
        try await assertThatRetrieveMarksDataAsRecentlyUsed(on: sut)
    }

    @Test func insertImageData_keepsNothingLargerThanTheSizeBound() async throws {
        let sut = try makeSUT(maximumImageBytes: 10)
        try await assertThatInsertKeepsNothingLargerThanTheSizeBound(on: sut)
    }

    @Test func imageData_isIndependentOfTheFeedCache() async throws {
        let sut = try makeSUT()
        try await assertThatImageDataIsIndependentOfTheFeedCache(on: sut)
    }

    // MARK: - Failures

    @Test func retrieve_deliversFailureOnRetrievalError() async throws {
        let sut = try makeSUT(url: try corruptStoreURL())
        await assertThatRetrieveDeliversFailureOnRetrievalError(on: sut)
    }

    @Test func retrieve_hasNoSideEffectsOnFailure() async throws {
        let sut = try makeSUT(url: try corruptStoreURL())
        await assertThatRetrieveHasNoSideEffectsOnFailure(on: sut)
    }

    @Test func insert_deliversErrorOnInsertionError() async throws {
        let sut = try makeSUT(url: try unopenableStoreURL())
        await assertThatInsertDeliversErrorOnInsertionError(on: sut)
    }

    @Test func delete_recreatesAnUnreadableStore() async throws {
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
