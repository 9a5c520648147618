import SharedPresentation

/// Shows nothing while loading: for loads that repeat in the background, such as polling.
public struct SilentLoadingView: ResourceLoadingView {
    public init() {}

    public func display(_ viewModel: ResourceLoadingViewModel) {}
}
