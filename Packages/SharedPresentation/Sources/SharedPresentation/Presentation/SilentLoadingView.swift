/// Shows nothing while loading: for loads that repeat in the background, such as polling.
public struct SilentLoadingView: ResourceLoadingView {
    /// A loading view that shows nothing.
    public init() {}

    /// Does nothing, whether a load starts or ends.
    ///
    /// - Parameter viewModel: Whether a load is under way.
    public func display(_ viewModel: ResourceLoadingViewModel) {}
}
