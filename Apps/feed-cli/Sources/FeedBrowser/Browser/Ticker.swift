/// Sends a tick every 100 ms while switched on: the spinner's clock and the follow timer.
///
/// At most one tick waits in the event stream: the next is sent only once the loop took the last (`tickHandled()`).
/// Ticks sent on time whatever the loop's pace would pile up in front of the keys whenever an event takes longer
/// than a tick, and keys typed then would wait behind them.
actor Ticker {
    static let interval: Duration = .milliseconds(100)

    private let send: @Sendable (BrowserEvent) -> Void
    private var task: Task<Void, Never>?
    private var isTickPending = false

    init(send: @escaping @Sendable (BrowserEvent) -> Void) {
        self.send = send
    }

    func set(running: Bool) {
        if running, task == nil {
            task = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.interval)
                    if !Task.isCancelled { tick() }
                }
            }
        } else if !running {
            task?.cancel()
            task = nil
        }
    }

    /// The loop took the last tick: the next may be sent.
    func tickHandled() {
        isTickPending = false
    }

    private func tick() {
        guard !isTickPending else { return }
        isTickPending = true
        send(.tick)
    }
}
