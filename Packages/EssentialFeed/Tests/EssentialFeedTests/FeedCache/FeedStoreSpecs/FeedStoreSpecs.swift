/// The contract every `FeedStore` passes: each store's suite declares these as tests and calls the assertions.
protocol FeedStoreSpecs {
    func retrieve_deliversEmptyOnEmptyCache() async throws
    func retrieve_hasNoSideEffectsOnEmptyCache() async throws
    func retrieve_deliversFoundValuesOnNonEmptyCache() async throws
    func retrieve_hasNoSideEffectsOnNonEmptyCache() async throws

    func insert_deliversNoErrorOnEmptyCache() async throws
    func insert_deliversNoErrorOnNonEmptyCache() async throws
    func insert_overridesPreviouslyInsertedCacheValues() async throws
    func insert_keepsTheFirstOfDuplicateIDs() async throws
    func insert_storesAnEmptyFeedWithItsTimestamp() async throws

    func delete_deliversNoErrorOnEmptyCache() async throws
    func delete_hasNoSideEffectsOnEmptyCache() async throws
    func delete_deliversNoErrorOnNonEmptyCache() async throws
    func delete_emptiesPreviouslyInsertedCache() async throws

    func append_addsThePageAfterTheCachedFeedKeepingTheTimestamp() async throws
    func append_hasNoEffectOnEmptyCache() async throws
    func append_skipsImagesAlreadyCached() async throws
    func append_afterInsertAddsToTheNewFeedOnly() async throws

    func storeSideEffects_runSerially() async throws
}

/// A store that can fail to read (a corrupt file) and fail to write (a file it cannot open).
protocol FailableFeedStoreSpecs: FeedStoreSpecs {
    func retrieve_deliversFailureOnRetrievalError() async throws
    func retrieve_hasNoSideEffectsOnFailure() async throws
    func insert_deliversErrorOnInsertionError() async throws
    func delete_recreatesAnUnreadableStore() async throws
}
