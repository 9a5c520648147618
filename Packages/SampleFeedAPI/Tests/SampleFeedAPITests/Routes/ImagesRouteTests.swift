import Foundation
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("GET /images/{name}")
struct ImagesRouteTests {
    @Test("every image URL of the feed serves its bytes typed by extension: .png as image/png, .jpg as image/jpeg")
    func servesEveryFeedImage() async throws {
        let sut = try SUT()

        let responses = try await sut.test { client in
            var responses: [(path: String, response: TestResponse)] = []
            for item in try await client.feed("?limit=100").items {
                responses.append((item.image.path, try await client.get(item.image.path)))
            }
            return responses
        }

        #expect(responses.count >= 30)
        for (path, response) in responses {
            let image = ImageBytes(bytes: Array(response.body.readableBytesView))
            #expect(response.status == .ok, "\(path)")
            #expect(response.body.readableBytes < 1_000_000, "\(path)")
            if path.hasSuffix(".png") {
                #expect(response.headers[.contentType] == "image/png", "\(path)")
                #expect(image.isPNG, "\(path)")
            } else {
                #expect(response.headers[.contentType] == "image/jpeg", "\(path)")
                #expect(image.isJPEG, "\(path)")
            }
        }
    }

    @Test("the feed points at both PNG and JPEG images")
    func mixesFormats() async throws {
        let sut = try SUT()

        let extensions = try await sut.test { try await $0.feed("?limit=100").items.map(\.image.pathExtension) }

        #expect(Set(extensions) == ["png", "jpg"])
    }

    @Test("the images differ from each other")
    func distinctImages() async throws {
        let sut = try SUT()
        let names = sut.state.images.names

        let bodies = Set(names.compactMap { sut.state.images[$0] })

        #expect(bodies.count == names.count)
    }

    @Test("an unknown image name is not found", arguments: ["99.png", "..%2Ffeed.json", "01.PNG", "04.png", "01.jpg"])
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
