import SharedPresentation
import TerminalViews

/// The state of the next page: nothing under way, loading (a loading row), or failed (an error row).
enum MoreStatus: Equatable, Sendable {
    case idle
    case loading
    case failed(LoadFailure)
}
