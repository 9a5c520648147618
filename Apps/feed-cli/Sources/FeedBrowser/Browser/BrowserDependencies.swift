import EssentialFeed
import Foundation
import ImageComments
import SharedAPI
import TerminalUI
import TerminalViews

/// What the browser needs from the composition root: loaders, the style (theme, language, clock), the terminal.
///
/// Loaders are called from Swift tasks that the browser cancels when their result is no longer
/// wanted (a row scrolled away, Esc during a comments load), so they should honour cancellation.
package struct BrowserDependencies: Sendable {
    /// The first feed page, remote or saved; its `loadMore` gives the next ones.
    package var loadFeed: @Sendable () async throws -> BrowserFeed
    /// The bytes of a feed image (cache first is the loader's job).
    package var loadImageData: @Sendable (URL) async throws -> Data
    /// The comments of an image, in API order.
    package var loadComments: @Sendable (UUID) async throws -> [ImageComment]
    /// Posts a comment and returns the created one; nil hides the composer.
    package var postComment: (@Sendable (UUID, String) async throws -> ImageComment)?
    /// The ids of a listed page's images that the person has not seen before (marked, and found by `n`); the
    /// composition root remembers the page as seen.
    package var newImages: @Sendable ([FeedImage]) -> Set<UUID>
    /// The theme, the language and the clock the screens are drawn with.
    package var style: ViewStyle
    /// How pictures are drawn (the command's `--images`, resolved against the terminal); nil for none.
    package var pictures: PictureRenderer?
    /// The process environment, kept for the browser's collaborators; pictures come from `pictures`.
    package var environment: [String: String]
    /// The terminal the browser reads keys from and draws on.
    package var terminal: TerminalDevice
    /// Starts the desktop's viewer on a URL, detached: nil once it runs, else the program that could not start.
    package var open: @Sendable (URL) -> String?
    /// The keys in force.
    package var keymap: BrowserKeymap
    /// Whether the terminal reports the mouse while the browser runs.
    package var mouse: Bool

    package init(
        loadFeed: @escaping @Sendable () async throws -> BrowserFeed,
        loadImageData: @escaping @Sendable (URL) async throws -> Data,
        loadComments: @escaping @Sendable (UUID) async throws -> [ImageComment],
        postComment: (@Sendable (UUID, String) async throws -> ImageComment)? = nil,
        newImages: @escaping @Sendable ([FeedImage]) -> Set<UUID> = { _ in [] },
        style: ViewStyle,
        pictures: PictureRenderer? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        terminal: TerminalDevice = .process,
        mouse: Bool = true,
        open: (@Sendable (URL) -> String?)? = nil,
        keymap: BrowserKeymap = .standard
    ) {
        self.loadFeed = loadFeed
        self.loadImageData = loadImageData
        self.loadComments = loadComments
        self.postComment = postComment
        self.newImages = newImages
        self.style = style
        self.pictures = pictures
        self.environment = environment
        self.terminal = terminal
        self.mouse = mouse
        self.keymap = keymap
        self.open = open ?? DesktopOpener(environment: environment).open
    }
}
