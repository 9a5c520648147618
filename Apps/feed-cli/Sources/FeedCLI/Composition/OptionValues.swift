import HTTPClientPolicy
import TerminalUI

/// The option groups' values as plain fields, what `AppSettings` reads: a command's groups give them
/// (`init(api:request:…)`), and the fast reading of `feed` gives them without building a property wrapper (each
/// wrapper type costs the runtime a scan of its conformance records on first use).
struct OptionValues: Sendable, Equatable {
    var baseURL: APIBaseURL?
    /// Whether the command takes the request options: without them no token is read.
    var takesRequests = false
    var token: String?
    var tokenFile: String?
    var timeout: Double?
    var cacert: String?
    var cacheDir: String?
    var lang: String?
    var theme: ThemeOption?
    var noColor = false
    /// Whether the command takes the image options: without them it draws no picture.
    var takesImages = false
    var images: ImageMode?
    var verbose = false
    var noMouse = false
    var noPager = false

    init() {}

    init(
        api: APIOptions? = nil, request: RequestOptions? = nil, cache: CacheOptions? = nil,
        display: DisplayOptions? = nil, images: ImageOptions? = nil, log: LogOptions? = nil,
        browser: BrowserOptions? = nil, noPager: Bool = false
    ) {
        baseURL = api?.baseURL
        takesRequests = request != nil
        token = request?.token
        tokenFile = request?.tokenFile
        timeout = request?.timeout
        cacert = request?.cacert
        cacheDir = cache?.cacheDir
        lang = display?.lang
        theme = display?.theme
        noColor = display?.noColor ?? false
        takesImages = images != nil
        self.images = images?.images
        verbose = log?.verbose ?? false
        noMouse = browser?.noMouse ?? false
        self.noPager = noPager
    }
}
