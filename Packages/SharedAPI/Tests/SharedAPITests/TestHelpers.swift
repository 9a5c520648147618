import XCTest

func assertThrows<T>(
    _ expression: @autoclosure () async throws -> T,
    file: StaticString = #filePath, line: UInt = #line,
    _ check: (any Error) -> Void = { _ in }
) async {
    do {
        let value = try await expression()
        XCTFail("expected an error, got \(value)", file: file, line: line)
    } catch {
        check(error)
    }
}

func waitUntil(
    timeout: Double = 5, file: StaticString = #filePath, line: UInt = #line, _ condition: () -> Bool
) async throws {
    let deadline = Date().addingTimeInterval(timeout)
    while !condition() {
        guard Date() < deadline else { return XCTFail("condition not met within \(timeout) s", file: file, line: line) }
        try await Task.sleep(nanoseconds: 10_000_000)
    }
}
