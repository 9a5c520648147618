import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Opens a picture's URL in the desktop's viewer: `$BROWSER` (its first command, `%s` replaced by the URL, else the
/// URL added), else `xdg-open` (`open` on macOS). Started as a program, never through a shell, in a session of its
/// own with its standard streams on /dev/null: its output never lands on the browser's screen, and it outlives us.
public struct DesktopOpener: Sendable {
    /// The environment `BROWSER` is read from, and the viewer is started with.
    public let environment: [String: String]

    /// An opener reading `BROWSER` from `environment`.
    ///
    /// - Parameter environment: The process environment.
    public init(environment: [String: String]) {
        self.environment = environment
    }

    /// Only web URLs: a server's `file:` or custom scheme would have the desktop run whatever handles it.
    public static let schemes: Set<String> = ["http", "https"]

    /// The program and its arguments that open `url`.
    ///
    /// - Parameter url: The URL to open.
    /// - Returns: The program first, then its arguments.
    public func command(for url: URL) -> [String] {
        let browser = (environment["BROWSER"] ?? "").split(separator: ":").first.map(String.init) ?? ""
        let words = browser.split(separator: " ").map(String.init)
        guard !words.isEmpty else {
            #if os(macOS)
                return ["open", url.absoluteString]
            #else
                return ["xdg-open", url.absoluteString]
            #endif
        }
        let replaced = words.map { $0.replacingOccurrences(of: "%s", with: url.absoluteString) }
        return replaced == words ? words + [url.absoluteString] : replaced
    }

    /// Starts the viewer; nil once it runs, else the program that could not start (or the URL, for a scheme that
    /// is not opened). The viewer is reaped on a thread of its own when it ends.
    ///
    /// - Parameter url: The URL to open; only `http` and `https` are.
    /// - Returns: Nil once the viewer runs, else the program that could not start, or the URL refused.
    public func open(_ url: URL) -> String? {
        guard let scheme = url.scheme?.lowercased(), Self.schemes.contains(scheme) else { return url.absoluteString }
        let arguments = command(for: url)
        guard let pid = spawn(arguments) else { return arguments[0] }
        Thread.detachNewThread {
            var status: Int32 = 0
            while waitpid(pid, &status, 0) == -1, errno == EINTR {}
        }
        return nil
    }

    private func spawn(_ arguments: [String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        posix_spawn_file_actions_init(&actions)
        posix_spawnattr_init(&attributes)
        defer {
            posix_spawn_file_actions_destroy(&actions)
            posix_spawnattr_destroy(&attributes)
        }
        for descriptor: Int32 in 0...2 {
            posix_spawn_file_actions_addopen(
                &actions, descriptor, "/dev/null", descriptor == 0 ? O_RDONLY : O_WRONLY, 0)
        }
        // The signals the browser's watchers block stay blocked in a child unless unblocked; ignored ones are reset.
        var none = sigset_t()
        sigemptyset(&none)
        posix_spawnattr_setsigmask(&attributes, &none)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGWINCH, SIGPIPE] { sigaddset(&defaults, signal) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | Self.newSession))
        var pid = pid_t()
        let argv = arguments.map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        let started = posix_spawnp(&pid, arguments[0], &actions, &attributes, argv, environ)
        return started == 0 ? pid : nil
    }

    /// `POSIX_SPAWN_SETSID`: a session of its own, so no key or signal of our terminal reaches the viewer.
    #if canImport(Glibc)
        private static let newSession: Int32 = 0x80
    #else
        private static let newSession: Int32 = 0x400
    #endif
}
