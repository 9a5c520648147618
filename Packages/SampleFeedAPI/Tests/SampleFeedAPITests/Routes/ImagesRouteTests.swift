import Foundation
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("GET /images/{name}")
struct ImagesRouteTests {
    @Test("every image URL of the feed serves a PNG under 100 KB")
    func servesEveryFeedImage() async throws {
        let sut = try SUT()

        let responses = try await sut.test { client in
            var responses: [TestResponse] = []
            for item in try await client.feed("?limit=100").items {
                responses.append(try await client.get(item.image.path))
            }
            return responses
        }

        #expect(responses.count >= 30)
        for response in responses {
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "image/png")
            #expect(Array(response.body.readableBytesView.prefix(8)) == pngSignature)
            #expect(response.body.readableBytes < 100_000)
        }
    }

    @Test("the images differ from each other")
    func distinctImages() async throws {
        let sut = try SUT()
        let names = sut.state.images.names

        let bodies = Set(names.compactMap { sut.state.images[$0] })

        #expect(bodies.count == names.count)
    }

    @Test("an unknown image name is not found", arguments: ["99.png", "..%2Ffeed.json", "01.PNG"])
    func unknownImage(name: String) async throws {
        let sut = try SUT()

        let status = try await sut.test { try await $0.get("/images/\(name)").status }

        #expect(status == .notFound)
    }

    @Test("image requests are counted per path, separately from other routes")
    func countsRequests() async throws {
        let sut = try SUT()

        try await sut.test { client in
            _ = try await client.get("/images/01.png")
            _ = try await client.get("/images/01.png")
            _ = try await client.get("/images/02.png")
            _ = try await client.get("/feed")
        }

        #expect(await sut.state.counter.count(pathPrefix: "/images/") == 3)
        #expect(await sut.state.counter.count(path: "/images/01.png") == 2)
        #expect(await sut.state.counter.count(path: "/feed") == 1)
    }
}
