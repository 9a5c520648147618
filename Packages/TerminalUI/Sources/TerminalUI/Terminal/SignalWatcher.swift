import Dispatch
import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// While alive, the watched signals call their handlers instead of their default action (ending the
/// process, for most); once stopped, a signal no other watcher watches has the meaning it had before.
///
/// Watchers nest: a signal goes to the newest watcher of it that is not stopped, whatever order they stop in. A
/// handler that only tidies up (a spinner clearing its line) passes the signal on with ``deliver(_:)``.
///
/// `@unchecked Sendable`: its state is `SignalChains`', which guards it.
public final class SignalWatcher: @unchecked Sendable {
    /// The signals that ask a program to end: SIGTERM, SIGINT and SIGHUP.
    public static let endingSignals = [SIGTERM, SIGINT, SIGHUP]

    private let signals: [Int32]

    /// Calls each signal's handler, one at a time, whenever that signal arrives.
    public init(_ handlers: [(signal: Int32, handler: @Sendable () -> Void)]) {
        signals = handlers.map(\.signal)
        for (number, handler) in handlers { SignalChains.shared.add(number, watcher: ObjectIdentifier(self), handler) }
    }

    /// SIGWINCH calls `onResize`; SIGTERM, SIGINT and SIGHUP call `onEnd`: a full-screen program's signals.
    public convenience init(onResize: @escaping @Sendable () -> Void, onEnd: @escaping @Sendable () -> Void) {
        self.init([(SIGWINCH, onResize)] + Self.endingSignals.map { ($0, onEnd) })
    }

    /// Each of `signals` (SIGINT and SIGTERM unless told) calls `onStop`: a long-running command's way out.
    public convenience init(stopping signals: [Int32] = [SIGINT, SIGTERM], onStop: @escaping @Sendable () -> Void) {
        self.init(signals.map { ($0, onStop) })
    }

    /// Stops watching; a signal no other watcher watches has the meaning it had before the first did.
    public func stop() {
        for number in signals { SignalChains.shared.remove(number, watcher: ObjectIdentifier(self)) }
    }

    /// Gives `signal` to the newest watcher of it, or, when none watches it, its own meaning (ending the process,
    /// for most): how a handler that only tidied up passes the signal on after stopping its watcher.
    public static func deliver(_ signal: Int32) {
        SignalChains.shared.deliver(signal)
    }
}

/// Every watched signal's watchers, newest last, with the one dispatch source that hears it and the meaning it
/// had before. A source, once made, stays: Dispatch takes the signal's action when it registers the first one and
/// never again, so the signal is never given back; a signal that no watcher watches is given its old meaning for
/// that one time instead (`passOn`).
///
/// `@unchecked Sendable`: `chains` is only touched under `lock`; dispatch sources are thread-safe.
private final class SignalChains: @unchecked Sendable {
    static let shared = SignalChains()

    private struct Chain {
        let before: sig_t?
        var dispatchAction = sigaction()
        let source: any DispatchSourceSignal
        var watchers: [(id: ObjectIdentifier, handler: @Sendable () -> Void)] = []
    }

    private let lock = NSLock()
    private let queue = DispatchQueue(label: "TerminalUI.SignalWatcher")
    private var chains: [Int32: Chain] = [:]

    /// Returns once the signal is heard: a signal sent right after (a child told to signal its parent) is not lost.
    func add(_ number: Int32, watcher: ObjectIdentifier, _ handler: @escaping @Sendable () -> Void) {
        let registered = DispatchSemaphore(value: 0)
        let isNew = lock.withLock {
            defer { chains[number]?.watchers.append((watcher, handler)) }
            guard chains[number] == nil else { return false }
            let before = signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: queue)
            source.setEventHandler { SignalChains.shared.deliver(number) }
            source.setRegistrationHandler { registered.signal() }
            source.resume()
            chains[number] = Chain(before: before, source: source)
            return true
        }
        // Outside the lock: the queue that registers the source may be delivering another signal, which takes it.
        guard isNew else { return }
        registered.wait()
        var action = sigaction()
        sigaction(number, nil, &action)
        lock.withLock { chains[number]?.dispatchAction = action }
    }

    func remove(_ number: Int32, watcher: ObjectIdentifier) {
        lock.withLock { chains[number]?.watchers.removeAll { $0.id == watcher } }
    }

    func deliver(_ number: Int32) {
        guard let handler = lock.withLock({ chains[number]?.watchers.last?.handler }) else { return passOn(number) }
        handler()
    }

    /// The signal's meaning from before the first watcher, now: ending the process, for most; then Dispatch's
    /// action back, if the process is still there.
    private func passOn(_ number: Int32) {
        guard var chain = lock.withLock({ chains[number] }) else { return }
        signal(number, chain.before)
        var only = sigset_t()
        var mask = sigset_t()
        sigemptyset(&only)
        sigaddset(&only, number)
        pthread_sigmask(SIG_UNBLOCK, &only, &mask)
        raise(number)
        pthread_sigmask(SIG_SETMASK, &mask, nil)
        sigaction(number, &chain.dispatchAction, nil)
    }
}
