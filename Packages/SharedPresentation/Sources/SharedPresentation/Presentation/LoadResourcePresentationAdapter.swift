import SharedAPI

/// Ties loads to one `LoadResourcePresenter` (the composition's one way to show a load, whatever the views): each
/// `load` of any `ResourceLoader` shows the loading view, then the mapped resource or the failure, and remembers
/// the failure it showed.
@MainActor
public final class LoadResourcePresentationAdapter<Resource, View: ResourceView> {
    private var presenter: LoadResourcePresenter<Resource, View>?
    /// The failure the latest load showed (its own, or its mapper's), if any.
    public private(set) var failure: (any Error)?

    /// - Parameters:
    ///   - resourceView: shows the mapped resource.
    ///   - loadingView: told when a load starts and ends.
    ///   - errorView: shows a failure's view model.
    ///   - language: the language of the default failure message.
    ///   - mapper: turns the loaded resource into the view's model; its error is shown as the load's.
    ///   - errorMessage: the view model of a failure; `LoadFailure`'s localized headline and cause by default.
    public init(
        resourceView: View, loadingView: any ResourceLoadingView, errorView: any ResourceErrorView,
        language: String, mapper: @escaping (Resource) throws -> View.ResourceViewModel,
        errorMessage: ((any Error) -> ResourceErrorViewModel)? = nil
    ) {
        let message = errorMessage ?? { LoadFailure($0).viewModel(language: language) }
        presenter = LoadResourcePresenter(
            resourceView: resourceView, loadingView: loadingView, errorView: errorView, mapper: mapper,
            errorMessage: { [weak self] error in
                self?.failure = error
                return message(error)
            })
    }

    /// Whether the latest load showed a failure.
    public var hasFailed: Bool { failure != nil }

    /// Runs `loader` (any `ResourceLoader`: remote, cached, composed) and shows what it gives. Returns the resource
    /// once it is shown, or nil once the failure of the load or of its mapping is shown.
    @discardableResult
    public func load<Loader: ResourceLoader>(_ loader: Loader) async -> Resource? where Loader.Resource == Resource {
        await load { try await loader.load() }
    }

    /// Runs the load `loader` and shows what it gives, as `load(_:)` of a `ResourceLoader` does.
    @discardableResult
    public func load(_ loader: () async throws -> Resource) async -> Resource? {
        failure = nil
        presenter?.didStartLoading()
        switch await Result(catching: loader) {
        case let .success(resource):
            presenter?.didFinishLoading(with: resource)
            return hasFailed ? nil : resource
        case let .failure(error):
            presenter?.didFinishLoading(with: error)
            return nil
        }
    }
}
