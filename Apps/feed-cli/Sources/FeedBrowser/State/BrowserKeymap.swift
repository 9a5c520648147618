import TerminalUI

/// What a key does in the browser, by the name the config file's `[keys]` table uses.
package enum BrowserAction: String, KeyAction {
    case moveUp = "move_up", moveDown = "move_down", pageUp = "page_up", pageDown = "page_down", top, bottom
    case open, back, reload, search, sort, group, follow, comment, help, quit
    case retryImage = "retry_image", clearSearch = "clear_search", sendAgain = "send_again"
    case openPicture = "open_picture", copyURL = "copy_url", copyID = "copy_id"
    case nextNew = "next_new"

    package static let programName = "the browser"

    /// The screens where the action is: two actions may share a key only when no screen has both.
    package var scopes: Set<BrowserScreen> {
        switch self {
        case .open, .retryImage, .search, .clearSearch, .quit, .nextNew: [.feed]
        case .back, .group, .follow, .comment, .sendAgain: [.comments]
        default: [.feed, .comments]
        }
    }

    /// The keys without a config file; the first is the one the state machine knows the action by.
    package var defaultKeys: [Key] {
        switch self {
        case .moveUp: [.up, .character("k")]
        case .moveDown: [.down, .character("j")]
        case .pageUp: [.pageUp]
        case .pageDown: [.pageDown]
        case .top: [.home, .character("g")]
        case .bottom: [.end, .character("G")]
        case .open: [.enter, .right, .character("l")]
        case .back: [.escape, .left, .character("h"), .backspace, .character("q")]
        case .reload: [.character("r")]
        case .search: [.character("/")]
        case .sort: [.character("s")]
        case .group: [.character("a")]
        case .follow: [.character("f")]
        case .comment: [.character("c")]
        case .help: [.character("?")]
        case .quit: [.character("q")]
        case .retryImage: [.character("i")]
        case .clearSearch: [.escape]
        case .sendAgain: [.enter]
        case .openPicture: [.character("o")]
        case .copyURL: [.character("y")]
        case .copyID: [.character("Y")]
        case .nextNew: [.character("n")]
        }
    }
}

/// The browser's keys: each action's keys, the defaults but for those the config file's `[keys]` sets. The state
/// machine reads a key as the first default key of its action, so a remapped key acts exactly as that one did.
package typealias BrowserKeymap = Keymap<BrowserAction>

/// The browser's screens, where its keys act.
package enum BrowserScreen: CaseIterable, Sendable {
    case feed, comments
}
