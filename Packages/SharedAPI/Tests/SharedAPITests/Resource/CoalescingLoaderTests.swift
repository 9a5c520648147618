import Foundation
import SharedAPI
import Testing

@Suite("CoalescingLoader: one fetch per key at a time, a bounded number at once")
struct CoalescingLoaderTests {
    @Test("ten concurrent requests for one key make one load and all get its value")
    func coalesces() async throws {
        let gate = Gate()
        let sut = CoalescingLoader<String, Int> { _ in
            try await gate.enter()
            return 42
        }

        let values = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<10 { group.addTask { try await sut.value(for: "a") } }
            await gate.waitForEntries(1)
            await gate.open()
            return try await group.reduce(into: []) { $0.append($1) }
        }

        #expect(values == Array(repeating: 42, count: 10))
        #expect(await gate.entries == 1)
    }

    @Test("never runs more loads at once than the limit")
    func limitsConcurrency() async throws {
        let gate = Gate()
        let sut = CoalescingLoader<Int, Int>(maximumConcurrent: 3) { key in
            try await gate.enter()
            return key
        }

        try await withThrowingTaskGroup(of: Int.self) { group in
            for key in 0..<8 { group.addTask { try await sut.value(for: key) } }
            await gate.waitForEntries(3)
            #expect(await gate.entries == 3)
            await gate.open()
            _ = try await group.reduce(0, +)
        }

        #expect(await gate.entries == 8)
    }

    @Test("a failed load is not remembered: the next request loads again")
    func failureNotCached() async throws {
        let attempts = Counter()
        let sut = CoalescingLoader<String, Int> { _ in
            if await attempts.increment() == 1 { throw URLError(.notConnectedToInternet) }
            return 7
        }

        await #expect(throws: URLError.self) { try await sut.value(for: "a") }
        #expect(try await sut.value(for: "a") == 7)
    }
}

private actor Counter {
    private var value = 0
    func increment() -> Int {
        value += 1
        return value
    }
}
