/// A program's state as a pure state machine: each event changes it and says what work to start (its effects),
/// which something else performs, sending their outcomes back as events. A ``StateProgram`` runs it in a
/// ``TerminalLoop``.
public protocol ProgramState {
    /// What can happen to the program.
    associatedtype Event: Sendable
    /// The work the state asks for.
    associatedtype Effect: Sendable

    /// The program's event for what the terminal said.
    static func event(for input: TerminalInput) -> Event

    /// Starts the program: the first work, before the first frame.
    mutating func start() -> [Effect]

    /// Changes the state for `event`.
    ///
    /// - Returns: The work to start for it, in order.
    mutating func handle(_ event: Event) -> [Effect]

    /// Whether the program is done: the loop stops at once, without another frame.
    var isFinished: Bool { get }

    /// Whether the program wants ``TerminalInput/tick`` (a spinner turns, a timer counts).
    var needsTicks: Bool { get }
}

/// The ``TerminalProgram`` of a ``ProgramState``: the state handles each event, its effects go to `perform` (which
/// sends their outcomes back as events, as ``EffectTasks`` does), and each frame is drawn from the state alone.
public struct StateProgram<State: ProgramState>: TerminalProgram {
    /// The state as the events so far made it.
    public private(set) var state: State
    private let perform: @Sendable ([State.Effect]) async -> Void
    private let draw: @Sendable (State) -> Frame
    private let stopWork: @Sendable () async -> Void

    /// A program at `state`.
    ///
    /// - Parameters:
    ///   - state: The state before ``start()``.
    ///   - perform: Starts the work of the effects an event asked for.
    ///   - stop: Stops the work still running, once the loop ended.
    ///   - draw: The screen for a state.
    public init(
        _ state: State, perform: @escaping @Sendable ([State.Effect]) async -> Void,
        stop: @escaping @Sendable () async -> Void, draw: @escaping @Sendable (State) -> Frame
    ) {
        self.state = state
        self.perform = perform
        self.draw = draw
        self.stopWork = stop
    }

    public func event(for input: TerminalInput) -> State.Event {
        State.event(for: input)
    }

    public mutating func start() async {
        await perform(state.start())
    }

    public mutating func handle(_ event: State.Event) async {
        await perform(state.handle(event))
    }

    public var isFinished: Bool { state.isFinished }

    public var needsTicks: Bool { state.needsTicks }

    public func frame() -> Frame {
        draw(state)
    }

    public func stop() async {
        await stopWork()
    }
}
