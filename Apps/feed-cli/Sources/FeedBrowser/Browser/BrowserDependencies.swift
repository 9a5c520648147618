import EssentialFeed
import Foundation
import ImageComments
import SharedAPI
import TerminalUI
import TerminalViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the browser needs from the composition root: loaders, the language, the theme.
///
/// Loaders are called from Swift tasks that the browser cancels when their result is no longer
/// wanted (a row scrolled away, Esc during a comments load), so they should honour cancellation.
public struct BrowserDependencies: Sendable {
    /// The first feed page, remote or saved; its `loadMore` gives the next ones.
    public var loadFeed: @Sendable () async throws -> BrowserFeed
    /// The bytes of a feed image (cache first is the loader's job).
    public var loadImageData: @Sendable (URL) async throws -> Data
    /// The comments of an image, in API order.
    public var loadComments: @Sendable (UUID) async throws -> [ImageComment]
    /// Posts a comment and returns the created one; nil hides the composer.
    public var postComment: (@Sendable (UUID, String) async throws -> ImageComment)?
    /// A supported language code, as resolved by `LanguageResolver`.
    public var language: String
    public var theme: Theme
    /// How pictures are drawn (the command's `--images`, resolved against the terminal); nil for none.
    public var pictures: PictureRenderer?
    /// The process environment, kept for the browser's collaborators; pictures come from `pictures`.
    public var environment: [String: String]
    public var currentDate: @Sendable () -> Date
    public var calendar: Calendar
    public var input: Int32
    public var output: Int32

    public init(
        loadFeed: @escaping @Sendable () async throws -> BrowserFeed,
        loadImageData: @escaping @Sendable (URL) async throws -> Data,
        loadComments: @escaping @Sendable (UUID) async throws -> [ImageComment],
        postComment: (@Sendable (UUID, String) async throws -> ImageComment)? = nil,
        language: String,
        theme: Theme,
        pictures: PictureRenderer? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment,
        currentDate: @escaping @Sendable () -> Date = Date.init,
        calendar: Calendar = .current,
        input: Int32 = STDIN_FILENO,
        output: Int32 = STDOUT_FILENO
    ) {
        self.loadFeed = loadFeed
        self.loadImageData = loadImageData
        self.loadComments = loadComments
        self.postComment = postComment
        self.language = language
        self.theme = theme
        self.pictures = pictures
        self.environment = environment
        self.currentDate = currentDate
        self.calendar = calendar
        self.input = input
        self.output = output
    }
}
