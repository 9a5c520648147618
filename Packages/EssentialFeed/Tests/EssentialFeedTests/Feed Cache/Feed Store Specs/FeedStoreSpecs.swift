/// The contract every `FeedStore` passes: each store's test class declares these and calls the assertions.
protocol FeedStoreSpecs {
    func test_retrieve_deliversEmptyOnEmptyCache() async throws
    func test_retrieve_hasNoSideEffectsOnEmptyCache() async throws
    func test_retrieve_deliversFoundValuesOnNonEmptyCache() async throws
    func test_retrieve_hasNoSideEffectsOnNonEmptyCache() async throws

    func test_insert_deliversNoErrorOnEmptyCache() async throws
    func test_insert_deliversNoErrorOnNonEmptyCache() async throws
    func test_insert_overridesPreviouslyInsertedCacheValues() async throws
    func test_insert_keepsTheFirstOfDuplicateIDs() async throws
    func test_insert_storesAnEmptyFeedWithItsTimestamp() async throws

    func test_delete_deliversNoErrorOnEmptyCache() async throws
    func test_delete_hasNoSideEffectsOnEmptyCache() async throws
    func test_delete_deliversNoErrorOnNonEmptyCache() async throws
    func test_delete_emptiesPreviouslyInsertedCache() async throws

    func test_append_addsThePageAfterTheCachedFeedKeepingTheTimestamp() async throws
    func test_append_hasNoEffectOnEmptyCache() async throws
    func test_append_skipsImagesAlreadyCached() async throws
    func test_append_afterInsertAddsToTheNewFeedOnly() async throws

    func test_storeSideEffects_runSerially() async throws
}

/// A store that can fail to read (a corrupt file) and fail to write (a file it cannot open).
protocol FailableFeedStoreSpecs: FeedStoreSpecs {
    func test_retrieve_deliversFailureOnRetrievalError() async throws
    func test_retrieve_hasNoSideEffectsOnFailure() async throws
    func test_insert_deliversErrorOnInsertionError() async throws
    func test_delete_recreatesAnUnreadableStore() async throws
}
