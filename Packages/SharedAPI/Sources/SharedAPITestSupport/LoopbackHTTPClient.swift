import Foundation
import HTTPTypes
import SharedAPI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An `HTTPClient` for tests against `LoopbackHTTPServer`: one HTTP/1.1 request per connection to 127.0.0.1,
/// the answer read to its end, on a thread of its own.
///
/// It lets the feature packages test their endpoints and mappers over real HTTP without depending on a production
/// client, which lives in the infrastructure package SharedAPIInfra. No redirects, no timeout, no size limit.
public struct LoopbackHTTPClient: HTTPClient {
    /// A client with nothing to configure.
    public init() {}

    /// Sends `request` to its 127.0.0.1 URL on a new connection and reads the answer to its end.
    public func send(_ request: HTTPRequest, body: Data?) async throws -> (Data, HTTPResponse) {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try Self.exchange(request, body: body) })
            }
        }
    }

    private static func exchange(_ request: HTTPRequest, body: Data?) throws -> (Data, HTTPResponse) {
        guard let url = request.url, url.host == "127.0.0.1", let port = url.port else {
            throw HTTPClientError.transport("LoopbackHTTPClient only talks to http://127.0.0.1:PORT")
        }
        let fd = try connect(port: port)
        defer { close(fd) }
        try write(head(request, url: url, bodyLength: body?.count ?? 0) + (body ?? Data()), to: fd)
        return try parse(readAll(fd))
    }

    private static func head(_ request: HTTPRequest, url: URL, bodyLength: Int) -> Data {
        var path = url.path.isEmpty ? "/" : url.path
        if let query = url.query { path += "?" + query }
        var head = "\(request.method.rawValue) \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(url.port ?? 80)\r\n"
        for field in request.headerFields { head += "\(field.name.rawName): \(field.value)\r\n" }
        head += "Content-Length: \(bodyLength)\r\nConnection: close\r\n\r\n"
        return Data(head.utf8)
    }

    private static func connect(port: Int) throws -> Int32 {
        do {
            return try LoopbackSocket.connect(port: port)
        } catch {
            throw HTTPClientError.transport("\(error.reason)")
        }
    }

    private static func write(_ data: Data, to fd: Int32) throws {
        try data.withUnsafeBytes { raw in
            var offset = 0
            while offset < raw.count {
                let written = Foundation.send(fd, raw.baseAddress! + offset, raw.count - offset, 0)
                guard written > 0 else { throw HTTPClientError.transport("connection closed while sending") }
                offset += written
            }
        }
    }

    private static func readAll(_ fd: Int32) -> Data {
        var data = Data()
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while case let count = recv(fd, &chunk, chunk.count, 0), count > 0 {
            data.append(contentsOf: chunk[0..<count])
        }
        return data
    }

    private static func parse(_ data: Data) throws -> (Data, HTTPResponse) {
        guard let end = data.firstRange(of: Data("\r\n\r\n".utf8)),
            let head = String(data: data[..<end.lowerBound], encoding: .utf8)
        else { throw HTTPClientError.transport("connection closed without an answer") }
        var lines = head.components(separatedBy: "\r\n")
        let statusLine = lines.removeFirst().split(separator: " ")
        guard statusLine.count >= 2, let code = Int(statusLine[1]) else {
            throw HTTPClientError.transport("unreadable status line")
        }
        var fields = HTTPFields()
        for line in lines {
            guard let colon = line.firstIndex(of: ":"), let name = HTTPField.Name(String(line[..<colon])) else {
                continue
            }
            fields.append(
                HTTPField(name: name, value: line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)))
        }
        return (Data(data[end.upperBound...]), HTTPResponse(status: .init(code: code), headerFields: fields))
    }
}
