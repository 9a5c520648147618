import Foundation
import SharedAPI
import Testing

@Suite("releasingSleep: a sleep that lets go of everything once cancelled")
struct ReleasingSleepTests {
    @Test("a sleep ends normally when its time is up")
    func endsWhenTheTimeIsUp() async throws {
        try await releasingSleep(seconds: 0)
        try await releasingSleep(for: .milliseconds(1))
    }

    @Test("cancelling a sleep of an hour ends it at once with CancellationError")
    func cancelledSleepThrows() async {
        let sleeper = Task { try await releasingSleep(seconds: 3_600) }
        sleeper.cancel()

        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }

    @Test("a task cancelled before it sleeps does not sleep")
    func cancelledBeforeTheSleep() async {
        let sleeper = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            try await releasingSleep(seconds: 3_600)
        }

        await #expect(throws: CancellationError.self) { try await sleeper.value }
    }
}
