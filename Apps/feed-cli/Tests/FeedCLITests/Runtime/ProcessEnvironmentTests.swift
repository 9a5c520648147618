import Foundation
import Testing

@testable import FeedCLI

/// The environment read from `environ` is the one `ProcessInfo` gives, read without its cost.
@Suite("The process's environment, read from environ")
struct ProcessEnvironmentTests {
    @Test("the process's variables are the ones ProcessInfo gives")
    func processEnvironment_isProcessInfosEnvironment() {
        #expect(FeedCLIRuntime.processEnvironment() == ProcessInfo.processInfo.environment)
    }

    @Test("each entry splits at its first =, keeps non-ASCII text, skips one without =, and the last name wins")
    func environment_splitsEachEntryAtItsFirstEquals() {
        let entries = ["A=b==c", "TEXT=Łódź 東京 ✓", "EMPTY=", "NOEQUALS", "=value", "A=last"]
        let list = UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>.allocate(capacity: entries.count + 1)
        for (index, entry) in entries.enumerated() { list[index] = strdup(entry) }
        list[entries.count] = nil
        defer {
            for index in entries.indices { free(list[index]) }
            list.deallocate()
        }

        let environment = FeedCLIRuntime.environment(from: list)

        #expect(environment == ["A": "last", "TEXT": "Łódź 東京 ✓", "EMPTY": "", "": "value"])
    }
}
