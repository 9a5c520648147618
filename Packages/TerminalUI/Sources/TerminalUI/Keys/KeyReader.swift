import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads key presses on a thread of its own (reads block) and hands them over as they come.
///
/// `@unchecked Sendable`: `isStopped` is only touched under `lock`; the decoder lives on the reading thread.
public final class KeyReader: @unchecked Sendable {
    /// How long a lone escape byte waits for the rest of a sequence before it is the Esc key.
    static let escapeTimeoutMilliseconds: Int32 = 40

    private let descriptor: Int32
    private let send: @Sendable (Key) -> Void
    private let lock = NSLock()
    private var isStopped = false

    public init(descriptor: Int32, send: @escaping @Sendable (Key) -> Void) {
        self.descriptor = descriptor
        self.send = send
    }

    public func start() {
        let thread = Thread { [self] in readLoop() }
        thread.name = "TerminalUI.KeyReader"
        thread.start()
    }

    public func stop() {
        lock.withLock { isStopped = true }
    }

    private var shouldStop: Bool { lock.withLock { isStopped } }

    private func readLoop() {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !shouldStop {
            var poller = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let timeout = decoder.hasPending ? Self.escapeTimeoutMilliseconds : 100
            let ready = poll(&poller, 1, timeout)
            if ready == 0 {
                decoder.flush().forEach(send)
                continue
            }
            if ready < 0 { if errno == EINTR { continue } else { return } }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0, !shouldStop else { return }
            decoder.decode(Array(buffer[0..<count])).forEach(send)
        }
    }
}
