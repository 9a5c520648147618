import EssentialFeed
import Foundation
import Testing

extension FailableFeedStoreSpecs {
    func assertThatRetrieveDeliversFailureOnRetrievalError(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try await sut.retrieve() }
    }

    func assertThatRetrieveHasNoSideEffectsOnFailure(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try await sut.retrieve() }
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) { try await sut.retrieve() }
    }

    func assertThatInsertDeliversErrorOnInsertionError(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async {
        await #expect(throws: (any Error).self, sourceLocation: sourceLocation) {
            try await sut.insert(uniqueImageFeed().local, timestamp: Date())
        }
    }

    func assertThatDeleteRecreatesAnUnreadableStore(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.deleteCachedFeed()

        try await expect(sut, toRetrieve: nil, sourceLocation: sourceLocation)
    }
}
