import ArgumentParser
import SharedPresentation
import Testing

@testable import FeedCLI

@Suite("CommandFailure: one table names each failure kind and gives its exit code")
struct CommandFailureTests {
    @Test(
        "a failed load's kind has one name, in the JSON error and in stale_reason, and its sysexits code",
        arguments: [
            (LoadFailure.Kind.unavailable, "unavailable", Int32(69)), (.timeout, "timeout", 75),
            (.invalidData, "invalid_data", 65), (.notFound, "not_found", 66), (.unauthorized, "unauthorized", 77),
        ])
    func loadKinds(kind: LoadFailure.Kind, name: String, code: Int32) {
        let failure = CommandFailure(kind)

        #expect(failure.rawValue == name)
        #expect(CommandFailure.staleReason(kind) == name)
        #expect(failure.exitCode == ExitCode(code))
    }

    @Test("every kind of load failure has a row of its own")
    func everyKindHasItsOwnRow() {
        let rows = Set(LoadFailure.Kind.allCases.map(CommandFailure.init))

        #expect(rows.count == LoadFailure.Kind.allCases.count)
    }

    @Test("a load failure's kind is named as the headline's kind: the same words in the code and for scripts")
    func loadFailureKindsAreNamedAsScriptsReadThem() {
        let names = LoadFailure.Kind.allCases.map { "\($0)" }

        #expect(names == ["unavailable", "timeout", "notFound", "invalidData", "unauthorized"])
    }
}

@Suite("CommandFailure's help: every exit code a command can end with, its number from the one table")
struct CommandFailureHelpTests {
    @Test("feed-cli --help lists every exit code, each failure's number and words from its row")
    func everyExitCode() {
        #expect(
            CommandFailure.helpText
                == "Exit codes: 0 done (also when the saved feed is shown offline), 64 usage, "
                + "69 the server could not be reached, 75 it did not answer in time, 65 its data is invalid, "
                + "66 not found, 77 authentication failed, 73 the output file cannot be written, "
                + "74 stdout cannot be written, 1 anything else.")
    }

    @Test("a command's help lists only its codes, in the order given")
    func aCommandsCodes() {
        #expect(
            CommandFailure.helpText([.done, .usage, .other]) == "Exit codes: 0 done, 64 usage, 1 anything else.")
    }
}
