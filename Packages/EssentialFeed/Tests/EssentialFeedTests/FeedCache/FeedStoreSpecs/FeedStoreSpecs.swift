/// The contract every `FeedStore` passes, as assertions on a store: `FeedStoreContractTests` runs each one against
/// every store (`StoreUnderTest`), so no store can skip one.
protocol FeedStoreSpecs {}

/// A store that can fail to read (a corrupt file) and fail to write (a file it cannot open).
protocol FailableFeedStoreSpecs: FeedStoreSpecs {
    func retrieve_deliversFailureOnRetrievalError() async throws
    func retrieve_hasNoSideEffectsOnFailure() async throws
    func insert_deliversErrorOnInsertionError() async throws
    func delete_recreatesAnUnreadableStore() async throws
}
