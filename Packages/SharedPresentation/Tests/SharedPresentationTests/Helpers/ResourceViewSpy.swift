@testable import SharedPresentation

/// The three views of a `LoadResourcePresenter` in one, recording what each was shown, in order.
@MainActor
final class ResourceViewSpy<ViewModel: Equatable>: ResourceView, ResourceLoadingView, ResourceErrorView {
    typealias ResourceViewModel = ViewModel

    enum Message: Equatable {
        case resource(ViewModel)
        case loading(Bool)
        case error(String?)
    }

    private(set) var messages: [Message] = []
    /// The failures shown, as the presenter gave them.
    private(set) var errors: [ResourceErrorViewModel] = []

    /// The resources shown, in order.
    var resources: [ViewModel] {
        messages.compactMap {
            guard case let .resource(viewModel) = $0 else { return nil }
            return viewModel
        }
    }

    func display(_ viewModel: ViewModel) { messages.append(.resource(viewModel)) }
    func display(_ viewModel: ResourceLoadingViewModel) { messages.append(.loading(viewModel.isLoading)) }
    /// The headline and the cause as one line, `headline: cause`; nil when no failure is shown.
    func display(_ viewModel: ResourceErrorViewModel) {
        errors.append(viewModel)
        messages.append(
            .error(viewModel.message.map { [$0, viewModel.cause].compactMap { $0 }.joined(separator: ": ") }))
    }
}
