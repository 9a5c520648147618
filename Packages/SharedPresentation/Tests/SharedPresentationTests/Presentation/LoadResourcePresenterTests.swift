import SharedPresentation
import Testing

@MainActor
@Suite("LoadResourcePresenter")
struct LoadResourcePresenterTests {
    @Test("sends no messages to the views on creation")
    func test_init_sendsNoMessagesToViews() {
        let (_, view) = makeSUT()

        #expect(view.messages == [])
    }

    @Test("starting to load clears the error and shows loading")
    func test_didStartLoading_displaysNoErrorAndStartsLoading() {
        let (sut, view) = makeSUT()

        sut.didStartLoading()

        #expect(view.messages == [.error(nil), .loading(true)])
    }

    @Test("a loaded resource is shown mapped, and loading stops")
    func test_didFinishLoadingResource_displaysMappedResourceAndStopsLoading() {
        let (sut, view) = makeSUT(mapper: { $0 + " view model" })

        sut.didFinishLoading(with: "resource")

        #expect(view.messages == [.resource("resource view model"), .loading(false)])
    }

    @Test("a resource the mapper rejects shows the localized error, and loading stops")
    func test_didFinishLoadingWithMapperError_displaysLocalizedErrorAndStopsLoading() {
        let (sut, view) = makeSUT(mapper: { _ in throw AnyError() })

        sut.didFinishLoading(with: "resource")

        #expect(view.messages == [.error("Couldn't connect to server: any error"), .loading(false)])
    }

    @Test("a failed load shows the localized error, and loading stops")
    func test_didFinishLoadingWithError_displaysLocalizedErrorAndStopsLoading() {
        let (sut, view) = makeSUT()

        sut.didFinishLoading(with: anyError())

        #expect(view.messages == [.error("Couldn't connect to server: any error"), .loading(false)])
    }

    @Test("a failed load shows the error in the given language, with its cause")
    func test_didFinishLoadingWithError_displaysTheErrorInTheGivenLanguageWithItsCause() {
        let (sut, view) = makeSUT(language: "pt-BR")

        sut.didFinishLoading(with: anyError())

        #expect(view.errors.last == .error(message: "Não foi possível conectar ao servidor", cause: "any error"))
    }

    @Test("a failed load shows the message the given closure makes")
    func test_didFinishLoadingWithError_usesTheGivenErrorMessage() {
        let view = ViewSpy()
        let sut = LoadResourcePresenter<String, ViewSpy>(
            resourceView: view, loadingView: view, errorView: view, mapper: { $0 },
            errorMessage: { _ in .error(message: "custom") })

        sut.didFinishLoading(with: anyError())

        #expect(view.messages.first == .error("custom"))
    }

    // MARK: - Helpers

    private typealias ViewSpy = ResourceViewSpy<String>
    private typealias SUT = LoadResourcePresenter<String, ViewSpy>

    private func makeSUT(
        language: String = "en", mapper: @escaping SUT.Mapper = { $0 }
    ) -> (SUT, ViewSpy) {
        let view = ViewSpy()
        let sut = SUT(resourceView: view, loadingView: view, errorView: view, language: language, mapper: mapper)
        return (sut, view)
    }

    private func anyError() -> any Error { AnyError() }

    private struct AnyError: Error, CustomStringConvertible {
        var description: String { "any error" }
    }
}
