import EssentialFeedCacheFolder
import Foundation
import Testing

@testable import FeedCLI

@Suite("CacheInfoText: cache info's text and JSON are two views of one CacheSummary")
struct CacheInfoTextTests {
    @Test("a cache read whole: its file with the size of both files, its feed, age and image data")
    func readWhole() {
        var summary = CacheSummary(directory: folder, baseURL: "https://a.example", isSample: false)
        summary.sizeBytes = 123
        summary.itemCount = 3
        summary.savedAt = now.addingTimeInterval(-300)
        summary.isExpired = false
        summary.imageDataCount = 1
        summary.imageDataBytes = 9

        #expect(
            sut.render(summary) == """
                Cache
                directory   /c/a
                base URL    https://a.example
                file        /c/a/feed.sqlite (123 bytes)
                feed        3 images, valid
                saved       2023-11-14T22:08:20Z (5 minutes ago)
                image data  1 image, 9 bytes

                """)
        #expect(sut.json(summary).sizeBytes == 123 && sut.json(summary).itemCount == 3)
    }

    @Test("a file without a saved feed reads none, where JSON counts 0 images; a problem is said as JSON says it")
    func noFeedAndProblem() {
        var empty = CacheSummary(directory: folder, baseURL: nil, isSample: true)
        empty.sizeBytes = 10
        empty.itemCount = 0
        var broken = CacheSummary(directory: folder, baseURL: nil, isSample: false, baseURLFileTooBig: true)
        broken.sizeBytes = 10
        broken.problem = "the cache file is unreadable"

        #expect(sut.render(empty).contains("base URL    built-in sample API\n"))
        #expect(sut.render(empty).contains("feed        none\n") && !sut.render(empty).contains("saved"))
        #expect(sut.json(empty).itemCount == 0)
        #expect(sut.render(broken).contains("base URL    unknown (its base-url file is over 4 KiB)\n"))
        #expect(sut.render(broken).contains("feed        the cache file is unreadable\n"))
        #expect(sut.json(broken).problem == "the cache file is unreadable")
    }

    // MARK: - Helpers

    private let folder = URL(fileURLWithPath: "/c/a")
    private let now = Date(timeIntervalSince1970: 1_700_000_000)

    private var sut: CacheInfoText {
        let now = self.now
        return CacheInfoText(style: CommandStyle(theme: .none, width: 80, language: "en", currentDate: { now }))
    }
}
