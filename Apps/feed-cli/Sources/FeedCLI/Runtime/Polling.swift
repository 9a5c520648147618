import Foundation
import TerminalUI

/// Runs a tick every `interval` until SIGINT, SIGTERM or cancellation; stopping is not a failure.
struct Polling {
    let interval: Duration

    func untilStopped(_ tick: @escaping @MainActor () async -> Void) async {
        let polling = Task { @MainActor in
            while (try? await Task.sleep(for: interval)) != nil { await tick() }
        }
        let signals = SignalWatcher(stopping: [SIGINT, SIGTERM]) { polling.cancel() }
        await withTaskCancellationHandler {
            await polling.value
        } onCancel: {
            polling.cancel()
        }
        signals.stop()
    }
}
