/// Displays a loaded resource, mapped to the view's own view model.
@MainActor
public protocol ResourceView {
    associatedtype ResourceViewModel
    func display(_ viewModel: ResourceViewModel)
}
