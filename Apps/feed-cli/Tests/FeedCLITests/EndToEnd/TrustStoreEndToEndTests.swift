import Foundation
import SharedAPITestSupport
import TLSTestSupport
import Testing

#if canImport(Glibc)
    /// The trust store is read on the first https request and never before: a command that sends none (plain http,
    /// `cache info`, `--help`, `--version`) opens neither `SSL_CERT_FILE` nor `SSL_CERT_DIR` of the process's
    /// environment, which once cost every command 281 certificate files read and parsed at start. An offline feed, and
    /// the https request that does read them: `TrustStoreTests`, in process.
    @Suite("End to end: the trust store is read on the first https request, never before")
    struct TrustStoreEndToEndTests {
        @Test(
            "a command that sends no https request opens neither SSL_CERT_FILE nor SSL_CERT_DIR",
            arguments: [
                ["cache", "info"], ["cache", "info", "--json"], ["--help"], ["--version"], ["feed", "--json"], ["feed"],
            ])
        func noHTTPSRequestReadsNoTrustStore(_ arguments: [String]) async throws {
            let (cli, authority, store) = try makeSUT()
            defer { cleanUp(cli, authority) }
            let api = try HostileAPI()
            defer { api.server.stop() }
            let spy = try FileOpenSpy(watching: store)

            let result = try await cli.run(
                arguments + (arguments.first == "feed" ? ["--base-url", api.baseURL.absoluteString] : []),
                environment: TrustStoreFolder.environment(store))

            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(spy.openedNames() == [])
        }

        // MARK: - Helpers

        /// The CLI, a certificate authority, and a trust store folder holding its certificate as `ca.pem`.
        private func makeSUT() throws -> (BuiltCLI, TestCertificateAuthority, URL) {
            let trust = try TrustStoreFolder()
            return (try BuiltCLI(), trust.authority, trust.store)
        }

        private func cleanUp(_ cli: BuiltCLI, _ authority: TestCertificateAuthority) {
            authority.remove()
            cli.cleanUp()
        }
    }
#endif
