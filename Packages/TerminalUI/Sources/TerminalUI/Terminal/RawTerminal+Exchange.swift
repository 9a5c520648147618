import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension RawTerminal {
    /// Writes `request`, then reads the terminal's answer with raw input (no echo, no line mode) until
    /// `isComplete` says so or `timeoutMilliseconds` pass; the input's mode is put back as it was.
    func exchange(_ request: String, timeoutMilliseconds: Int, isComplete: ([UInt8]) -> Bool) -> [UInt8] {
        var saved = termios()
        guard tcgetattr(input, &saved) == 0 else { return [] }
        var raw = saved
        cfmakeraw(&raw)
        raw.c_oflag = saved.c_oflag
        tcsetattr(input, TCSANOW, &raw)
        defer { tcsetattr(input, TCSANOW, &saved) }
        writer.write(request)
        return collectReply(until: ContinuousClock.now + .milliseconds(timeoutMilliseconds), isComplete: isComplete)
    }

    private func collectReply(until deadline: ContinuousClock.Instant, isComplete: ([UInt8]) -> Bool) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 256)
        while !isComplete(bytes) {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { break }
            let milliseconds = Int32(clamping: Int(left / .milliseconds(1)) + 1)
            var poller = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
            let ready = poll(&poller, 1, milliseconds)
            if ready < 0, errno == EINTR { continue }
            guard ready > 0 else { break }
            let count = read(input, &buffer, buffer.count)
            if count < 0, errno == EINTR || errno == EAGAIN { continue }
            guard count > 0 else { break }
            bytes += buffer[0..<count]
        }
        return bytes
    }
}
