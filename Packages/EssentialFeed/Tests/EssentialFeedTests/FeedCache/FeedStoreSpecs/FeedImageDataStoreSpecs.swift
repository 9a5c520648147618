/// The contract every `FeedImageDataStore` passes, as assertions on a store: `FeedStoreContractTests` runs each one
/// against every store (`StoreUnderTest`).
protocol FeedImageDataStoreSpecs {}
