import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads key presses on a thread of its own (reads block) and hands them over as they come.
///
/// Once ``stop()`` returns, nothing reads the descriptor any more: a key typed after is left for whoever reads
/// it next, even a file opened later under the same number. (A stopped reader still waiting for a key would take
/// the first key meant for the next program on the terminal, and drop it.)
///
/// `@unchecked Sendable`: `isStopped`, `wake` and `ended` are only touched under `lock`; the decoder lives on the
/// reading thread.
public final class KeyReader: @unchecked Sendable {
    /// How long a lone escape byte waits for the rest of a sequence before it is the Esc key.
    static let escapeTimeoutMilliseconds: Int32 = 40

    private let descriptor: Int32
    private let send: @Sendable (Key) -> Void
    private let lock = NSLock()
    private var isStopped = false
    /// The pipe that wakes the reading thread when it is stopped: its read end, then its write end.
    private var wake: (read: Int32, write: Int32)?
    /// Signalled when the reading thread has ended.
    private var ended: DispatchSemaphore?

    public init(descriptor: Int32, send: @escaping @Sendable (Key) -> Void) {
        self.descriptor = descriptor
        self.send = send
    }

    /// Starts reading, once.
    public func start() {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let wake = (read: ends[0], write: ends[1])
        let ended = DispatchSemaphore(value: 0)
        let isFirst = lock.withLock {
            guard self.ended == nil, !isStopped else { return false }
            self.wake = wake
            self.ended = ended
            return true
        }
        guard isFirst else { return ends.forEach { close($0) } }
        let thread = Thread { [self] in
            readLoop(wakingOn: wake.read)
            ended.signal()
        }
        thread.name = "TerminalUI.KeyReader"
        thread.start()
    }

    /// Stops reading and returns once the reading thread has ended. Not from `send`, which runs on that thread.
    public func stop() {
        let running = lock.withLock {
            isStopped = true
            defer {
                wake = nil
                ended = nil
            }
            return wake.flatMap { wake in ended.map { (wake, $0) } }
        }
        guard let (wake, ended) = running else { return }
        var byte: UInt8 = 0
        _ = write(wake.write, &byte, 1)
        ended.wait()
        close(wake.read)
        close(wake.write)
    }

    private var shouldStop: Bool { lock.withLock { isStopped } }

    private func readLoop(wakingOn wake: Int32) {
        var decoder = KeyDecoder()
        var buffer = [UInt8](repeating: 0, count: 1024)
        while !shouldStop {
            var pollers = [
                pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
            ]
            // Waits for a key, or a moment for the rest of an escape sequence, or to be stopped.
            let ready = poll(&pollers, 2, decoder.hasPending ? Self.escapeTimeoutMilliseconds : -1)
            if ready == 0 {
                decoder.flush().forEach(send)
                continue
            }
            if ready < 0 { if errno == EINTR { continue } else { return } }
            if pollers[1].revents != 0 { return }
            let count = read(descriptor, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0, !shouldStop else { return }
            decoder.decode(Array(buffer[0..<count])).forEach(send)
        }
    }
}
