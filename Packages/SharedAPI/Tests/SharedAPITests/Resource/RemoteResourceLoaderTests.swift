import Foundation
import HTTPTypes
import SharedAPI
import XCTest

final class RemoteResourceLoaderTests: XCTestCase {
    func test_init_sendsNoRequest() {
        let (_, client) = makeSUT()

        XCTAssertEqual(client.requests, [])
    }

    func test_load_sendsTheGivenRequest() async throws {
        let request = HTTPRequest(method: .post, url: anyURL(), headerFields: [HTTPField.Name("A")!: "b"])
        let (sut, client) = makeSUT(request: request, body: Data("x".utf8), result: .success((Data(), response(200))))

        _ = try await sut.load()

        XCTAssertEqual(client.requests, [SentRequest(request: request, body: Data("x".utf8))])
    }

    func test_load_deliversTheMappedResource() async throws {
        let (sut, _) = makeSUT(result: .success((Data("42".utf8), response(200))))

        let value = try await sut.load()

        XCTAssertEqual(value, "42")
    }

    func test_load_failsWithConnectivityOnClientError() async {
        let (sut, _) = makeSUT(result: .failure(HTTPClientError.transport("refused")))

        await assertThrows(try await sut.load()) { error in
            XCTAssertEqual(error as? ResourceLoadError, .connectivity("refused"))
        }
    }

    func test_load_failsWithConnectivityOnTimeout() async {
        let (sut, _) = makeSUT(result: .failure(HTTPClientError.timedOut(seconds: 10)))

        await assertThrows(try await sut.load()) { error in
            XCTAssertEqual(error as? ResourceLoadError, .connectivity("no response within 10 s"))
        }
    }

    func test_load_failsWithCancelledOnCancellation() async {
        let (sut, _) = makeSUT(result: .failure(CancellationError()))

        await assertThrows(try await sut.load()) { error in
            XCTAssertEqual(error as? ResourceLoadError, .cancelled)
        }
    }

    func test_load_failsWithInvalidDataWhenTheMapperThrows() async {
        let (sut, _) = makeSUT(
            result: .success((Data(), response(200))), mapper: { _, _ in throw InvalidData("items missing") })

        await assertThrows(try await sut.load()) { error in
            XCTAssertEqual(error as? ResourceLoadError, .invalidData("items missing"))
        }
    }

    func test_load_failsWithAuthenticationFailedOn401And403() async {
        for status in [401, 403] {
            let (sut, _) = makeSUT(result: .success((Data(), response(status))))

            await assertThrows(try await sut.load()) { error in
                XCTAssertEqual(error as? ResourceLoadError, .authenticationFailed(status: status))
            }
        }
    }

    func test_load_failsWithNotFoundOn404NamingThePath_beforeTheMapperSeesIt() async {
        let (sut, _) = makeSUT(
            result: .success((Data("{}".utf8), response(404))), mapper: { _, _ in throw InvalidData("mapped") })

        await assertThrows(try await sut.load()) { error in
            XCTAssertEqual(error as? ResourceLoadError, .notFound("HTTP 404 for /feed"))
            XCTAssertEqual((error as? ResourceLoadError)?.kind, .notFound)
        }
    }

    func test_loadError_describesItsCauseOnOneLine() {
        XCTAssertEqual(ResourceLoadError.connectivity("refused").description, "refused")
        XCTAssertEqual(ResourceLoadError.authenticationFailed(status: 401).cause, "authentication failed (HTTP 401)")
        XCTAssertEqual(ResourceLoadError.invalidData("bad").kind, .invalidData)
    }

    // MARK: - Helpers

    private func makeSUT(
        request: HTTPRequest? = nil,
        body: Data? = nil,
        result: Result<(Data, HTTPResponse), any Error> = .success((Data(), okResponse())),
        mapper: @escaping RemoteResourceLoader<String>.Mapper = { data, _ in String(decoding: data, as: UTF8.self) }
    ) -> (RemoteResourceLoader<String>, HTTPClientStub) {
        let client = HTTPClientStub(result: result)
        let sut = RemoteResourceLoader(
            client: client, request: request ?? HTTPRequest(url: anyURL()), body: body, mapper: mapper)
        return (sut, client)
    }

    private func response(_ status: Int) -> HTTPResponse {
        HTTPResponse(status: .init(code: status))
    }
}

func anyURL() -> URL { URL(string: "http://any-url.com/feed")! }

func okResponse() -> HTTPResponse {
    HTTPResponse(status: .ok)
}

struct SentRequest: Equatable {
    let request: HTTPRequest
    let body: Data?
}

final class HTTPClientStub: HTTPClient, @unchecked Sendable {
    // `@unchecked Sendable`: `sent` is only touched under `lock`.
    private let result: Result<(Data, HTTPResponse), any Error>
    private let lock = NSLock()
    private var sent: [SentRequest] = []

    init(result: Result<(Data, HTTPResponse), any Error>) {
        self.result = result
    }

    var requests: [SentRequest] { lock.withLock { sent } }

    func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
        lock.withLock { sent.append(SentRequest(request: request, body: body)) }
        return try result.get()
    }
}
