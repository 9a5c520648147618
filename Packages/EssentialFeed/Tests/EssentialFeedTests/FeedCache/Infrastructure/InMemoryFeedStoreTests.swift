import EssentialFeed
import Foundation
import Testing

@Suite("InMemoryFeedStore: the feed and image data store contracts")
struct InMemoryFeedStoreTests: FeedStoreSpecs, FeedImageDataStoreSpecs {
    @Test("retrieve delivers nothing from an empty cache")
    func retrieve_deliversEmptyOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveDeliversEmptyOnEmptyCache(on: sut)
    }

    @Test("retrieving twice from an empty cache delivers nothing both times")
    func retrieve_hasNoSideEffectsOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveHasNoSideEffectsOnEmptyCache(on: sut)
    }

    @Test("retrieve delivers the feed and timestamp inserted")
    func retrieve_deliversFoundValuesOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(on: sut)
    }

    @Test("retrieving twice delivers the same feed and timestamp both times")
    func retrieve_hasNoSideEffectsOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(on: sut)
    }

    @Test("inserting into an empty cache succeeds")
    func insert_deliversNoErrorOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatInsertDeliversNoErrorOnEmptyCache(on: sut)
    }

    @Test("inserting into a non-empty cache succeeds")
    func insert_deliversNoErrorOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatInsertDeliversNoErrorOnNonEmptyCache(on: sut)
    }

    @Test("inserting replaces the feed and timestamp inserted before")
    func insert_overridesPreviouslyInsertedCacheValues() async throws {
        let sut = try makeSUT()
        try await assertThatInsertOverridesPreviouslyInsertedCacheValues(on: sut)
    }

    @Test("inserting keeps the first of images that share an id")
    func insert_keepsTheFirstOfDuplicateIDs() async throws {
        let sut = try makeSUT()
        try await assertThatInsertKeepsTheFirstOfDuplicateIDs(on: sut)
    }

    @Test("inserting an empty feed stores it with its timestamp")
    func insert_storesAnEmptyFeedWithItsTimestamp() async throws {
        let sut = try makeSUT()
        try await assertThatInsertStoresAnEmptyFeedWithItsTimestamp(on: sut)
    }

    @Test("deleting an empty cache succeeds")
    func delete_deliversNoErrorOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteDeliversNoErrorOnEmptyCache(on: sut)
    }

    @Test("deleting an empty cache leaves it empty")
    func delete_hasNoSideEffectsOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteHasNoSideEffectsOnEmptyCache(on: sut)
    }

    @Test("deleting a non-empty cache succeeds")
    func delete_deliversNoErrorOnNonEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteDeliversNoErrorOnNonEmptyCache(on: sut)
    }

    @Test("deleting empties the cache")
    func delete_emptiesPreviouslyInsertedCache() async throws {
        let sut = try makeSUT()
        try await assertThatDeleteEmptiesPreviouslyInsertedCache(on: sut)
    }

    @Test("appending adds the page after the cached feed and keeps its timestamp")
    func append_addsThePageAfterTheCachedFeedKeepingTheTimestamp() async throws {
        let sut = try makeSUT()
        try await assertThatAppendAddsThePageAfterTheCachedFeedKeepingTheTimestamp(on: sut)
    }

    @Test("appending to an empty cache does nothing")
    func append_hasNoEffectOnEmptyCache() async throws {
        let sut = try makeSUT()
        try await assertThatAppendHasNoEffectOnEmptyCache(on: sut)
    }

    @Test("appending skips images already cached")
    func append_skipsImagesAlreadyCached() async throws {
        let sut = try makeSUT()
        try await assertThatAppendSkipsImagesAlreadyCached(on: sut)
    }

    @Test("appending after an insert adds to the new feed only")
    func append_afterInsertAddsToTheNewFeedOnly() async throws {
        let sut = try makeSUT()
        try await assertThatAppendAfterInsertAddsToTheNewFeedOnly(on: sut)
    }

    @Test("concurrent appends all land after the cached feed, each page whole")
    func storeSideEffects_runSerially() async throws {
        let sut = try makeSUT()
        try await assertThatSideEffectsRunSerially(on: sut)
    }

    // MARK: - Image data

    @Test("retrieving image data from an empty store finds nothing")
    func retrieveImageData_deliversNotFoundWhenEmpty() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversNotFoundWhenEmpty(on: sut)
    }

    @Test("retrieving image data for another URL finds nothing")
    func retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversNotFoundWhenURLDoesNotMatch(on: sut)
    }

    @Test("retrieving image data delivers the data stored for its URL")
    func retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversFoundDataForMatchingURL(on: sut)
    }

    @Test("retrieving image data delivers the data inserted last for its URL")
    func retrieveImageData_deliversLastInsertedValue() async throws {
        let sut = try makeSUT()
        try await assertThatRetrieveImageDataDeliversLastInsertedValue(on: sut)
    }

    @Test("inserting image data past the size bound evicts the least recently used")
    func insertImageData_evictsTheLeastRecentlyUsedBeyondTheSizeBound() async throws {
        let sut = try makeSUT(maximumImageBytes: 10)
        try await assertThatInsertEvictsTheLeastRecentlyUsedBeyondTheSizeBound(on: sut)
    }

    @Test("retrieving image data marks it as recently used")
    func retrieveImageData_marksDataAsRecentlyUsed() async throws {
        let sut = try makeSUT(maximumImageBytes: 10)
        try await assertThatRetrieveMarksDataAsRecentlyUsed(on: sut)
    }

    @Test("image data larger than the size bound is not kept")
    func insertImageData_keepsNothingLargerThanTheSizeBound() async throws {
        let sut = try makeSUT(maximumImageBytes: 10)
        try await assertThatInsertKeepsNothingLargerThanTheSizeBound(on: sut)
    }

    @Test("image data outlives a deleted feed cache")
    func imageData_isIndependentOfTheFeedCache() async throws {
        let sut = try makeSUT()
        try await assertThatImageDataIsIndependentOfTheFeedCache(on: sut)
    }

    // MARK: - Helpers

    private func makeSUT(maximumImageBytes: Int = InMemoryFeedStore.defaultMaximumImageBytes) throws
        -> InMemoryFeedStore
    {
        InMemoryFeedStore(maximumImageBytes: maximumImageBytes)
    }
}
