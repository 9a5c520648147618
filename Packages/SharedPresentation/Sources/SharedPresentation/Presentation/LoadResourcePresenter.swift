/// Drives a resource's loading, error and content views through one load.
@MainActor
public final class LoadResourcePresenter<Resource, View: ResourceView> {
    public typealias Mapper = (Resource) throws -> View.ResourceViewModel

    private let resourceView: View
    private let loadingView: any ResourceLoadingView
    private let errorView: any ResourceErrorView
    private let mapper: Mapper
    private let errorMessage: (Error) -> ResourceErrorViewModel

    /// - Parameter errorMessage: the view model for a failure; by default the localized
    ///   `GENERIC_CONNECTION_ERROR` in `language`, with the error's cause.
    public init(
        resourceView: View,
        loadingView: any ResourceLoadingView,
        errorView: any ResourceErrorView,
        language: String = "en",
        mapper: @escaping Mapper,
        errorMessage: ((Error) -> ResourceErrorViewModel)? = nil
    ) {
        self.resourceView = resourceView
        self.loadingView = loadingView
        self.errorView = errorView
        self.mapper = mapper
        self.errorMessage = errorMessage ?? { SharedStrings.connectionError($0, language: language) }
    }

    public func didStartLoading() {
        errorView.display(.noError)
        loadingView.display(ResourceLoadingViewModel(isLoading: true))
    }

    public func didFinishLoading(with resource: Resource) {
        do {
            resourceView.display(try mapper(resource))
            loadingView.display(ResourceLoadingViewModel(isLoading: false))
        } catch {
            didFinishLoading(with: error)
        }
    }

    public func didFinishLoading(with error: Error) {
        errorView.display(errorMessage(error))
        loadingView.display(ResourceLoadingViewModel(isLoading: false))
    }
}

extension LoadResourcePresenter where Resource == View.ResourceViewModel {
    public convenience init(
        resourceView: View, loadingView: any ResourceLoadingView, errorView: any ResourceErrorView,
        language: String = "en"
    ) {
        self.init(
            resourceView: resourceView, loadingView: loadingView, errorView: errorView, language: language,
            mapper: { $0 })
    }
}
