import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads requests from and writes responses to one accepted socket.
struct LoopbackConnection {
    let fd: Int32
    private let buffer = Buffer()

    init(fd: Int32) {
        self.fd = fd
    }

    /// The bytes received and not read yet. `@unchecked Sendable`: `bytes` is only touched under `lock` (a
    /// connection is served by one thread, but its value is copied wherever the struct goes).
    private final class Buffer: @unchecked Sendable {
        private let lock = NSLock()
        private var bytes = Data()

        func withBytes<T>(_ body: (inout Data) -> T) -> T {
            lock.withLock { body(&bytes) }
        }
    }

    func readRequest() -> RecordedRequest? {
        guard let head = readHead() else { return nil }
        var lines = head.components(separatedBy: "\r\n")
        let requestLine = lines.removeFirst().split(separator: " ")
        guard requestLine.count >= 2 else { return nil }
        var headers: [String: String] = [:]
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        let length = Int(headers["content-length"] ?? "0") ?? 0
        guard let body = readBytes(length) else { return nil }
        return RecordedRequest(
            method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: body)
    }

    /// Writes the response; false when the connection must end. `streamed` hears each body chunk of a
    /// `.stream` or `.stall` that the socket accepted.
    func send(_ response: LoopbackResponse, isStopped: () -> Bool, streamed: (Int) -> Void = { _ in }) -> Bool {
        switch response {
        case let .respond(status, headers, body, delay):
            if delay > 0 { Thread.sleep(forTimeInterval: delay) }
            // One request per connection: a client never reuses a pooled connection to a port
            // that a later test's server may have been given.
            var head = "HTTP/1.1 \(status) \(status < 400 ? "OK" : "Error")\r\nContent-Length: \(body.count)\r\n"
            head += "Connection: close\r\n"
            for (name, value) in headers { head += "\(name): \(value)\r\n" }
            _ = write(Data((head + "\r\n").utf8) + body)
            return false
        case let .stream(count):
            return stream(count, streamed: streamed)
        case let .stall(count, prefix, seconds):
            return stream(count, streamed: streamed, holdingAfter: prefix) { held(for: seconds, isStopped: isStopped) }
        case .tunnelEstablished:
            return write(Data("HTTP/1.1 200 Connection established\r\n\r\n".utf8))
        case .hang:
            while !isStopped(), isOpen() { Thread.sleep(forTimeInterval: 0.01) }
            return false
        case .close:
            return false
        case .reset:
            var linger = linger(l_onoff: 1, l_linger: 0)
            setsockopt(fd, SOL_SOCKET, SO_LINGER, &linger, socklen_t(MemoryLayout<linger>.size))
            return false
        }
    }

    /// Sends `count` body bytes, chunked; past the first `prefix` of them, only when `resumes()` says so.
    private func stream(
        _ count: Int, streamed: (Int) -> Void, holdingAfter prefix: Int = .max, resumes: () -> Bool = { true }
    ) -> Bool {
        guard write(Data("HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n".utf8)) else {
            return false
        }
        let chunk = Data(repeating: 0x61, count: 64 * 1024)
        var sent = 0
        while sent < count {
            if sent == prefix, !resumes() { return false }
            let size = min(chunk.count, (sent < prefix ? min(prefix, count) : count) - sent)
            let frame = Data(String(size, radix: 16).utf8) + Data("\r\n".utf8) + chunk.prefix(size) + Data("\r\n".utf8)
            guard write(frame) else { return false }
            streamed(size)
            sent += size
        }
        _ = write(Data("0\r\n\r\n".utf8))
        return false
    }

    /// Waits `seconds`; false as soon as the client closes or the server stops.
    private func held(for seconds: Double, isStopped: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            guard !isStopped(), isOpen() else { return false }
            Thread.sleep(forTimeInterval: 0.01)
        }
        return true
    }

    private func isOpen() -> Bool {
        var probe = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
        guard poll(&probe, 1, 0) > 0 else { return true }
        var byte: UInt8 = 0
        return recv(fd, &byte, 1, Int32(MSG_PEEK)) > 0
    }

    private func readHead() -> String? {
        let separator = Data("\r\n\r\n".utf8)
        while true {
            let head = buffer.withBytes { bytes -> Data? in
                guard let range = bytes.range(of: separator) else { return nil }
                let head = bytes[..<range.lowerBound]
                bytes = Data(bytes[range.upperBound...])
                return Data(head)
            }
            if let head { return String(decoding: head, as: UTF8.self) }
            guard fill() else { return nil }
        }
    }

    private func readBytes(_ count: Int) -> Data? {
        while true {
            let body = buffer.withBytes { bytes -> Data? in
                guard bytes.count >= count else { return nil }
                let body = Data(bytes.prefix(count))
                bytes = Data(bytes.dropFirst(count))
                return body
            }
            if let body { return body }
            guard fill() else { return nil }
        }
    }

    private func fill() -> Bool {
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        let count = recv(fd, &chunk, chunk.count, 0)
        guard count > 0 else { return false }
        buffer.withBytes { $0.append(contentsOf: chunk[0..<count]) }
        return true
    }

    private func write(_ data: Data) -> Bool {
        data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Glibc_send(fd, raw.baseAddress! + offset, raw.count - offset)
                guard written > 0 else { return false }
                offset += written
            }
            return true
        }
    }
}

private func Glibc_send(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
        send(fd, pointer, count, Int32(MSG_NOSIGNAL))
    #else
        send(fd, pointer, count, 0)
    #endif
}
