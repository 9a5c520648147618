import TerminalUI

/// Keys that mean the same on every screen, then the screen's own keys.
extension BrowserState {
    mutating func handle(_ key: Key) -> [BrowserEffect] {
        if key == .control("c") { return quit() }
        if case let .mouse(event) = key { return handle(event) }
        // The footer's notice has been read once anything is done.
        notice = nil
        if showsHelp {
            showsHelp = false
            return []
        }
        switch screen {
        case .feed: return handleFeed(key)
        case .comments: return handleComments(key)
        }
    }

    /// A key the browser sends itself (a click on a hint, the wheel), already the key of its action.
    mutating func handleUntranslated(_ key: Key) -> [BrowserEffect] {
        switch screen {
        case .feed: return handleFeed(key, translating: false)
        case .comments: return handleComments(key, translating: false)
        }
    }
}
