import Foundation
import TerminalUI
import TerminalUITestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The reader reads a pipe here: the keys are written to its other end. The time limit only ends a broken test.
@Suite(
    "KeyReader: keys read on a thread of its own, and nothing read once it is stopped",
    .timeLimit(.minutes(TerminalHangGuard.minutes)))
struct KeyReaderTests {
    @Test("a key typed after stop() returned is left for the next reader, not taken by the stopped one")
    func keyAfterStopIsLeft() async throws {
        let (input, keyboard) = try makePipe()
        defer { close(input) }
        let released = WaitableCount()
        let (keys, sent) = AsyncStream.makeStream(of: Key.self)
        var reader: KeyReader? = KeyReader(descriptor: input, send: sending(to: sent, released: released))
        var received = keys.makeAsyncIterator()

        reader?.start()
        type("a", on: keyboard)
        let first = await received.next()
        reader?.stop()
        reader = nil
        type("b", on: keyboard)
        close(keyboard)
        // Once the reader is gone no thread of it can read: a stopped reader that still looked took the `b` first.
        try await released.wait(atLeast: 1)

        #expect(first == .character("a"))
        #expect(readAll(input) == "b", "the key typed after stop() waits for the next reader")
    }

    @Test("stop() returns while no key comes, and the reader sends nothing after it")
    func stopWithoutKeys() async throws {
        let (input, keyboard) = try makePipe()
        defer {
            close(input)
            close(keyboard)
        }
        let released = WaitableCount()
        let (keys, sent) = AsyncStream.makeStream(of: Key.self)
        var reader: KeyReader? = KeyReader(descriptor: input, send: sending(to: sent, released: released))

        reader?.start()
        reader?.stop()
        reader = nil
        try await released.wait(atLeast: 1)
        sent.finish()

        var received: [Key] = []
        for await key in keys { received.append(key) }
        #expect(received == [])
    }

    // MARK: - Helpers

    /// Hands each key to `sent`; counts `released` up once the reader that holds it is gone.
    private func sending(to sent: AsyncStream<Key>.Continuation, released: WaitableCount)
        -> @Sendable (Key) -> Void
    {
        let release = ReleaseCounter(released)
        return { key in
            _ = release
            sent.yield(key)
        }
    }

    private func makePipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw POSIXError(.EMFILE) }
        return (ends[0], ends[1])
    }

    private func type(_ text: String, on keyboard: Int32) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(keyboard, $0.baseAddress, $0.count) }
    }

    /// What is left to read, up to its end (the write end is closed).
    private func readAll(_ descriptor: Int32) -> String {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64)
        while true {
            let count = read(descriptor, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}

/// Counts its count up when it is released: the reader's `send` holds it, so it goes with the reader.
private final class ReleaseCounter: Sendable {
    private let count: WaitableCount

    init(_ count: WaitableCount) { self.count = count }

    deinit { count.change(by: 1) }
}
