import SharedAPI
import Testing

@Suite("Result(catching:) for async work")
struct ResultAsyncCatchingTests {
    @Test("holds what the async body returns")
    func success() async throws {
        let result = await Result { try await Self.value(42) }

        #expect(try result.get() == 42)
    }

    @Test("holds the error the async body throws")
    func failure() async {
        let result = await Result { try await Self.value(nil) }

        #expect(throws: Failure.self) { try result.get() }
    }

    @Test("runs the body in the caller's isolation, so it may touch the caller's state")
    @MainActor func callerIsolation() async {
        let counter = NonSendableCounter()

        _ = await Result {
            await Task.yield()
            counter.increment()
        }

        #expect(counter.count == 1)
    }

    // MARK: - Helpers

    private struct Failure: Error {}

    private static func value(_ number: Int?) async throws -> Int {
        await Task.yield()
        guard let number else { throw Failure() }
        return number
    }

    private final class NonSendableCounter {
        var count = 0

        func increment() {
            count += 1
        }
    }
}
