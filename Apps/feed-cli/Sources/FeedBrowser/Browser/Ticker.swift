/// Sends a tick every 100 ms while switched on: the spinner's clock and the follow timer.
actor Ticker {
    static let interval: Duration = .milliseconds(100)

    private let send: @Sendable (BrowserEvent) -> Void
    private var task: Task<Void, Never>?

    init(send: @escaping @Sendable (BrowserEvent) -> Void) {
        self.send = send
    }

    func set(running: Bool) {
        if running, task == nil {
            let send = send
            task = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: Self.interval)
                    if !Task.isCancelled { send(.tick) }
                }
            }
        } else if !running {
            task?.cancel()
            task = nil
        }
    }
}
