import SharedAPITestSupport
import Testing

/// The app's tests wait as long as the packages' tests: ``HangGuard`` is SharedAPITestSupport's, one guard for all.
extension HangGuard {
    /// The guard as a command's `--timeout` value: a response the test waits for arrives, however slowly.
    package static var timeoutOption: String { String(Int(seconds)) }
}

extension Trait where Self == TimeLimitTrait {
    /// ``HangGuard``'s time limit, for a test that could hang: Swift Testing counts it in minutes.
    package static var hangGuard: Self { .timeLimit(.minutes(HangGuard.minutes)) }
}
