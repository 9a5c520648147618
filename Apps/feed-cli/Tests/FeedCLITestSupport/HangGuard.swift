import SharedAPITestSupport
import Testing

/// The app's tests wait as long as the packages' tests: ``HangGuard`` is SharedAPITestSupport's, one guard for all.
extension HangGuard {
    /// The guard as a command's `--timeout` value: a response the test waits for arrives, however slowly.
    package static var timeoutOption: String { String(Int(seconds)) }

    /// The `--timeout` every test's run of feed-cli (in process or the binary) gets by default: a server that
    /// answers, however late on two busy cores, is waited for (the command's own 10 s ran out while a loopback
    /// server answered). None where an option would change what is tested: a run that sets its own `--timeout` (a
    /// test about a timeout), reads a `--config` file (whose timeout the file says), after `--` (a MESSAGE), for help,
    /// or for a command that takes no `--timeout` (`cache`, `serve`, `config`, whose default it shows).
    package static func patientTimeout(_ arguments: [String]) -> [String] {
        let takesTimeout =
            !["cache", "serve", "config", "help"].contains(arguments.first)
            && arguments.allSatisfy {
                !["--help", "--", "--config", "--timeout", "--experimental-dump-help"].contains($0)
            }
        return takesTimeout ? ["--timeout", timeoutOption] : []
    }
}

extension Trait where Self == TimeLimitTrait {
    /// ``HangGuard``'s time limit, for a test that could hang: Swift Testing counts it in minutes.
    package static var hangGuard: Self { .timeLimit(.minutes(HangGuard.minutes)) }
}
