import Foundation
import HTTPTypes
import ImageComments
import SharedAPI
import SharedAPITestSupport
import Testing

/// The code of ImageComments.docc/GettingStarted.md, run: each `// snippet:` region is a code block of the article.
@Suite("Getting started with ImageComments")
struct GettingStartedTests {
    @Test("maps a comments payload and presents it in English")
    func mapAndPresent() throws {
        // snippet: begin map-and-present
        let payload = Data(
            #"""
            {"items": [{"id": "7019D8A7-0B35-4057-B7F9-8C5471961ED0", "message": "Great light!",
                        "created_at": "2020-05-20T11:24:59Z", "author": {"username": "ann"}}]}
            """#.utf8)
        let comments = try ImageCommentsMapper.map(payload, from: HTTPResponse(status: .ok))

        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let oneDayLater = comments[0].createdAt.addingTimeInterval(24 * 60 * 60)
        let title = ImageCommentsPresenter.title(language: "en")
        let viewModel = ImageCommentsPresenter.map(
            comments, currentDate: oneDayLater, calendar: calendar, language: "en")
        // snippet: end

        #expect(title == "Comments")
        #expect(
            viewModel.comments == [ImageCommentViewModel(message: "Great light!", date: "1 day ago", username: "ann")])
    }

    @Test("loads an image's comments over HTTP through RemoteResourceLoader")
    func loadOverHTTP() async throws {
        // snippet: begin load-over-http
        let server = try LoopbackHTTPServer { _ in
            .json(
                #"""
                {"items": [{"id": "7019D8A7-0B35-4057-B7F9-8C5471961ED0", "message": "Great light!",
                            "created_at": "2020-05-20T11:24:59Z", "author": {"username": "ann"}}]}
                """#)
        }
        defer { server.stop() }

        let endpoint = ImageCommentsEndpoint.get(imageID: UUID(uuidString: "2239CBA2-CB35-4392-ADC0-24A37D38E010")!)
        let loader = RemoteResourceLoader(
            client: LoopbackHTTPClient(),
            request: endpoint.request(baseURL: server.baseURL),
            mapper: ImageCommentsMapper.map)
        let loaded = try await loader.load()
        // snippet: end

        #expect(loaded.map(\.username) == ["ann"])
        #expect(loaded.map(\.message) == ["Great light!"])
        #expect(server.requests.map(\.target) == ["/image/2239cba2-cb35-4392-adc0-24a37d38e010/comments"])
    }

    @Test("the article's code blocks are the code these tests run")
    func articleMatchesTestedCode() throws {
        let article = try DocumentationSnippets.read(
            "../../../Sources/ImageComments/ImageComments.docc/GettingStarted.md", relativeTo: #filePath)
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
