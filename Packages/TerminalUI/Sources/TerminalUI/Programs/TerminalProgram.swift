/// A full-screen program that a ``TerminalLoop`` runs: a state that events change, drawn as a ``Frame``.
///
/// The loop hands the program every event in turn, the terminal's (``TerminalInput``, made the program's own by
/// ``event(for:)``) and those the program sends itself from its tasks, and draws a frame after each event that no
/// other waits behind.
public protocol TerminalProgram {
    /// What can happen to the program.
    associatedtype Event: Sendable

    /// The program's event for what the terminal said.
    func event(for input: TerminalInput) -> Event

    /// Starts the program's first work, before the first frame.
    mutating func start() async

    /// Changes the state for `event` and starts the work it asks for.
    mutating func handle(_ event: Event) async

    /// Whether the program is done: the loop stops at once, without another frame.
    var isFinished: Bool { get }

    /// Whether the program wants ``TerminalInput/tick`` (a spinner turns, a timer counts).
    var needsTicks: Bool { get }

    /// The screen as the state is now.
    func frame() -> Frame

    /// Stops the work still running, once the loop ended.
    func stop() async
}
