/// Whether a resource is loading.
public struct ResourceLoadingViewModel: Equatable, Sendable {
    public let isLoading: Bool

    public init(isLoading: Bool) {
        self.isLoading = isLoading
    }
}
