import Dispatch

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While alive, the watched signals call their handlers instead of their default action (ending the
/// process, for most); `stop()` gives them their default meaning back.
///
/// `@unchecked Sendable`: `sources` is set once in `init` and only read afterwards; dispatch sources are thread-safe.
public final class SignalWatcher: @unchecked Sendable {
    /// The signals that ask a program to end: SIGTERM, SIGINT and SIGHUP.
    public static let endingSignals = [SIGTERM, SIGINT, SIGHUP]

    private let sources: [(signal: Int32, source: any DispatchSourceSignal)]

    /// Calls each signal's handler, one at a time, whenever that signal arrives.
    public init(_ handlers: [(signal: Int32, handler: @Sendable () -> Void)]) {
        let queue = DispatchQueue(label: "TerminalUI.SignalWatcher")
        sources = handlers.map { number, handler in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler(handler: handler)
            source.resume()
            return (number, source)
        }
    }

    /// SIGWINCH calls `onResize`; SIGTERM, SIGINT and SIGHUP call `onEnd`: a full-screen program's signals.
    public convenience init(onResize: @escaping @Sendable () -> Void, onEnd: @escaping @Sendable () -> Void) {
        self.init([(SIGWINCH, onResize)] + Self.endingSignals.map { ($0, onEnd) })
    }

    /// Each of `signals` (SIGINT and SIGTERM unless told) calls `onStop`: a long-running command's way out.
    public convenience init(stopping signals: [Int32] = [SIGINT, SIGTERM], onStop: @escaping @Sendable () -> Void) {
        self.init(signals.map { ($0, onStop) })
    }

    /// Stops watching and gives the signals their default meaning back.
    public func stop() {
        for (number, source) in sources {
            source.cancel()
            signal(number, SIG_DFL)
        }
    }
}
