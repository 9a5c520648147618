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
