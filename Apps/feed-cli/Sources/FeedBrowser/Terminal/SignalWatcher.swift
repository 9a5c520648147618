#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif
import Dispatch

/// Turns SIGWINCH into a resize and SIGTERM, SIGINT, SIGHUP into leaving, while the browser runs;
/// the default handlers come back on `stop()`.
final class SignalWatcher {
    private static let endingSignals = [SIGTERM, SIGINT, SIGHUP]
    private let sources: [DispatchSourceSignal]

    init(onResize: @escaping @Sendable () -> Void, onEnd: @escaping @Sendable () -> Void) {
        let queue = DispatchQueue(label: "FeedBrowser.SignalWatcher")
        let handlers = [(SIGWINCH, onResize)] + Self.endingSignals.map { ($0, onEnd) }
        sources = handlers.map { number, handler in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler(handler: handler)
            source.resume()
            return source
        }
    }

    func stop() {
        sources.forEach { $0.cancel() }
        ([SIGWINCH] + Self.endingSignals).forEach { signal($0, SIG_DFL) }
    }
}
