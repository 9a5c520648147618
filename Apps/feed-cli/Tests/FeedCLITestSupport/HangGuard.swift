import Testing

/// How long the app's tests wait for a process, a thread or a command of their own before they call it a hang: a
/// guard, never a measure. Swift Testing starts every test of a target at once, so on two busy cores a test that
/// takes a second alone waits minutes for its turns (a wait of 60 s, and time limits of 2 minutes, ran out while
/// nothing hung); the guard is as long as a whole target's run on such a machine, so only a hang reaches it.
package enum HangGuard {
    /// The guard of a wait, in seconds.
    package static let seconds: Double = 600
    /// The guard as a command's `--timeout` value: a response the test waits for arrives, however slowly.
    package static let timeoutOption = "600"
}

extension Trait where Self == TimeLimitTrait {
    /// ``HangGuard``'s time limit, for a test that could hang: Swift Testing counts it in minutes.
    package static var hangGuard: Self { .timeLimit(.minutes(10)) }
}
