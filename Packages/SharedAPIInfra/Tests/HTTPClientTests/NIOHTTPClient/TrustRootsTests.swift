import Foundation
import SharedAPI
import TLSTestSupport
import Testing

@testable import NIOHTTPClient

/// Trust roots read as OpenSSL reads its variables: a bundle file, a directory's hashed names, both, or the system's;
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
            ("missing.pem", .noSuchFile), (".", .directoryNotFile), ("notes.txt", .noCertificateInFile),
            ("broken.pem", .noCertificateInFile),
        ] as [(String, TrustRootsError.Problem)])
    func unusableFiles(_ name: String, _ problem: TrustRootsError.Problem) throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try write("just text\n", to: directory.appendingPathComponent("notes.txt"))
        try write(
            "-----BEGIN CERTIFICATE-----\nnot base64!\n-----END CERTIFICATE-----\n",
            to: directory.appendingPathComponent("broken.pem"))
        let path = directory.appendingPathComponent(name).path

        let error = #expect(throws: TrustRootsError.self) { try TrustRoots(certificateFile: path) }
        #expect(error == TrustRootsError(variable: nil, path: path, problem: problem))
        #expect(
            failure(["SSL_CERT_FILE": path]) == TrustRootsError(variable: "SSL_CERT_FILE", path: path, problem: problem)
        )
    }

    @Test(
        "SSL_CERT_DIR reads the hashed names only, as OpenSSL looks them up: other files, CRLs and dangling links unread"
    )
    func directoryReadsHashedNamesOnly() throws {
        let authority = try TestCertificateAuthority()
        defer { authority.remove() }
        let directory = authority.directory.appendingPathComponent("certs", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: authority.certificateFile, to: directory.appendingPathComponent("ca.pem"))
        try link(directory.appendingPathComponent("0a1b2c3d.0"), to: directory.appendingPathComponent("ca.pem"))
        try link(directory.appendingPathComponent("0a1b2c3d.1"), to: directory.appendingPathComponent("gone.pem"))
        try FileManager.default.copyItem(
            at: authority.serverCertificateFile, to: directory.appendingPathComponent("server.crt"))
        try write("not a certificate\n", to: directory.appendingPathComponent("README"))
        try write("not a CRL either\n", to: directory.appendingPathComponent("0a1b2c3d.r0"))
        try write("upper-case hex is not a hash name\n", to: directory.appendingPathComponent("0A1B2C3D.0"))
        try sparseFile(directory.appendingPathComponent("e37-noguard"), size: 9 << 20)

        let roots = TrustRoots(environment: ["SSL_CERT_DIR": directory.path])

        #expect(roots.failure == nil)
        #expect(certificates(roots).count == 1)
    }

    @Test("a hashed name of SSL_CERT_DIR that holds no certificate is an error naming it")
    func brokenHashedNameIsAnError() throws {
        let authority = try TestCertificateAuthority()
        defer { authority.remove() }
        let directory = authority.directory.appendingPathComponent("certs", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: authority.certificateFile, to: directory.appendingPathComponent("0a1b2c3d.0"))
        try write("not a certificate\n", to: directory.appendingPathComponent("5ad8a5d6.0"))

        #expect(
            failure(["SSL_CERT_DIR": directory.path])
                == TrustRootsError(
                    variable: "SSL_CERT_DIR", path: directory.path, problem: .memberHasNoCertificate(name: "5ad8a5d6.0")
                ))
    }

    @Test(
        "a hashed name is eight lower-case hex digits, a dot and a decimal number",
        arguments: [
            ("0a1b2c3d.0", true), ("ffffffff.12", true), ("0a1b2c3d.r0", false), ("0A1B2C3D.0", false),
            ("0a1b2c3.0", false), ("0a1b2c3d0.0", false), ("0a1b2c3d.", false), ("0a1b2c3d.0.pem", false),
            ("ca.pem", false), ("0a1b2c3g.0", false), ("０a1b2c3d.0", false),
        ])
    func hashedNames(_ name: String, _ isHashed: Bool) {
        #expect(CertificateFiles.isHashedName(name) == isHashed)
    }

    @Test("SSL_CERT_DIR that is missing, a file, or has no certificate is an error naming the variable and path")
    func unusableDirectories() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = try write("text\n", to: directory.appendingPathComponent("file.txt"))
        let missing = directory.appendingPathComponent("missing").path

        #expect(failure(["SSL_CERT_DIR": missing]) == directoryError(missing, .noSuchDirectory))
        #expect(failure(["SSL_CERT_DIR": file.path]) == directoryError(file.path, .fileNotDirectory))
        #expect(failure(["SSL_CERT_DIR": directory.path]) == directoryError(directory.path, .noCertificateInDirectory))
    }

    @Test("the error is said as the causes' table's phrase: the variable and path, then what is wrong")
    func failureReasonIsAPhrase() {
        let error = TrustRootsError(
            variable: "SSL_CERT_DIR", path: "/c", problem: .memberTooLarge(name: "x", limitMiB: 8))

        #expect(
            error.failureReason
                == FailureReason(
                    .certificatesUnusable(
                        source: "SSL_CERT_DIR=/c", cause: .certificateDirectoryFileTooLarge(name: "x", limitMiB: 8))))
        #expect(FailureReason(describing: error) == error.failureReason)
        #expect(
            TrustRootsError(variable: nil, path: "/c", problem: .noSuchFile).failureReason
                == FailureReason(.certificatesUnusable(source: "/c", cause: .certificateFileMissing)))
    }

    @Test("both variables set: the certificates of both, as OpenSSL looks in both")
    func bothVariables() throws {
        let authority = try TestCertificateAuthority()
        defer { authority.remove() }
        let directory = authority.directory.appendingPathComponent("certs", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: authority.serverCertificateFile, to: directory.appendingPathComponent("1a2b3c4d.0"))

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
        "a certificate file past 8 MiB is refused as too large, whether --cacert, SSL_CERT_FILE or hashed in SSL_CERT_DIR"
    )
    func oversizedFilesAreRefused() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let huge = directory.appendingPathComponent("0badf00d.0")
        try sparseFile(huge, size: 512 << 20)
        let tooLarge = TrustRootsError.Problem.tooLarge(limitMiB: 8)

        #expect(throws: TrustRootsError(variable: nil, path: huge.path, problem: tooLarge)) {
            try TrustRoots(certificateFile: huge.path)
        }
        #expect(
            failure(["SSL_CERT_FILE": huge.path])
                == TrustRootsError(variable: "SSL_CERT_FILE", path: huge.path, problem: tooLarge))
        #expect(
            failure(["SSL_CERT_DIR": directory.path])
                == directoryError(directory.path, .memberTooLarge(name: "0badf00d.0", limitMiB: 8)))
    }

    // MARK: - Helpers

    private func certificates(_ roots: TrustRoots) -> [Any] {
        guard case let .certificates(certificates) = roots.storage else { return [] }
        return certificates
    }

    private func failure(_ environment: [String: String]) -> TrustRootsError? {
        TrustRoots(environment: environment).failure
    }

    private func directoryError(_ path: String, _ problem: TrustRootsError.Problem) -> TrustRootsError {
        TrustRootsError(variable: "SSL_CERT_DIR", path: path, problem: problem)
    }

    private func link(_ url: URL, to destination: URL) throws {
        try FileManager.default.createSymbolicLink(at: url, withDestinationURL: destination)
    }

    /// A file of `size` bytes that takes no disk space: zeros, no certificate.
    private func sparseFile(_ url: URL, size: UInt64) throws {
        try write("", to: url)
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: size)
        try handle.close()
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
