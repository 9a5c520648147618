/// Calls `tick` every `interval` while switched on: a spinner's clock, a follow timer.
///
/// With `oneAtATime`, at most one tick is outstanding: the next is called only once the receiver said it handled
/// the last (`tickHandled()`). A loop slower than the interval then never has ticks piled up in front of the
/// keys typed meanwhile. The interval is measured by `clock`: a program's continuous clock, a test's manual one.
public actor Ticker {
    /// A spinner's frame: the interval unless told otherwise.
    public static let defaultInterval: Duration = .milliseconds(100)

    private let interval: Duration
    private let oneAtATime: Bool
    private let clock: any Clock<Duration>
    private let tick: @Sendable () -> Void
    private var task: Task<Void, Never>?
    private var isTickPending = false

    /// A ticker on the continuous clock that is off until `set(running: true)`; with `oneAtATime`, each tick waits
    /// for `tickHandled()`.
    public init(
        interval: Duration = defaultInterval, oneAtATime: Bool = false, tick: @escaping @Sendable () -> Void
    ) {
        self.init(interval: interval, oneAtATime: oneAtATime, clock: ContinuousClock(), tick: tick)
    }

    /// A ticker whose interval goes by on `clock`, off until `set(running: true)`; with `oneAtATime`, each tick
    /// waits for `tickHandled()`.
    public init(
        interval: Duration = defaultInterval, oneAtATime: Bool = false, clock: any Clock<Duration>,
        tick: @escaping @Sendable () -> Void
    ) {
        self.interval = interval
        self.oneAtATime = oneAtATime
        self.clock = clock
        self.tick = tick
    }

    /// Starts ticking when `running` and not ticking yet; stops when not `running`.
    public func set(running: Bool) {
        if running, task == nil {
            let interval = interval
            let clock = clock
            task = Task {
                while !Task.isCancelled {
                    try? await clock.sleep(for: interval)
                    if !Task.isCancelled { fire() }
                }
            }
        } else if !running {
            task?.cancel()
            task = nil
        }
    }

    /// The receiver handled the last tick: the next may come (for a `oneAtATime` ticker).
    public func tickHandled() {
        isTickPending = false
    }

    private func fire() {
        guard !(oneAtATime && isTickPending) else { return }
        isTickPending = true
        tick()
    }
}
