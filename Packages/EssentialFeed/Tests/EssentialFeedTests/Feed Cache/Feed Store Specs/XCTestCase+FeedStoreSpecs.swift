import EssentialFeed
import XCTest

extension FeedStoreSpecs where Self: XCTestCase {
    func assertThatRetrieveDeliversEmptyOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await expect(sut, toRetrieve: nil, file: file, line: line)
    }

    func assertThatRetrieveHasNoSideEffectsOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await expect(sut, toRetrieveTwice: nil, file: file, line: line)
    }

    func assertThatRetrieveDeliversFoundValuesOnNonEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let cache = CachedFeed(feed: uniqueImageFeed(count: 3).local, timestamp: Date())

        try await sut.insert(cache.feed, timestamp: cache.timestamp)

        try await expect(sut, toRetrieve: cache, file: file, line: line)
    }

    func assertThatRetrieveHasNoSideEffectsOnNonEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let cache = CachedFeed(feed: uniqueImageFeed().local, timestamp: Date())

        try await sut.insert(cache.feed, timestamp: cache.timestamp)

        try await expect(sut, toRetrieveTwice: cache, file: file, line: line)
    }

    func assertThatInsertDeliversNoErrorOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        await XCTAssertNoThrowAsync(
            try await sut.insert(uniqueImageFeed().local, timestamp: Date()), file: file, line: line)
    }

    func assertThatInsertDeliversNoErrorOnNonEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await sut.insert(uniqueImageFeed().local, timestamp: Date())

        await XCTAssertNoThrowAsync(
            try await sut.insert(uniqueImageFeed().local, timestamp: Date()), file: file, line: line)
    }

    func assertThatInsertOverridesPreviouslyInsertedCacheValues(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await sut.insert(uniqueImageFeed(count: 4).local, timestamp: Date())
        let latest = CachedFeed(feed: uniqueImageFeed(count: 2).local, timestamp: Date().adding(seconds: 10))

        try await sut.insert(latest.feed, timestamp: latest.timestamp)

        try await expect(sut, toRetrieve: latest, file: file, line: line)
    }

    func assertThatInsertKeepsTheFirstOfDuplicateIDs(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let feed = uniqueImageFeed(count: 2).local
        let duplicate = LocalFeedImage(id: feed[0].id, description: "other", location: nil, url: anyURL())
        let timestamp = Date()

        try await sut.insert(feed + [duplicate], timestamp: timestamp)

        try await expect(sut, toRetrieve: CachedFeed(feed: feed, timestamp: timestamp), file: file, line: line)
    }

    func assertThatInsertStoresAnEmptyFeedWithItsTimestamp(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let timestamp = Date()

        try await sut.insert([], timestamp: timestamp)

        try await expect(sut, toRetrieve: CachedFeed(feed: [], timestamp: timestamp), file: file, line: line)
    }

    func assertThatDeleteDeliversNoErrorOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        await XCTAssertNoThrowAsync(try await sut.deleteCachedFeed(), file: file, line: line)
    }

    func assertThatDeleteHasNoSideEffectsOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await sut.deleteCachedFeed()

        try await expect(sut, toRetrieve: nil, file: file, line: line)
    }

    func assertThatDeleteDeliversNoErrorOnNonEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await sut.insert(uniqueImageFeed().local, timestamp: Date())

        await XCTAssertNoThrowAsync(try await sut.deleteCachedFeed(), file: file, line: line)
    }

    func assertThatDeleteEmptiesPreviouslyInsertedCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await sut.insert(uniqueImageFeed().local, timestamp: Date())

        try await sut.deleteCachedFeed()

        try await expect(sut, toRetrieve: nil, file: file, line: line)
    }
}

extension FeedStoreSpecs where Self: XCTestCase {
    func assertThatAppendAddsThePageAfterTheCachedFeedKeepingTheTimestamp(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let first = uniqueImageFeed(count: 3).local
        let second = uniqueImageFeed(count: 2).local
        let timestamp = Date().adding(days: -1)
        try await sut.insert(first, timestamp: timestamp)

        try await sut.append(second)

        try await expect(
            sut, toRetrieve: CachedFeed(feed: first + second, timestamp: timestamp), file: file, line: line)
    }

    func assertThatAppendHasNoEffectOnEmptyCache(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await sut.append(uniqueImageFeed().local)

        try await expect(sut, toRetrieve: nil, file: file, line: line)
    }

    func assertThatAppendSkipsImagesAlreadyCached(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let first = uniqueImageFeed(count: 2).local
        let new = uniqueImageFeed(count: 1).local
        let timestamp = Date()
        try await sut.insert(first, timestamp: timestamp)

        try await sut.append([first[1]] + new)

        try await expect(sut, toRetrieve: CachedFeed(feed: first + new, timestamp: timestamp), file: file, line: line)
    }

    func assertThatAppendAfterInsertAddsToTheNewFeedOnly(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let old = uniqueImageFeed(count: 2).local
        let latest = uniqueImageFeed(count: 2).local
        let page = uniqueImageFeed(count: 2).local + [old[0]]
        let timestamp = Date()
        try await sut.insert(old, timestamp: timestamp.adding(days: -2))
        try await sut.insert(latest, timestamp: timestamp)

        try await sut.append(page)

        try await expect(sut, toRetrieve: CachedFeed(feed: latest + page, timestamp: timestamp), file: file, line: line)
    }

    func assertThatSideEffectsRunSerially(
        on sut: FeedStore, file: StaticString = #filePath, line: UInt = #line
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
        XCTAssertEqual(cache?.feed.count, 105, "no page lost", file: file, line: line)
        XCTAssertEqual(Set(cache?.feed ?? []), Set(first + pages.flatMap { $0 }), file: file, line: line)
        XCTAssertEqual(
            Array(cache?.feed.prefix(5) ?? []), first, "pages go after the cached feed", file: file, line: line)
        for page in pages {
            let positions = page.compactMap { image in cache?.feed.firstIndex(of: image) }
            XCTAssertEqual(
                positions, Array(positions.first!..<positions.first! + 5), "a page stays whole", file: file, line: line)
        }
    }
}

extension FeedStoreSpecs where Self: XCTestCase {
    func expect(
        _ sut: FeedStore, toRetrieveTwice expected: CachedFeed?, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        try await expect(sut, toRetrieve: expected, file: file, line: line)
        try await expect(sut, toRetrieve: expected, file: file, line: line)
    }

    func expect(
        _ sut: FeedStore, toRetrieve expected: CachedFeed?, file: StaticString = #filePath, line: UInt = #line
    ) async throws {
        let retrieved = try await sut.retrieve()
        XCTAssertEqual(retrieved, expected, file: file, line: line)
    }
}
