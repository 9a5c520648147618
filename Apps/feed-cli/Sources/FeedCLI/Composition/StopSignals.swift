import Dispatch
import Foundation

/// While alive, SIGINT and SIGTERM call `onStop` instead of ending the process; `cancel()` restores them.
///
/// `@unchecked Sendable`: `sources` is set once in `init` and only read afterwards; dispatch sources are thread-safe.
final class StopSignals: @unchecked Sendable {
    private let sources: [(signal: Int32, source: any DispatchSourceSignal)]

    init(_ signals: [Int32] = [SIGINT, SIGTERM], onStop: @escaping @Sendable () -> Void) {
        sources = signals.map { number in
            signal(number, SIG_IGN)
            let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
            source.setEventHandler(handler: onStop)
            source.resume()
            return (number, source)
        }
    }

    /// Stops watching and gives the signals their default meaning back.
    func cancel() {
        for (number, source) in sources {
            source.cancel()
            signal(number, SIG_DFL)
        }
    }
}
