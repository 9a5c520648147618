import FeedCLITestSupport
import SharedAPITestSupport
import Testing

@Suite("Test runs of feed-cli wait for a server as long as the hang guard, unless the test is about the timeout")
struct PatientTimeoutTests {
    @Test(
        "a run against a server gets the guard's --timeout",
        arguments: [
            ["feed", "--json"], ["comments", "25e5c6e2-935a-5bee-a4c6-17fadedf8474"], ["image", "x"], ["browse"],
        ])
    func guarded(_ arguments: [String]) {
        #expect(HangGuard.patientTimeout(arguments) == ["--timeout", HangGuard.timeoutOption])
    }

    @Test(
        "a run that sets its own timeout, reads a config file, shows settings or takes no timeout keeps what it has",
        arguments: [
            ["feed", "--timeout", "1"], ["feed", "--config", "/tmp/c.toml"], ["config"], ["cache", "info"],
            ["serve"], ["feed", "--help"], ["help"], ["comment", "x", "--", "--timeout"],
        ])
    func untouched(_ arguments: [String]) {
        #expect(HangGuard.patientTimeout(arguments).isEmpty)
    }
}
