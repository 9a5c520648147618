import SharedPresentation
import Testing

@MainActor
@Suite("SilentLoadingView: a background load shows its outcome and no loading")
struct SilentLoadingViewTests {
    @Test("a load shows the resource, and no loading around it")
    func loadShowsTheResourceAndNoLoading() {
        let view = ResourceViewSpy<String>()
        let sut = LoadResourcePresenter<String, ResourceViewSpy<String>>(
            resourceView: view, loadingView: SilentLoadingView(), errorView: view)

        sut.didStartLoading()
        sut.didFinishLoading(with: "resource")

        #expect(view.messages == [.error(nil), .resource("resource")])
    }

    @Test("a failed load shows the error, and no loading around it")
    func failedLoadShowsTheErrorAndNoLoading() {
        let view = ResourceViewSpy<String>()
        let sut = LoadResourcePresenter<String, ResourceViewSpy<String>>(
            resourceView: view, loadingView: SilentLoadingView(), errorView: view)

        sut.didStartLoading()
        sut.didFinishLoading(with: AnyError())

        #expect(view.messages == [.error(nil), .error("Couldn't connect to server: any error")])
    }

    private struct AnyError: Error, CustomStringConvertible {
        var description: String { "any error" }
    }
}
