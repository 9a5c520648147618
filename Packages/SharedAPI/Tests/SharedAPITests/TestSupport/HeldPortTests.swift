import Foundation
import SharedAPITestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A test that takes its API down by stopping the server must meet a refusal there, never another test's server: the
/// tests run in parallel, and a stopped server's port is free for the next server any of them starts.
@Suite("A held port: a stopped server's port refuses, and the system gives it to no other socket")
struct HeldPortTests {
    @Test("a server on a held port answers; once it stops, the port refuses at once and cannot be bound again")
    func stoppedServerOnAHeldPortRefusesAndStaysHeld() async throws {
        let held = try HeldPort()
        let server = try LoopbackHTTPServer(port: held.port) { _ in .json("[]") }
        #expect(server.port == held.port)
        server.stop()

        // Before any connection, so no TIME_WAIT of the server's can be what keeps the port.
        #expect(Self.bindError(port: held.port) == EADDRINUSE, "the port is still held")
        #expect(Self.connectError(port: held.port) == ECONNREFUSED)
    }

    @Test("while a port is held, a socket that asks for any free port is never given it")
    func heldPortIsNeverGivenForPortZero() throws {
        let held = try HeldPort()

        let given = try (0..<200).map { _ in try Self.portGivenForPortZero() }

        #expect(!given.contains(held.port))
    }

    @Test("a held port with no server refuses connections, and a server started on it answers")
    func heldPortRefusesUntilAServerListens() async throws {
        let held = try HeldPort()
        #expect(Self.connectError(port: held.port) == ECONNREFUSED)

        let server = try LoopbackHTTPServer(port: held.port) { _ in .json("[]") }
        defer { server.stop() }
        let (_, response) = try await LoopbackHTTPClient().get(held.baseURL.appendingPathComponent("feed"))

        #expect(response.status.code == 200)
    }

    /// `bind` of a new socket, without `SO_REUSEADDR`, to 127.0.0.1:`port`: 0, or its `errno`.
    private static func bindError(port: Int) -> Int32 {
        addressCallError(port: port) { bind($0, $1, $2) }
    }

    /// `connect` of a new socket to 127.0.0.1:`port`: 0, or its `errno`.
    private static func connectError(port: Int) -> Int32 {
        addressCallError(port: port) { connect($0, $1, $2) }
    }

    /// `call` (`bind` or `connect`) of a new socket with 127.0.0.1:`port`: 0, or its `errno`.
    private static func addressCallError(
        port: Int, _ call: (Int32, UnsafePointer<sockaddr>, socklen_t) -> Int32
    ) -> Int32 {
        withSocket { fd in
            var address = loopback(port: port)
            let result = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    call(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            return result == 0 ? 0 : errno
        }
    }

    /// The port the system gives a socket with `SO_REUSEADDR` (as servers set it) bound to 127.0.0.1 port 0.
    private static func portGivenForPortZero() throws -> Int {
        let port = withSocket { fd -> Int32 in
            var yes: Int32 = 1
            setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
            var address = loopback(port: 0)
            var length = socklen_t(MemoryLayout<sockaddr_in>.size)
            let bound = withUnsafeMutablePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    bind(fd, $0, length) == 0 && getsockname(fd, $0, &length) == 0
                }
            }
            return bound ? Int32(UInt16(bigEndian: address.sin_port)) : -1
        }
        try #require(port > 0)
        return Int(port)
    }

    private static func withSocket(_ body: (Int32) -> Int32) -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { return -1 }
        defer { close(fd) }
        return body(fd)
    }

    private static func loopback(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port)).bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
