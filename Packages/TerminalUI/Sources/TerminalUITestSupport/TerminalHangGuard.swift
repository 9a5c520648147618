/// How long a test waits for a terminal, a thread or a task of its own before it calls it a hang: a guard, never a
/// measure. Swift Testing starts every test of a target at once, so on two busy cores a wait that takes a second alone
/// waits minutes for its turns (waits of 60 s and time limits of a minute ran out while nothing hung); the guard is
/// as long as a whole target's run on such a machine, so only a hang reaches it. The same 10 minutes as
/// SharedAPITestSupport's `HangGuard`, which this package's tests do not depend on.
public enum TerminalHangGuard {
    /// The guard, in minutes: what a test's `.timeLimit(.minutes(_:))` says.
    public static let minutes = 10
    /// The guard of a wait, in seconds.
    public static let seconds = Double(minutes * 60)
}
