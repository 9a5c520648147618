/// Drives a resource's loading, error and content views through one load.
@MainActor
public final class LoadResourcePresenter<Resource, View: ResourceView> {
    public typealias Mapper = (Resource) throws -> View.ResourceViewModel

    private let resourceView: View
    private let loadingView: any ResourceLoadingView
    private let errorView: any ResourceErrorView
    private let mapper: Mapper
    private let errorMessage: (any Error) -> ResourceErrorViewModel

    /// A presenter that shows what one load does on three views.
    ///
    /// - Parameters:
    ///   - resourceView: shows the loaded resource, mapped by `mapper`.
    ///   - loadingView: shows whether a load is under way.
    ///   - errorView: shows the error of a failed load or mapping, and hides it when a load starts.
    ///   - language: the language of the default error message.
    ///   - mapper: turns the resource into the view model of `resourceView`; when it throws, the error is shown.
    ///   - errorMessage: the view model for a failure; by default `LoadFailure`'s headline and cause in
    ///     `language`.
    public init(
        resourceView: View,
        loadingView: any ResourceLoadingView,
        errorView: any ResourceErrorView,
        language: String = "en",
        mapper: @escaping Mapper,
        errorMessage: ((any Error) -> ResourceErrorViewModel)? = nil
    ) {
        self.resourceView = resourceView
        self.loadingView = loadingView
        self.errorView = errorView
        self.mapper = mapper
        self.errorMessage = errorMessage ?? { LoadFailure($0).viewModel(language: language) }
    }

    /// Hides any error and shows the loading indicator.
    public func didStartLoading() {
        errorView.display(.noError)
        loadingView.display(ResourceLoadingViewModel(isLoading: true))
    }

    /// Shows the mapped resource and hides the loading indicator; shows the error instead if mapping throws.
    public func didFinishLoading(with resource: Resource) {
        do {
            resourceView.display(try mapper(resource))
            loadingView.display(ResourceLoadingViewModel(isLoading: false))
        } catch {
            didFinishLoading(with: error)
        }
    }

    /// Shows the error's message and hides the loading indicator.
    public func didFinishLoading(with error: any Error) {
        errorView.display(errorMessage(error))
        loadingView.display(ResourceLoadingViewModel(isLoading: false))
    }
}

extension LoadResourcePresenter where Resource == View.ResourceViewModel {
    /// A presenter for a resource that the view shows as it is, with the default error message in `language`.
    public convenience init(
        resourceView: View, loadingView: any ResourceLoadingView, errorView: any ResourceErrorView,
        language: String = "en"
    ) {
        self.init(
            resourceView: resourceView, loadingView: loadingView, errorView: errorView, language: language,
            mapper: { $0 })
    }
}
