import Foundation
import SharedAPITestSupport
import TLSTestSupport
import Testing

#if canImport(Glibc)
    /// The trust store that `SSL_CERT_FILE` and `SSL_CERT_DIR` name is read on the first https request of a command,
    /// never for an offline feed (the binary's start-up: `TrustStoreEndToEndTests`).
    @Suite("The trust store is read on a command's first https request, not for an offline feed")
    struct TrustStoreTests {
        @Test("an offline feed from the cache opens no trust store either")
        func offlineFeedReadsNoTrustStore() async throws {
            let (cli, authority, store) = try makeSUT()
            defer { cleanUp(cli, authority) }
            let api = try HostileAPI()
            let arguments = ["feed", "--json", "--base-url", api.baseURL.absoluteString]
            let online = await cli.run(arguments)
            api.server.stop()
            let spy = try FileOpenSpy(watching: store)

            let offline = await cli.run(arguments, environment: TrustStoreFolder.environment(store))

            #expect(online.exitCode == 0, "\(online.stderr)")
            #expect(offline.exitCode == 0, "\(offline.stderr)")
            #expect(offline.stdout.contains(#""source":"cache""#))
            #expect(spy.openedNames() == [])
        }

        @Test("an https request reads the trust store, and the spy sees it")
        func httpsRequestReadsTheTrustStore() async throws {
            let (cli, authority, store) = try makeSUT()
            defer { cleanUp(cli, authority) }
            let server = try await LoopbackTLSServer(authority: authority) { _ in .json(HostileAPI.comments([])) }
            defer { server.stop() }
            let spy = try FileOpenSpy(watching: store)

            let result = await cli.run(
                ["comments", HostileAPI.imageID, "--base-url", server.baseURL.absoluteString],
                environment: TrustStoreFolder.environment(store))

            #expect(result.exitCode == 0, "\(result.stderr)")
            #expect(Set(spy.openedNames()) == [".", "ca.pem"])
        }

        // MARK: - Helpers

        /// The CLI, a certificate authority, and a trust store folder holding its certificate as `ca.pem`.
        private func makeSUT() throws -> (InProcessCLI, TestCertificateAuthority, URL) {
            let trust = try TrustStoreFolder()
            return (try InProcessCLI(), trust.authority, trust.store)
        }

        private func cleanUp(_ cli: InProcessCLI, _ authority: TestCertificateAuthority) {
            authority.remove()
            cli.cleanUp()
        }
    }
#endif
