import EssentialFeed
import EssentialFeedSQLite
import XCTest

final class SQLiteFeedStoreTests: XCTestCase, FailableFeedStoreSpecs, FeedImageDataStoreSpecs {
    func test_retrieve_deliversEmptyOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveDeliversEmptyOnEmptyCache(on: sut)
    }

    func test_retrieve_hasNoSideEffectsOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveHasNoSideEffectsOnEmptyCache(on: sut)
    }

    func test_retrieve_deliversFoundValuesOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(on: sut)
    }

    func test_retrieve_hasNoSideEffectsOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(on: sut)
    }

    func test_insert_deliversNoErrorOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatInsertDeliversNoErrorOnEmptyCache(on: sut)
    }

    func test_insert_deliversNoErrorOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatInsertDeliversNoErrorOnNonEmptyCache(on: sut)
    }

    func test_insert_overridesPreviouslyInsertedCacheValues() async throws {
        let sut = try makeSUT()
        try await assertThatInsertOverridesPreviouslyInsertedCacheValues(on: sut)
    }

    func test_insert_keepsTheFirstOfDuplicateIDs() async throws {
        let sut = try makeSUT()
        try await assertThatInsertKeepsTheFirstOfDuplicateIDs(on: sut)
    }

    func test_insert_storesAnEmptyFeedWithItsTimestamp() async throws {
        let sut = try makeSUT()
        try await assertThatInsertStoresAnEmptyFeedWithItsTimestamp(on: sut)
    }

    func test_delete_deliversNoErrorOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteDeliversNoErrorOnEmptyCache(on: sut)
    }

    func test_delete_hasNoSideEffectsOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteHasNoSideEffectsOnEmptyCache(on: sut)
    }

    func test_delete_deliversNoErrorOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteDeliversNoErrorOnNonEmptyCache(on: sut)
    }

    func test_delete_emptiesPreviouslyInsertedCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteEmptiesPreviouslyInsertedCache(on: sut)
    }

    func test_append_addsThePageAfterTheCachedFeedKeepingTheTimestamp() async throws {
        let sut = try makeSUT()
        try await assertThatAppendAddsThePageAfterTheCachedFeedKeepingTheTimestamp(on: sut)
    }

    func test_append_hasNoEffectOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatAppendHasNoEffectOnEmptyCache(on: sut)
    }

    func test_append_skipsImagesAlreadyCached() async throws {
        let sut = try makeSUT()
        try await assertThatAppendSkipsImagesAlreadyCached(on: sut)
    }

    func test_append_afterInsertAddsToTheNewFeedOnly() async throws {
        let sut = try makeSUT()
        try await assertThatAppendAfterInsertAddsToTheNewFeedOnly(on: sut)
    }

    func test_storeSideEffects_runSerially() async throws {
        let sut = try makeSUT()
        try await assertThatSideEffectsRunSerially(on: sut)
    }

    // MARK: - Image data

    func test_retrieveImageData_deliversNotFoundWhenEmpty() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversNotFoundWhenEmpty(on: sut)
    }

    func test_retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversNotFoundWhenURLDoesNotMatch(on: sut)
    }

    func test_retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversFoundDataForMatchingURL(on: sut)
    }

    func test_retrieveImageData_deliversLastInsertedValue() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversLastInsertedValue(on: sut)
    }

    func test_insertImageData_evictsTheLeastRecentlyUsedBeyondTheSizeBound() async throws {
        let sut = try makeSUT(maximumImageBytes: 10)
        try await assertThatInsertEvictsTheLeastRecentlyUsedBeyondTheSizeBound(on: sut)
    }

    func test_retrieveImageData_marksDataAsRecentlyUsed() async throws {
        let sut = try makeSUT(maximumImageBytes: 10)
        try await assertThatRetrieveMarksDataAsRecentlyUsed(on: sut)
    }

    func test_insertImageData_keepsNothingLargerThanTheSizeBound() async throws {
        let sut = try makeSUT(maximumImageBytes: 10)
        try await assertThatInsertKeepsNothingLargerThanTheSizeBound(on: sut)
    }

    func test_imageData_isIndependentOfTheFeedCache() async throws {
        let sut = try makeSUT()
        try await assertThatImageDataIsIndependentOfTheFeedCache(on: sut)
    }

    // MARK: - Failures

    func test_retrieve_deliversFailureOnRetrievalError() async throws {
        let sut = try makeSUT(url: try corruptStoreURL())
        await assertThatRetrieveDeliversFailureOnRetrievalError(on: sut)
    }

    func test_retrieve_hasNoSideEffectsOnFailure() async throws {
        let sut = try makeSUT(url: try corruptStoreURL())
        await assertThatRetrieveHasNoSideEffectsOnFailure(on: sut)
    }

    func test_insert_deliversErrorOnInsertionError() async throws {
        let sut = try makeSUT(url: try unopenableStoreURL())
        await assertThatInsertDeliversErrorOnInsertionError(on: sut)
    }

    func test_delete_recreatesAnUnreadableStore() async throws {
        let sut = try makeSUT(url: try corruptStoreURL())
        try await assertThatDeleteRecreatesAnUnreadableStore(on: sut)
    }

    // MARK: - Helpers

    private func makeSUT(
        url: URL? = nil, maximumImageBytes: Int = SQLiteFeedStore.defaultMaximumImageBytes,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> SQLiteFeedStore {
        let sut = SQLiteFeedStore(url: url ?? storeURL(), maximumImageBytes: maximumImageBytes)
        trackForMemoryLeaks(sut, file: file, line: line)
        return sut
    }

    private func storeURL() -> URL {
        temporaryDirectory().appendingPathComponent("feed.sqlite")
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
