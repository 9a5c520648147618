#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif
import Foundation
import SharedAPI
import XCTest

final class RemoteResourceLoaderTests: XCTestCase {
    func test_init_sendsNoRequest() {
        let (_, client) = makeSUT()

        XCTAssertEqual(client.requests, [])
    }

    func test_load_sendsTheGivenRequest() async throws {
        let request = HTTPRequest(method: "POST", url: anyURL(), headers: ["A": "b"], body: Data("x".utf8))
        let (sut, client) = makeSUT(request: request, result: .success((Data(), response(200))))

        _ = try await sut.load()

        XCTAssertEqual(client.requests, [request])
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

    func test_loadError_describesItsCauseOnOneLine() {
        XCTAssertEqual(ResourceLoadError.connectivity("refused").description, "refused")
        XCTAssertEqual(ResourceLoadError.authenticationFailed(status: 401).cause, "authentication failed (HTTP 401)")
        XCTAssertEqual(ResourceLoadError.invalidData("bad").kind, .invalidData)
    }

    // MARK: - Helpers

    private func makeSUT(
        request: HTTPRequest? = nil,
        result: Result<(Data, HTTPURLResponse), Error> = .success((Data(), okResponse())),
        mapper: @escaping RemoteResourceLoader<String>.Mapper = { data, _ in String(decoding: data, as: UTF8.self) }
    ) -> (RemoteResourceLoader<String>, HTTPClientStub) {
        let client = HTTPClientStub(result: result)
        let sut = RemoteResourceLoader(client: client, request: request ?? HTTPRequest(url: anyURL()), mapper: mapper)
        return (sut, client)
    }

    private func response(_ status: Int) -> HTTPURLResponse {
        HTTPURLResponse(url: anyURL(), statusCode: status, httpVersion: nil, headerFields: nil)!
    }
}

func anyURL() -> URL { URL(string: "http://any-url.com/feed")! }

func okResponse() -> HTTPURLResponse {
    HTTPURLResponse(url: anyURL(), statusCode: 200, httpVersion: nil, headerFields: nil)!
}

final class HTTPClientStub: HTTPClient, @unchecked Sendable {
    // `@unchecked Sendable`: `sent` is only touched under `lock`.
    private let result: Result<(Data, HTTPURLResponse), Error>
    private let lock = NSLock()
    private var sent: [HTTPRequest] = []

    init(result: Result<(Data, HTTPURLResponse), Error>) {
        self.result = result
    }

    var requests: [HTTPRequest] { lock.withLock { sent } }

    func send(_ request: HTTPRequest) async throws -> (Data, HTTPURLResponse) {
        lock.withLock { sent.append(request) }
        return try result.get()
    }
}
