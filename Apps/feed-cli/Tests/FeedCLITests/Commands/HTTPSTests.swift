import Foundation
import SharedAPITestSupport
import TLSTestSupport
import Testing

/// An https API whose certificate authority is made at run time: trusted through `--cacert`, `SSL_CERT_FILE` or
/// `SSL_CERT_DIR`, refused as not trusted without them.
@Suite("HTTPS to an API signed by an authority of your own")
struct HTTPSTests {
    @Test("--cacert naming the authority: the comments arrive over https")
    func trustedThroughCACert() async throws {
        let (cli, authority, server) = try await makeSUT()
        defer { cleanUp(cli, authority, server) }

        let result = await cli.run(
            ["comments", HostileAPI.imageID, "--json", "--base-url", server.baseURL.absoluteString]
                + ["--cacert", authority.certificateFile.path])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(result.stdout.contains(#""message":"over TLS""#))
        #expect(server.requests.map(\.path) == ["/image/\(HostileAPI.imageID)/comments"])
    }

    @Test("SSL_CERT_FILE or SSL_CERT_DIR naming the authority: trusted as well")
    func trustedThroughTheEnvironment() async throws {
        let (cli, authority, server) = try await makeSUT()
        defer { cleanUp(cli, authority, server) }
        let arguments = ["comments", HostileAPI.imageID, "--base-url", server.baseURL.absoluteString]

        let file = await cli.run(arguments, environment: ["SSL_CERT_FILE": authority.certificateFile.path])
        let directory = await cli.run(arguments, environment: ["SSL_CERT_DIR": authority.directory.path])

        #expect(file.exitCode == 0, "\(file.stderr)")
        #expect(directory.exitCode == 0, "\(directory.stderr)")
        #expect(server.requests.count == 2)
    }

    @Test("without the authority: exit 69, the server's certificate not trusted")
    func refusedWithoutTheAuthority() async throws {
        let (cli, authority, server) = try await makeSUT()
        defer { cleanUp(cli, authority, server) }

        let result = await cli.run(["comments", HostileAPI.imageID, "--base-url", server.baseURL.absoluteString])

        #expect(result.exitCode == 69, "\(result.stderr)")
        #expect(result.stderr.contains("the server's certificate is not trusted (127.0.0.1:\(server.port))"))
        #expect(server.requests.isEmpty)
    }

    @Test("--cacert naming no certificate is a usage error (64) naming the file; nothing is sent")
    func unusableCACert() async throws {
        let (cli, authority, server) = try await makeSUT()
        defer { cleanUp(cli, authority, server) }
        let missing = authority.directory.appendingPathComponent("missing.pem").path

        let result = await cli.run(
            ["comments", HostileAPI.imageID, "--base-url", server.baseURL.absoluteString, "--cacert", missing])

        #expect(result.exitCode == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--cacert \(missing): no such file"))
        #expect(server.requests.isEmpty)
    }

    @Test("--cacert naming an 8 GB file: a usage error (64) saying it is too large, the file never read whole")
    func oversizedCACert() async throws {
        let (cli, authority, server) = try await makeSUT()
        defer { cleanUp(cli, authority, server) }
        let huge = authority.directory.appendingPathComponent("huge.pem")
        try Data().write(to: huge)
        try FileHandle(forWritingTo: huge).truncate(atOffset: 8 << 30)

        // With 3 GB of address space, reading the file whole cannot even be tried.
        let binary = try BuiltCLI()
        defer { binary.cleanUp() }
        let result = try await binary.shell(
            #"ulimit -v 3000000; exec "$FEED_CLI" "$@""#,
            arguments: ["comments", HostileAPI.imageID, "--base-url", server.baseURL.absoluteString]
                + ["--cacert", huge.path])

        #expect(result.exitCode == 64, "\(result.stderr)")
        #expect(result.stderr.contains("--cacert \(huge.path): larger than 8 MiB, more than any certificate bundle"))
        #expect(server.requests.isEmpty)
    }

    @Test("SSL_CERT_FILE naming no certificate: the https request fails with a line naming the variable and path")
    func unusableSSLCertFile() async throws {
        let (cli, authority, server) = try await makeSUT()
        defer { cleanUp(cli, authority, server) }
        let missing = authority.directory.appendingPathComponent("missing.pem").path

        let result = await cli.run(
            ["comments", HostileAPI.imageID, "--base-url", server.baseURL.absoluteString],
            environment: ["SSL_CERT_FILE": missing])

        #expect(result.exitCode == 69, "\(result.stderr)")
        #expect(result.stderr.contains("SSL_CERT_FILE=\(missing): no such file"))
        #expect(server.requests.isEmpty)
    }

    @Test("--token with an https API that redirects to plain http: the http server never sees the token")
    func tokenStaysOffADowngrade() async throws {
        let cli = try InProcessCLI()
        let authority = try TestCertificateAuthority()
        let plain = try LoopbackHTTPServer { _ in .json(HostileAPI.comments([])) }
        defer { plain.stop() }
        let server = try await LoopbackTLSServer(authority: authority) { .redirect(to: plain.url($0.target)) }
        defer { cleanUp(cli, authority, server) }

        let result = await cli.run(
            ["comments", HostileAPI.imageID, "--base-url", server.baseURL.absoluteString, "--token", "s3cret"]
                + ["--cacert", authority.certificateFile.path])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(server.requests.first?.headers["authorization"] == "Bearer s3cret")
        #expect(plain.requests.count == 1)
        #expect(plain.requests.first?.headers["authorization"] == nil)
    }

    // MARK: - Helpers

    private func makeSUT() async throws -> (InProcessCLI, TestCertificateAuthority, LoopbackTLSServer) {
        let cli = try InProcessCLI()
        let authority = try TestCertificateAuthority()
        let comments = HostileAPI.comments([HostileAPI.comment(message: "\"over TLS\"")])
        let server = try await LoopbackTLSServer(authority: authority) { _ in .json(comments) }
        return (cli, authority, server)
    }

    private func cleanUp(_ cli: InProcessCLI, _ authority: TestCertificateAuthority, _ server: LoopbackTLSServer) {
        server.stop()
        authority.remove()
        cli.cleanUp()
    }
}
