import SharedAPI
import Testing

@testable import SharedPresentation

@MainActor
@Suite("LoadResourcePresentationAdapter: one load, shown on the presenter's views")
struct LoadResourcePresentationAdapterTests {
    @Test("a load shows loading, then the mapped resource, and returns the resource")
    func showsMappedResource() async {
        let (adapter, views) = makeAdapter()

        let loaded = await adapter.load { 21 }

        #expect(loaded == 21)
        #expect(views.messages == [.error(nil), .loading(true), .resource("42"), .loading(false)])
        #expect(!adapter.hasFailed)
    }

    @Test("a failed load shows the failure's headline and cause, returns nil and counts as failed")
    func showsFailure() async {
        let (adapter, views) = makeAdapter()

        let loaded = await adapter.load { throw ResourceLoadError.notFound("HTTP 404 for /x") }

        #expect(loaded == nil)
        #expect(adapter.hasFailed)
        #expect(
            views.messages == [.error(nil), .loading(true), .error("Not found: HTTP 404 for /x"), .loading(false)])
    }

    @Test("a mapper that throws is a failure too: shown, nil returned")
    func mapperFailure() async {
        let (adapter, views) = makeAdapter(mapper: { _ in throw ResourceLoadError.invalidData("bad") })

        let loaded = await adapter.load { 1 }

        #expect(loaded == nil)
        #expect(adapter.hasFailed)
        #expect(views.messages.contains(.error("The server sent invalid data: bad")))
    }

    @Test("each load starts without the previous one's failure")
    func failureIsPerLoad() async {
        let (adapter, _) = makeAdapter()

        await adapter.load { throw ResourceLoadError.notFound("gone") }
        let loaded = await adapter.load { 2 }

        #expect(loaded == 2)
        #expect(!adapter.hasFailed)
    }

    @Test("any ResourceLoader is loaded and shown as a load is")
    func loadsAResourceLoader() async {
        let (adapter, views) = makeAdapter()

        let loaded = await adapter.load(LoaderStub(result: .success(21)))
        let failed = await adapter.load(LoaderStub(result: .failure(ResourceLoadError.notFound("gone"))))

        #expect(loaded == 21)
        #expect(failed == nil)
        #expect(views.messages.contains(.resource("42")))
        #expect(views.messages.contains(.error("Not found: gone")))
    }

    @Test("a custom error message replaces LoadFailure's words")
    func customErrorMessage() async {
        let views = ViewsSpy()
        let adapter = LoadResourcePresentationAdapter<Int, ViewsSpy>(
            resourceView: views, loadingView: views, errorView: views, language: "en", mapper: { "\($0)" },
            errorMessage: { _ in .error(message: "custom") })

        await adapter.load { throw ResourceLoadError.notFound("gone") }

        #expect(views.messages.contains(.error("custom")))
    }

    private func makeAdapter(
        mapper: @escaping (Int) throws -> String = { "\($0 * 2)" }
    ) -> (LoadResourcePresentationAdapter<Int, ViewsSpy>, ViewsSpy) {
        let views = ViewsSpy()
        let adapter = LoadResourcePresentationAdapter(
            resourceView: views, loadingView: views, errorView: views, language: "en", mapper: mapper)
        return (adapter, views)
    }
}

private struct LoaderStub: ResourceLoader {
    let result: Result<Int, ResourceLoadError>

    func load() async throws -> Int { try result.get() }
}

private typealias ViewsSpy = ResourceViewSpy<String>
