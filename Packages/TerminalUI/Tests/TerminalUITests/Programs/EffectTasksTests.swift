import Synchronization
import TerminalUI
import TerminalUITestSupport
import Testing

/// The tasks' outcomes come on a stream, in the order they were sent; waits are for an outcome or a cancellation,
/// never for a time. The time limit only ends a broken test.
@Suite(
    "EffectTasks: each effect's task by key, and only the current task's outcome goes back",
    .timeLimit(.minutes(TerminalHangGuard.minutes)))
struct EffectTasksTests {
    @Test("a task started for a busy key cancels the one it replaces, whose outcome is never sent")
    func startingReplacesTheTaskOfTheKey() async throws {
        let (tasks, outcomes) = makeSUT()
        var sent = outcomes.makeAsyncIterator()
        let replaced = WaitableCount()

        await tasks.start("feed") {
            await untilCancelled()
            replaced.change(by: 1)
            return "replaced feed"
        }
        await tasks.start("feed") { "feed" }
        let first = await sent.next()
        try await replaced.wait(atLeast: 1)
        await tasks.start("comments") { "comments" }
        let second = await sent.next()

        #expect([first, second] == ["feed", "comments"])
        let runs = await tasks.isRunning("feed")
        #expect(!runs)
    }

    @Test("cancel stops one key's task and cancelAll every one, and none of their outcomes is sent")
    func cancellingStopsTheTasksWithoutTheirOutcomes() async throws {
        let (tasks, outcomes) = makeSUT()
        var sent = outcomes.makeAsyncIterator()
        let cancelled = WaitableCount()
        for key in ["image 1", "image 2", "comments"] {
            await tasks.start(key) {
                await untilCancelled()
                cancelled.change(by: 1)
                return key
            }
        }

        await tasks.cancel("image 1")
        try await cancelled.wait(atLeast: 1)
        let othersRun = await [tasks.isRunning("image 2"), tasks.isRunning("comments")]
        await tasks.cancelAll()
        try await cancelled.wait(atLeast: 3)
        await tasks.start("feed") { "feed" }
        let next = await sent.next()

        #expect(othersRun == [true, true])
        #expect(next == "feed", "no cancelled task's outcome came before it")
        let runs = await tasks.isRunning("image 2")
        #expect(!runs)
    }

    // MARK: - Helpers

    private func makeSUT() -> (EffectTasks<String, String>, AsyncStream<String>) {
        let (outcomes, continuation) = AsyncStream<String>.makeStream()
        return (EffectTasks { continuation.yield($0) }, outcomes)
    }
}

/// Returns once the task is cancelled, as a load that honours cancellation does.
private func untilCancelled() async {
    let (never, _) = AsyncStream<Void>.makeStream()
    for await _ in never {}
}
