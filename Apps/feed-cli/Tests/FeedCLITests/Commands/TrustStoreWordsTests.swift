import Foundation
import SharedAPITestSupport
import SharedPresentation
import TLSTestSupport
import Testing

/// `--cacert` and `SSL_CERT_FILE`/`SSL_CERT_DIR` are one setting: a variable's trust store that gives no certificate
/// fails the first https request with the words `--cacert`'s refusal has, in the reader's language, in text and in
/// `--json`'s cause (exit 69, as a server that cannot be reached over TLS). `SSL_CERT_DIR` is read as OpenSSL reads
/// it: its hashed names only, so a file beside them never stops a request.
@Suite("A trust store a variable names fails in the reader's language, in the words of --cacert's refusal")
struct TrustStoreWordsTests {
    /// An https address where nothing listens: the trust store fails before any connection is tried.
    private static let baseURL = "https://127.0.0.1:9/"

    @Test("SSL_CERT_FILE naming no file: the German headline, then the variable, the path and why in German")
    func missingFileInGerman() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let missing = cli.cacheDirectory.appendingPathComponent("none.pem").path

        let result = await cli.run(
            ["feed", "--base-url", Self.baseURL, "--lang", "de"], environment: ["SSL_CERT_FILE": missing])

        #expect(result.exitCode == 69, "\(result.stderr)")
        #expect(result.stderr.contains("Verbindung zum Server fehlgeschlagen"), "\(result.stderr)")
        #expect(result.stderr.contains("SSL_CERT_FILE=\(missing): keine solche Datei"), "\(result.stderr)")
    }

    @Test("SSL_CERT_DIR without a hashed name: --json's cause in German, kind unavailable, exit 69")
    func directoryWithoutHashedNamesInGermanJSON() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let authority = try TestCertificateAuthority()
        defer { authority.remove() }
        let store = authority.directory.appendingPathComponent("unhashed", isDirectory: true)
        try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: authority.certificateFile, to: store.appendingPathComponent("ca.pem"))

        let result = await cli.run(
            ["feed", "--json", "--base-url", Self.baseURL, "--lang", "de"], environment: ["SSL_CERT_DIR": store.path])
        let error = try #require(jsonError(result.stderr), "\(result.stderr)")

        #expect(result.exitCode == 69)
        #expect(error["kind"] as? String == "unavailable")
        #expect(
            error["cause"] as? String
                == "SSL_CERT_DIR=\(store.path): kein PEM-Zertifikat unter einem Hash-Namen (openssl rehash) im Verzeichnis"
        )
    }

    @Test("a variable's failure reads as --cacert's refusal of the same file reads, in each of the 12 languages")
    func sameWordsAsCACert() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let missing = cli.cacheDirectory.appendingPathComponent("none.pem").path
        var reasons: [String: String] = [:]

        for language in SupportedLanguages.all {
            let flag = await cli.run(["feed", "--cacert", missing, "--lang", language])
            let variable = await cli.run(
                ["feed", "--json", "--base-url", Self.baseURL, "--lang", language],
                environment: ["SSL_CERT_FILE": missing])
            let refusal = flag.stderr.split(separator: "\n").first.map(String.init) ?? ""
            let cause = jsonError(variable.stderr)?["cause"] as? String ?? ""
            let reason = String(cause.dropFirst("SSL_CERT_FILE=\(missing)".count))

            #expect(refusal.hasSuffix(" --cacert \(missing)\(reason)"), "\(language): \(refusal) / \(cause)")
            #expect(cause.hasPrefix("SSL_CERT_FILE=\(missing)"), "\(language): \(cause)")
            reasons[language] = reason
        }

        #expect(reasons["en"] == ": no such file")
        #expect(Set(reasons.values).count == SupportedLanguages.all.count, "\(reasons)")
    }

    @Test("a 9 MiB file beside the hashed names of SSL_CERT_DIR is never read: the comments arrive over https")
    func unrelatedBigFileInTheDirectory() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let authority = try TestCertificateAuthority()
        defer { authority.remove() }
        let server = try await LoopbackTLSServer(authority: authority) { _ in .json(HostileAPI.comments([])) }
        defer { server.stop() }
        let big = authority.directory.appendingPathComponent("e37-noguard")
        try Data().write(to: big)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 9 << 20)
        try handle.close()

        let result = await cli.run(
            ["comments", HostileAPI.imageID, "--json", "--base-url", server.baseURL.absoluteString],
            environment: ["SSL_CERT_DIR": authority.directory.path])

        #expect(result.exitCode == 0, "\(result.stderr)")
        #expect(server.requests.count == 1)
    }

    /// The object of a `--json` failure's `{"error":{…}}` on stderr.
    private func jsonError(_ stderr: String) -> [String: Any]? {
        let object = try? JSONSerialization.jsonObject(with: Data(stderr.utf8)) as? [String: Any]
        return object?["error"] as? [String: Any]
    }
}
