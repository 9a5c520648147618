import EssentialFeed
import TerminalUI

/// `o`, `y` and `Y`: the image of the selected row (or of the comments on screen) opened in the desktop's viewer,
/// its URL or its id put on the clipboard.
extension BrowserState {
    /// The effects of `o`, `y` or `Y` on `image`; nil for any other key.
    mutating func handlePictureKey(_ key: Key, image: FeedImage?) -> [BrowserEffect]? {
        guard key == .character("o") || key == .character("y") || key == .character("Y") else { return nil }
        guard let image else {
            notice = .nothingToOpen
            return []
        }
        switch key {
        case .character("o"): return [.openImage(image.url)]
        case .character("y"):
            notice = .copiedURL
            return [.copy(image.url.absoluteString)]
        default:
            notice = .copiedID
            return [.copy(image.id.uuidString.lowercased())]
        }
    }
}
