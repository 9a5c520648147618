import Foundation
import HTTPTypes
import SharedAPI
import Testing

@Suite("RemoteResourceLoader: one request, its response mapped, failures as ResourceLoadError")
struct RemoteResourceLoaderTests {
    @Test("sends no request on init")
    func initSendsNoRequest() {
        let (_, client) = makeSUT()

        #expect(client.requests == [])
    }

    @Test("sends the given request and body")
    func loadSendsTheGivenRequest() async throws {
        let request = HTTPRequest(method: .post, url: anyURL(), headerFields: [HTTPField.Name("A")!: "b"])
        let (sut, client) = makeSUT(request: request, body: Data("x".utf8), result: .success((Data(), response(200))))

        _ = try await sut.load()

        #expect(client.requests == [SentRequest(request: request, body: Data("x".utf8))])
    }

    @Test("delivers the mapped resource")
    func loadDeliversTheMappedResource() async throws {
        let (sut, _) = makeSUT(result: .success((Data("42".utf8), response(200))))

        let value = try await sut.load()

        #expect(value == "42")
    }

    @Test("fails with connectivity when the client fails")
    func loadFailsWithConnectivityOnClientError() async {
        let (sut, _) = makeSUT(result: .failure(HTTPClientError.transport("refused")))

        await #expect(throws: ResourceLoadError.connectivity("refused")) { try await sut.load() }
    }

    @Test("fails with timed out when the client times out: the server took the request and did not answer")
    func loadFailsWithTimedOutOnTimeout() async {
        let (sut, _) = makeSUT(result: .failure(HTTPClientError.timedOut(seconds: 10)))

        let error = await #expect(throws: ResourceLoadError.self) { try await sut.load() }

        #expect(error == .timedOut(FailureReason(.noResponseWithin(seconds: 10))))
        #expect(error?.kind == .timedOut)
    }

    @Test("fails with cancelled when the load is cancelled")
    func loadFailsWithCancelledOnCancellation() async {
        let (sut, _) = makeSUT(result: .failure(CancellationError()))

        await #expect(throws: ResourceLoadError.cancelled) { try await sut.load() }
    }

    @Test("fails with invalid data when the mapper throws")
    func loadFailsWithInvalidDataWhenTheMapperThrows() async {
        let (sut, _) = makeSUT(
            result: .success((Data(), response(200))), mapper: { _, _ in throw InvalidData("items missing") })

        await #expect(throws: ResourceLoadError.invalidData("items missing")) { try await sut.load() }
    }

    @Test("fails with the unexpected status when the mapper refuses the status, keeping it")
    func loadFailsWithUnexpectedStatus() async {
        let (sut, _) = makeSUT(
            result: .success((Data(), response(500))), mapper: { _, _ in throw InvalidData.status(500) })

        let error = await #expect(throws: ResourceLoadError.self) { try await sut.load() }

        #expect(error == .unexpectedStatus(500))
        #expect(error?.kind == .invalidData)
        #expect(error?.status == 500)
        #expect(error?.reason == FailureReason(.unexpectedStatus(status: 500)))
    }

    @Test("fails with authentication failed on 401 and 403", arguments: [401, 403])
    func loadFailsWithAuthenticationFailed(status: Int) async {
        let (sut, _) = makeSUT(result: .success((Data(), response(status))))

        await #expect(throws: ResourceLoadError.authenticationFailed(status: status)) { try await sut.load() }
    }

    @Test("fails with not found on 404, naming the path, before the mapper sees the body")
    func loadFailsWithNotFoundOn404BeforeTheMapperSeesIt() async {
        let (sut, _) = makeSUT(
            result: .success((Data("{}".utf8), response(404))), mapper: { _, _ in throw InvalidData("mapped") })

        let error = await #expect(throws: ResourceLoadError.self) { try await sut.load() }

        #expect(error == .notFound(FailureReason(.notFound(path: "/feed"))))
        #expect(error?.kind == .notFound)
    }

    @Test("a load error describes its cause on one line")
    func loadErrorDescribesItsCauseOnOneLine() {
        #expect(ResourceLoadError.connectivity("refused").description == "refused")
        #expect(ResourceLoadError.authenticationFailed(status: 401).cause == "CAUSE.authenticationFailed(status: 401)")
        #expect(ResourceLoadError.invalidData("bad").kind == .invalidData)
    }

    @Test("a load error names the HTTP status it is about, and none otherwise")
    func loadErrorNamesItsStatus() {
        #expect(ResourceLoadError.authenticationFailed(status: 403).status == 403)
        #expect(ResourceLoadError.notFound("HTTP 404 for /x").status == 404)
        #expect(ResourceLoadError.unexpectedStatus(502).status == 502)
        #expect(ResourceLoadError.invalidData("bad").status == nil)
        #expect(ResourceLoadError.timedOut("no response within 1 s").status == nil)
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
