import EssentialFeed
import Foundation
import HTTPTypes
import SharedAPITestSupport
import Testing

/// The code of EssentialFeed.docc/GettingStarted.md, run: each `// snippet:` region is a code block of the article.
@Suite("The Getting Started article and its code")
struct GettingStartedTests {
    @Test("maps a feed page and builds the next page's URL")
    func gettingStarted_mapsAFeedPageAndBuildsTheNextPageURL() throws {
        // snippet: begin map-a-page
        let baseURL = URL(string: "https://api.example.com/v1")!
        let firstPage = FeedEndpoint.get(limit: 10).request(baseURL: baseURL)

        let payload = Data(
            #"""
            {"items": [{"id": "25E5C6E2-935A-5BEE-A4C6-17FADEDF8474", "description": "A quiet morning.",
                        "location": "São Paulo, Brasil", "image": "https://images.example.com/01.png"}]}
            """#.utf8)
        let page = try FeedItemsMapper.map(payload, from: HTTPResponse(status: .ok))

        let nextPage = FeedEndpoint.get(after: page.last, limit: 10).request(baseURL: baseURL)
        // snippet: end

        #expect(firstPage.url?.absoluteString == "https://api.example.com/v1/feed?limit=10")
        #expect(
            page == [
                FeedImage(
                    id: UUID(uuidString: "25E5C6E2-935A-5BEE-A4C6-17FADEDF8474")!, description: "A quiet morning.",
                    location: "São Paulo, Brasil", url: URL(string: "https://images.example.com/01.png")!)
            ])
        #expect(
            nextPage.url?.absoluteString
                == "https://api.example.com/v1/feed?limit=10&after_id=25e5c6e2-935a-5bee-a4c6-17fadedf8474")
    }

    @Test("a cached page loads for six days and is gone on the seventh")
    func gettingStarted_cachesAPageForSevenDays() async throws {
        let page = uniqueImageFeed().models

        // snippet: begin cache-a-page
        let store = InMemoryFeedStore()
        let savedAt = Date(timeIntervalSince1970: 1_700_000_000)
        try await LocalFeedLoader(store: store, currentDate: { savedAt }).save(page)

        let calendar = Calendar(identifier: .gregorian)
        let sixDaysLater = calendar.date(byAdding: .day, value: 6, to: savedAt)!
        let sevenDaysLater = calendar.date(byAdding: .day, value: 7, to: savedAt)!
        let fresh = try await LocalFeedLoader(store: store, currentDate: { sixDaysLater }).load()
        let expired = try await LocalFeedLoader(store: store, currentDate: { sevenDaysLater }).load()
        // snippet: end

        #expect(fresh == page)
        #expect(expired == [])
    }

    @Test("the article's code blocks are the code these tests run")
    func gettingStartedArticle_showsExactlyTheTestedCode() throws {
        let article = try DocumentationSnippets.read(
            "../../../Sources/EssentialFeed/EssentialFeed.docc/GettingStarted.md", relativeTo: #filePath)
        let tested = try DocumentationSnippets.read("GettingStartedTests.swift", relativeTo: #filePath)

        let blocks = DocumentationSnippets.swiftBlocks(inArticle: article)
        let snippets = DocumentationSnippets.markedRegions(inSource: tested)

        #expect(snippets.count == 2)
        #expect(blocks.count == snippets.count, "GettingStarted.md has \(blocks.count) swift blocks")
        for (index, (block, snippet)) in zip(blocks, snippets).enumerated() {
            #expect(block == snippet, "swift block \(index + 1) of GettingStarted.md is not the tested snippet")
        }
    }
}
