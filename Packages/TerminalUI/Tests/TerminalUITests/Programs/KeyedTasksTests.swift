import TerminalUI
import Testing

@Suite("KeyedTasks: one task a key, and only the current one's outcome counts")
struct KeyedTasksTests {
    @Test("a task started for a busy key cancels the one it replaces, whose end then does not count")
    func startingReplacesTheTaskOfTheKey() {
        var tasks = KeyedTasks<String>()

        let first = start("feed", in: &tasks)
        let second = start("feed", in: &tasks)

        let replacedCounts = tasks.end("feed", generation: first.generation)
        let runsAfterReplacedEnded = tasks.isRunning("feed")
        let currentCounts = tasks.end("feed", generation: second.generation)

        #expect(first.task.isCancelled)
        #expect(!second.task.isCancelled)
        #expect(!replacedCounts, "the replaced task's outcome is dropped")
        #expect(runsAfterReplacedEnded)
        #expect(currentCounts)
        #expect(!tasks.isRunning("feed"))
    }

    @Test("tasks of other keys run on; cancel stops one key's, cancelAll every one")
    func cancellingStopsTheTasksOfTheKey() {
        var tasks = KeyedTasks<Int>()
        let started = (1...3).map { start($0, in: &tasks) }

        tasks.cancel(1)
        let secondAfterCancel = started[1].task.isCancelled
        tasks.cancelAll()
        let cancelledCounts = tasks.end(3, generation: started[2].generation)

        #expect(started[0].task.isCancelled)
        #expect(!secondAfterCancel)
        #expect(started.allSatisfy { $0.task.isCancelled })
        #expect(!(1...3).contains { tasks.isRunning($0) })
        #expect(!cancelledCounts, "a cancelled task's outcome is dropped")
    }

    private func start<Key>(_ key: Key, in tasks: inout KeyedTasks<Key>) -> (generation: Int, task: Task<Void, Never>) {
        var started: (Int, Task<Void, Never>)?
        tasks.start(key) { generation in
            let task = Task {}
            started = (generation, task)
            return task
        }
        return started!
    }
}
