import Foundation
import HTTPClientPolicy
import NIOHTTPClient
import SharedAPI
import SharedAPITestSupport
import TLSTestSupport
import Testing

/// HTTPS against a server whose certificate authority is made at run time: trusted when `SSL_CERT_FILE`,
/// `SSL_CERT_DIR` or a certificate file names it, refused otherwise, and the token kept to its origin.
@Suite("NIOHTTPClient over HTTPS with trust roots of its own")
struct HTTPSTrustTests {
    @Test("a server whose authority SSL_CERT_FILE names is trusted")
    func trustedThroughSSLCertFile() async throws {
        let (authority, server) = try await makeServer()
        defer { cleanUp(authority, server) }
        let sut = NIOHTTPClient(trustRoots: TrustRoots(environment: ["SSL_CERT_FILE": authority.certificateFile.path]))

        let (data, response) = try await sut.get(server.url("/feed"))

        #expect(response.status.code == 200)
        #expect(data == Data("secure".utf8))
        #expect(server.requests.map(\.path) == ["/feed"])
    }

    @Test("a server whose authority is a file in the SSL_CERT_DIR directory is trusted")
    func trustedThroughSSLCertDir() async throws {
        let (authority, server) = try await makeServer()
        defer { cleanUp(authority, server) }
        let directory = try certificateDirectory(holding: authority)
        let sut = NIOHTTPClient(trustRoots: TrustRoots(environment: ["SSL_CERT_DIR": directory.path]))

        let (data, _) = try await sut.get(server.url("/feed"))

        #expect(data == Data("secure".utf8))
    }

    @Test("a 9 MiB file beside the hashed names of SSL_CERT_DIR is not read: the server is trusted all the same")
    func unrelatedBigFileInSSLCertDir() async throws {
        let (authority, server) = try await makeServer()
        defer { cleanUp(authority, server) }
        let directory = try certificateDirectory(holding: authority)
        let big = directory.appendingPathComponent("e37-noguard")
        try Data().write(to: big)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 9 << 20)
        try handle.close()
        let sut = NIOHTTPClient(trustRoots: TrustRoots(environment: ["SSL_CERT_DIR": directory.path]))

        let (data, _) = try await sut.get(server.url("/feed"))

        #expect(data == Data("secure".utf8))
    }

    @Test("a server whose authority the certificate file names is trusted")
    func trustedThroughACertificateFile() async throws {
        let (authority, server) = try await makeServer()
        defer { cleanUp(authority, server) }
        let sut = NIOHTTPClient(trustRoots: try TrustRoots(certificateFile: authority.certificateFile.path))

        let (data, _) = try await sut.get(server.url("/feed"))

        #expect(data == Data("secure".utf8))
    }

    @Test("without its authority, the server is refused as not trusted, and it never sees a request")
    func refusedWithTheSystemStore() async throws {
        let (authority, server) = try await makeServer()
        defer { cleanUp(authority, server) }

        let error = await failure(of: try await NIOHTTPClient().get(server.url("/feed")))

        #expect(
            error as? HTTPClientError
                == .transport(FailureReason(.certificateNotTrusted, address: "127.0.0.1:\(server.port)")))
        #expect(server.requests.isEmpty)
    }

    @Test("SSL_CERT_FILE naming no certificate fails https requests with the variable and path, not http ones")
    func unusableSSLCertFile() async throws {
        let (authority, server) = try await makeServer()
        defer { cleanUp(authority, server) }
        let plain = try LoopbackHTTPServer { _ in .ok(Data("plain".utf8)) }
        defer { plain.stop() }
        let missing = authority.directory.appendingPathComponent("missing.pem").path
        let sut = NIOHTTPClient(trustRoots: TrustRoots(environment: ["SSL_CERT_FILE": missing]))

        let error = await failure(of: try await sut.get(server.url("/feed")))
        let (data, _) = try await sut.get(plain.url("/feed"))

        #expect(
            error as? HTTPClientError
                == .transport(
                    FailureReason(
                        .certificatesUnusable(source: "SSL_CERT_FILE=\(missing)", cause: .certificateFileMissing))))
        #expect(server.requests.isEmpty)
        #expect(data == Data("plain".utf8))
    }

    @Test("a redirect from the https API to plain http is followed without the token")
    func tokenStaysWithItsOriginAcrossADowngrade() async throws {
        let plain = try LoopbackHTTPServer { _ in .ok(Data("plain".utf8)) }
        defer { plain.stop() }
        let (authority, server) = try await makeServer { _ in .redirect(to: plain.url("/feed")) }
        defer { cleanUp(authority, server) }
        let client = NIOHTTPClient(trustRoots: try TrustRoots(certificateFile: authority.certificateFile.path))
        let sut = AuthorizingHTTPClient(client: client, token: "s3cret", origin: server.baseURL)

        let (data, _) = try await sut.get(server.url("/feed"), headers: [.cookie: "session=c00kie"])

        #expect(data == Data("plain".utf8))
        #expect(server.requests.first?.headers["authorization"] == "Bearer s3cret")
        #expect(plain.requests.count == 1)
        #expect(plain.requests.first?.headers["authorization"] == nil)
        #expect(plain.requests.first?.headers["cookie"] == nil)
    }

    // MARK: - Helpers

    private func makeServer(
        _ handler: @escaping LoopbackHTTPServer.Handler = { _ in .ok(Data("secure".utf8)) }
    ) async throws -> (TestCertificateAuthority, LoopbackTLSServer) {
        let authority = try TestCertificateAuthority()
        return (authority, try await LoopbackTLSServer(authority: authority, handler: handler))
    }

    private func cleanUp(_ authority: TestCertificateAuthority, _ server: LoopbackTLSServer) {
        server.stop()
        authority.remove()
    }

    /// A directory as OpenSSL's `c_rehash` leaves it, plus a file that holds no certificate.
    private func certificateDirectory(holding authority: TestCertificateAuthority) throws -> URL {
        let directory = authority.directory.appendingPathComponent("certs", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: authority.certificateFile, to: directory.appendingPathComponent("ca.crt"))
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("5ad8a5d6.0"),
            withDestinationURL: directory.appendingPathComponent("ca.crt"))
        try Data("not a certificate".utf8).write(to: directory.appendingPathComponent("README"))
        return directory
    }
}
