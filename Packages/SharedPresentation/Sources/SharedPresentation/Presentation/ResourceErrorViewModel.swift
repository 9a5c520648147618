/// A localized error message, or none.
public struct ResourceErrorViewModel: Equatable, Sendable {
    public let message: String?
    /// A one-line technical cause shown under the message, when known.
    public let cause: String?

    public init(message: String?, cause: String? = nil) {
        self.message = message
        self.cause = cause
    }

    public static var noError: ResourceErrorViewModel { ResourceErrorViewModel(message: nil) }

    public static func error(message: String, cause: String? = nil) -> ResourceErrorViewModel {
        ResourceErrorViewModel(message: message, cause: cause)
    }
}
