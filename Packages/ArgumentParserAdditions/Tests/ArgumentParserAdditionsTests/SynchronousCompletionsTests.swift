import ArgumentParser
import ArgumentParserAdditions
import Foundation
import Testing

@Suite("A completion waits for async work on the thread its parse runs on")
struct SynchronousCompletionsTests {
    @Test("a command whose completion awaits async work parses on its own thread, task-local values carried over")
    func parseOnOwnThread() async throws {
        let parsed = try await Label.$current.withValue("from the caller") {
            let label = Label.current
            return try await SynchronousCompletions.parseOnOwnThread(Completing.self, ["--name", "x"]) { parse in
                Label.$current.withValue(label, operation: parse)
            }
        }

        let command = try #require(parsed as? Completing)
        #expect(command.name == "x")
        #expect(command.seen == "from the caller")
    }

    @Test("a refusal of the parse is thrown to the caller")
    func parseError() async {
        await #expect(throws: (any Error).self) {
            try await SynchronousCompletions.parseOnOwnThread(Completing.self, ["--unknown"])
        }
    }

    @Test("synchronous code gets what the async work returned, even with every pool thread waiting")
    func waiting() async {
        // More waits than a two-core machine has pool threads: each on a thread of its own, none holds the pool.
        let results = await withTaskGroup(of: Int.self) { group in
            for index in 0..<8 {
                group.addTask {
                    await withCheckedContinuation { continuation in
                        Thread.detachNewThread {
                            continuation.resume(
                                returning: SynchronousCompletions.waiting {
                                    await Task.yield()
                                    return index * 2
                                })
                        }
                    }
                }
            }
            return await group.reduce(into: [Int]()) { $0.append($1) }
        }

        #expect(results.sorted() == [0, 2, 4, 6, 8, 10, 12, 14])
    }
}

private enum Label {
    @TaskLocal static var current = "none"
}

private struct Completing: ParsableCommand {
    @Option var name: String
    /// What the parse saw of the task-local label: its validation runs inside the parse.
    var seen = ""

    enum CodingKeys: CodingKey { case name }

    mutating func validate() throws {
        seen = Label.current
    }
}
