/// Calls `tick` every `interval` while switched on: a spinner's clock, a follow timer.
public actor Ticker {
    /// A spinner's frame: the interval unless told otherwise.
    public static let defaultInterval: Duration = .milliseconds(100)

    private let interval: Duration
    private let tick: @Sendable () -> Void
    private var task: Task<Void, Never>?

    /// A ticker that is off until `set(running: true)`.
    public init(interval: Duration = defaultInterval, tick: @escaping @Sendable () -> Void) {
        self.interval = interval
        self.tick = tick
    }

    /// Starts ticking when `running` and not ticking yet; stops when not `running`.
    public func set(running: Bool) {
        if running, task == nil {
            let (interval, tick) = (interval, tick)
            task = Task {
                while !Task.isCancelled {
                    try? await Task.sleep(for: interval)
                    if !Task.isCancelled { tick() }
                }
            }
        } else if !running {
            task?.cancel()
            task = nil
        }
    }
}
