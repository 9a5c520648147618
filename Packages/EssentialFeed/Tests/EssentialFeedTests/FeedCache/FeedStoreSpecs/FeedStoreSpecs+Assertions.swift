import EssentialFeed
import Foundation
import Testing

extension FeedStoreSpecs {
    func assertThatRetrieveDeliversEmptyOnEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await expect(sut, toRetrieve: nil, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await expect(sut, toRetrieveTwice: nil, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let cache = CachedFeed(feed: uniqueImageFeed(count: 3).local, timestamp: Date())

        try await sut.insert(cache.feed, timestamp: cache.timestamp)

        try await expect(sut, toRetrieve: cache, sourceLocation: sourceLocation)
    }

    func assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let cache = CachedFeed(feed: uniqueImageFeed().local, timestamp: Date())

        try await sut.insert(cache.feed, timestamp: cache.timestamp)

        try await expect(sut, toRetrieveTwice: cache, sourceLocation: sourceLocation)
    }

    func assertThatInsertDeliversNoErrorOnEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        await #expect(throws: Never.self, sourceLocation: sourceLocation) {
            try await sut.insert(uniqueImageFeed().local, timestamp: Date())
        }
    }

    func assertThatInsertDeliversNoErrorOnNonEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(uniqueImageFeed().local, timestamp: Date())

        await #expect(throws: Never.self, sourceLocation: sourceLocation) {
            try await sut.insert(uniqueImageFeed().local, timestamp: Date())
        }
    }

    func assertThatInsertOverridesPreviouslyInsertedCacheValues(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(uniqueImageFeed(count: 4).local, timestamp: Date())
        let latest = CachedFeed(feed: uniqueImageFeed(count: 2).local, timestamp: Date().adding(seconds: 10))

        try await sut.insert(latest.feed, timestamp: latest.timestamp)

        try await expect(sut, toRetrieve: latest, sourceLocation: sourceLocation)
    }

    func assertThatInsertKeepsTheFirstOfDuplicateIDs(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let feed = uniqueImageFeed(count: 2).local
        let duplicate = LocalFeedImage(id: feed[0].id, description: "other", location: nil, url: anyURL())
        let timestamp = Date()

        try await sut.insert(feed + [duplicate], timestamp: timestamp)

        try await expect(sut, toRetrieve: CachedFeed(feed: feed, timestamp: timestamp), sourceLocation: sourceLocation)
    }

    func assertThatInsertStoresAnEmptyFeedWithItsTimestamp(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let timestamp = Date()

        try await sut.insert([], timestamp: timestamp)

        try await expect(sut, toRetrieve: CachedFeed(feed: [], timestamp: timestamp), sourceLocation: sourceLocation)
    }

    func assertThatDeleteDeliversNoErrorOnEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        await #expect(throws: Never.self, sourceLocation: sourceLocation) { try await sut.deleteCachedFeed() }
    }

    func assertThatDeleteHasNoSideEffectsOnEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.deleteCachedFeed()

        try await expect(sut, toRetrieve: nil, sourceLocation: sourceLocation)
    }

    func assertThatDeleteDeliversNoErrorOnNonEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(uniqueImageFeed().local, timestamp: Date())

        await #expect(throws: Never.self, sourceLocation: sourceLocation) { try await sut.deleteCachedFeed() }
    }

    func assertThatDeleteEmptiesPreviouslyInsertedCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.insert(uniqueImageFeed().local, timestamp: Date())

        try await sut.deleteCachedFeed()

        try await expect(sut, toRetrieve: nil, sourceLocation: sourceLocation)
    }
}

extension FeedStoreSpecs {
    func assertThatAppendAddsThePageAfterTheCachedFeedKeepingTheTimestamp(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let first = uniqueImageFeed(count: 3).local
        let second = uniqueImageFeed(count: 2).local
        let timestamp = Date().adding(days: -1)
        try await sut.insert(first, timestamp: timestamp)

        try await sut.append(second)

        try await expect(
            sut, toRetrieve: CachedFeed(feed: first + second, timestamp: timestamp), sourceLocation: sourceLocation)
    }

    func assertThatAppendHasNoEffectOnEmptyCache(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await sut.append(uniqueImageFeed().local)

        try await expect(sut, toRetrieve: nil, sourceLocation: sourceLocation)
    }

    func assertThatAppendSkipsImagesAlreadyCached(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let first = uniqueImageFeed(count: 2).local
        let new = uniqueImageFeed(count: 1).local
        let timestamp = Date()
        try await sut.insert(first, timestamp: timestamp)

        try await sut.append([first[1]] + new)

        try await expect(
            sut, toRetrieve: CachedFeed(feed: first + new, timestamp: timestamp), sourceLocation: sourceLocation)
    }

    func assertThatAppendAfterInsertAddsToTheNewFeedOnly(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let old = uniqueImageFeed(count: 2).local
        let latest = uniqueImageFeed(count: 2).local
        let page = uniqueImageFeed(count: 2).local + [old[0]]
        let timestamp = Date()
        try await sut.insert(old, timestamp: timestamp.adding(days: -2))
        try await sut.insert(latest, timestamp: timestamp)

        try await sut.append(page)

        try await expect(
            sut, toRetrieve: CachedFeed(feed: latest + page, timestamp: timestamp), sourceLocation: sourceLocation)
    }

    func assertThatSideEffectsRunSerially(
        on sut: any FeedStore, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let pages = (0..<20).map { _ in uniqueImageFeed(count: 5).local }
        let first = uniqueImageFeed(count: 5).local
        let timestamp = Date()
        try await sut.insert(first, timestamp: timestamp)

        try await withThrowingTaskGroup(of: Void.self) { group in
            for page in pages { group.addTask { try await sut.append(page) } }
            try await group.waitForAll()
        }

        let cache = try await sut.retrieve()
        #expect(cache?.feed.count == 105, "no page lost", sourceLocation: sourceLocation)
        #expect(Set(cache?.feed ?? []) == Set(first + pages.flatMap { $0 }), sourceLocation: sourceLocation)
        #expect(
            Array(cache?.feed.prefix(5) ?? []) == first, "pages go after the cached feed",
            sourceLocation: sourceLocation)
        for page in pages {
            let positions = page.compactMap { image in cache?.feed.firstIndex(of: image) }
            let start = try #require(positions.first, "a page is in the cache", sourceLocation: sourceLocation)
            #expect(positions == Array(start..<start + 5), "a page stays whole", sourceLocation: sourceLocation)
        }
    }
}

extension FeedStoreSpecs {
    func expect(
        _ sut: any FeedStore, toRetrieveTwice expected: CachedFeed?, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        try await expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
        try await expect(sut, toRetrieve: expected, sourceLocation: sourceLocation)
    }

    func expect(
        _ sut: any FeedStore, toRetrieve expected: CachedFeed?, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws {
        let retrieved = try await sut.retrieve()
        #expect(retrieved == expected, sourceLocation: sourceLocation)
    }
}
