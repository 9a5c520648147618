/// The contract every `FeedImageDataStore` passes.
protocol FeedImageDataStoreSpecs {
    func retrieveImageData_deliversNotFoundWhenEmpty() async throws
    func retrieveImageData_deliversNotFoundWhenStoredDataURLDoesNotMatch() async throws
    func retrieveImageData_deliversFoundDataWhenThereIsAStoredImageDataMatchingURL() async throws
    func retrieveImageData_deliversLastInsertedValue() async throws
    func insertImageData_evictsTheLeastRecentlyUsedBeyondTheSizeBound() async throws
    func retrieveImageData_marksDataAsRecentlyUsed() async throws
    func insertImageData_keepsNothingLargerThanTheSizeBound() async throws
    func imageData_isIndependentOfTheFeedCache() async throws
}
