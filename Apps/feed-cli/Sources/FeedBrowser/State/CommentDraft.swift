import SharedPresentation
import TerminalViews

/// A comment written in the composer: sending, or failed and kept for a retry.
struct CommentDraft: Equatable, Sendable {
    enum Status: Equatable, Sendable {
        case sending
        case failed(LoadFailure)
    }

    let id: Int
    let message: String
    var status: Status
}
