import SharedPresentation

/// Shows nothing while loading: for loads that repeat in the background, such as polling.
package struct SilentLoadingView: ResourceLoadingView {
    package init() {}

    package func display(_ viewModel: ResourceLoadingViewModel) {}
}
