/// The contract every `FeedImageDataStore` passes.
protocol FeedImageDataStoreSpecs {
    func test_retrieveImageData_deliversNotFoundWhenEmpty() async throws
    func test_retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch() async throws
    func test_retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL() async throws
    func test_retrieveImageData_deliversLastInsertedValue() async throws
    func test_insertImageData_evictsTheLeastRecentlyUsedBeyondTheSizeBound() async throws
    func test_retrieveImageData_marksDataAsRecentlyUsed() async throws
    func test_insertImageData_keepsNothingLargerThanTheSizeBound() async throws
    func test_imageData_isIndependentOfTheFeedCache() async throws
}
