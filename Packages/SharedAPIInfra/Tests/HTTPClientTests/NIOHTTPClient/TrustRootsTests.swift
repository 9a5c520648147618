import Foundation
import TLSTestSupport
import Testing

@testable import NIOHTTPClient

/// Trust roots read as OpenSSL reads its variables: a bundle file, a directory of PEM files, both, or the system's;
/// what gives no certificate is an error that names the variable and the path.
@Suite("TrustRoots from files and the environment")
struct TrustRootsTests {
    @Test("neither variable set (or both empty): the system's store")
    func systemWithoutVariables() {
        #expect(TrustRoots(environment: [:]) == .system)
        #expect(TrustRoots(environment: ["SSL_CERT_FILE": "", "SSL_CERT_DIR": ""]) == .system)
        #expect(TrustRoots.system.tlsConfiguration == nil)
    }

    @Test("a bundle gives every certificate in it, replacing the system's store")
    func bundleGivesEveryCertificate() throws {
        let authority = try TestCertificateAuthority()
        defer { authority.remove() }
        let bundle = try write(
            try String(contentsOf: authority.certificateFile, encoding: .utf8)
                + "# a comment between certificates\n"
                + String(contentsOf: authority.serverCertificateFile, encoding: .utf8),
            to: authority.directory.appendingPathComponent("bundle.pem"))

        let roots = try TrustRoots(certificateFile: bundle.path)

        #expect(certificates(roots).count == 2)
        #expect(TrustRoots(environment: ["SSL_CERT_FILE": bundle.path]) == roots)
    }

    @Test(
        "a certificate file that is missing, a directory, or holds no certificate is an error naming its path",
        arguments: [
            ("missing.pem", "no such file"), (".", "a directory, not a file"),
            ("notes.txt", "no PEM certificate in the file"), ("broken.pem", "no PEM certificate in the file"),
        ])
    func unusableFiles(_ name: String, _ reason: String) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("just text\n", to: directory.appendingPathComponent("notes.txt"))
        try write(
            "-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----\n",
            to: directory.appendingPathComponent("broken.pem"))
        let path = directory.appendingPathComponent(name).path

        let error = #expect(throws: TrustRootsError.self) { try TrustRoots(certificateFile: path) }
        #expect(error?.variable == nil && error?.path == path && error?.reason == reason)
        #expect(
            TrustRoots(environment: ["SSL_CERT_FILE": path]).failure?.description == "SSL_CERT_FILE=\(path): \(reason)")
    }

    @Test("SSL_CERT_DIR reads every file that holds a certificate, once each, whatever its name")
    func directoryReadsEveryCertificateFile() throws {
        let authority = try TestCertificateAuthority()
        defer { authority.remove() }
        let directory = authority.directory.appendingPathComponent("certs", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: authority.certificateFile, to: directory.appendingPathComponent("ca.pem"))
        try FileManager.default.createSymbolicLink(
            at: directory.appendingPathComponent("0a1b2c3d.0"),
            withDestinationURL: directory.appendingPathComponent("ca.pem"))
        try FileManager.default.copyItem(
            at: authority.serverCertificateFile, to: directory.appendingPathComponent("server.crt"))
        try write("not a certificate\n", to: directory.appendingPathComponent("README"))

        let roots = TrustRoots(environment: ["SSL_CERT_DIR": directory.path])

        #expect(roots.failure == nil)
        #expect(certificates(roots).count == 2)
    }

    @Test("SSL_CERT_DIR that is missing, a file, or has no certificate is an error naming the variable and path")
    func unusableDirectories() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write("text\n", to: directory.appendingPathComponent("file.txt"))
        let missing = directory.appendingPathComponent("missing").path

        #expect(failure(["SSL_CERT_DIR": missing]) == "SSL_CERT_DIR=\(missing): no such directory")
        #expect(failure(["SSL_CERT_DIR": file.path]) == "SSL_CERT_DIR=\(file.path): a file, not a directory")
        #expect(
            failure(["SSL_CERT_DIR": directory.path])
                == "SSL_CERT_DIR=\(directory.path): no PEM certificate in the directory")
    }

    @Test("both variables set: the certificates of both, as OpenSSL looks in both")
    func bothVariables() throws {
        let authority = try TestCertificateAuthority()
        defer { authority.remove() }
        let directory = authority.directory.appendingPathComponent("certs", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: authority.serverCertificateFile, to: directory.appendingPathComponent("server.pem"))

        let roots = TrustRoots(
            environment: ["SSL_CERT_FILE": authority.certificateFile.path, "SSL_CERT_DIR": directory.path])

        #expect(certificates(roots).count == 2)
    }

    @Test("SSL_CERT_FILE is read on first use, not when the roots are made, and only once")
    func environmentIsReadOnFirstUseOnly() throws {
        let authority = try TestCertificateAuthority()
        defer { authority.remove() }
        let file = authority.directory.appendingPathComponent("later.pem")
        let roots = TrustRoots(environment: ["SSL_CERT_FILE": file.path])
        try FileManager.default.copyItem(at: authority.certificateFile, to: file)

        let firstUse = roots.failure
        try FileManager.default.removeItem(at: file)

        #expect(firstUse == nil)
        #expect(certificates(roots).count == 1)
    }

    @Test(
        "a certificate file past 8 MiB is refused as too large, whether --cacert, SSL_CERT_FILE or in SSL_CERT_DIR")
    func oversizedFilesAreRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let huge = directory.appendingPathComponent("huge.pem")
        try write("", to: huge)
        try FileHandle(forWritingTo: huge).truncate(atOffset: 512 << 20)
        let reason = "larger than 8 MiB, more than any certificate bundle"

        #expect(throws: TrustRootsError(variable: nil, path: huge.path, problem: .tooLarge(limitMiB: 8))) {
            try TrustRoots(certificateFile: huge.path)
        }
        #expect(TrustRootsError(variable: nil, path: huge.path, problem: .tooLarge(limitMiB: 8)).reason == reason)
        #expect(failure(["SSL_CERT_FILE": huge.path]) == "SSL_CERT_FILE=\(huge.path): \(reason)")
        #expect(failure(["SSL_CERT_DIR": directory.path]) == "SSL_CERT_DIR=\(directory.path): huge.pem is \(reason)")
    }

    // MARK: - Helpers

    private func certificates(_ roots: TrustRoots) -> [Any] {
        guard case let .certificates(certificates) = roots.storage else { return [] }
        return certificates
    }

    private func failure(_ environment: [String: String]) -> String? {
        TrustRoots(environment: environment).failure?.description
    }

    private func temporaryDirectory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "trust-roots-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @discardableResult
    private func write(_ text: String, to url: URL) throws -> URL {
        try Data(text.utf8).write(to: url)
        return url
    }
}
