import Foundation

/// A certificate authority made at run time in a directory of its own, and a certificate it signed for the server
/// 127.0.0.1 (an IP address SAN), both P-256 and valid two days. Made with the `openssl` command, which
/// Scripts/install-test-deps installs; `openssl rehash` links both certificates under their hashed names, so the
/// directory is one `SSL_CERT_DIR` can name.
public struct TestCertificateAuthority: Sendable {
    /// The directory that holds every file; `remove()` deletes it.
    public let directory: URL

    /// The authority's certificate, PEM: what a client is told to trust.
    public var certificateFile: URL { directory.appendingPathComponent("ca.pem") }
    /// The server's certificate, PEM, signed by the authority.
    public var serverCertificateFile: URL { directory.appendingPathComponent("server.pem") }
    /// The server's private key, PEM.
    public var serverKeyFile: URL { directory.appendingPathComponent("server.key") }

    /// Makes a new authority and server certificate in a new temporary directory.
    public init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "test-ca-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data(Self.serverExtensions.utf8).write(to: directory.appendingPathComponent("server.ext"))
        for arguments in Self.commands {
            try Self.openssl(arguments, in: directory)
        }
    }

    /// Deletes the directory and every file in it.
    public func remove() {
        try? FileManager.default.removeItem(at: directory)
    }

    private static let key = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:P-256", "-nodes"]

    private static let commands: [[String]] = [
        ["req", "-x509"] + key + [
            "-keyout", "ca.key", "-out", "ca.pem", "-days", "2", "-subj", "/CN=feed test CA",
            "-addext", "basicConstraints=critical,CA:TRUE", "-addext", "keyUsage=critical,keyCertSign,cRLSign",
        ],
        ["req"] + key + ["-keyout", "server.key", "-out", "server.csr", "-subj", "/CN=127.0.0.1"],
        [
            "x509", "-req", "-in", "server.csr", "-CA", "ca.pem", "-CAkey", "ca.key", "-set_serial", "2",
            "-out", "server.pem", "-days", "2", "-extfile", "server.ext",
        ],
        ["rehash", "."],
    ]

    private static let serverExtensions = """
        subjectAltName = IP:127.0.0.1
        basicConstraints = critical, CA:FALSE
        keyUsage = critical, digitalSignature
        extendedKeyUsage = serverAuth

        """

    private static func openssl(_ arguments: [String], in directory: URL) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["openssl"] + arguments
        process.currentDirectoryURL = directory
        let errors = Pipe()
        process.standardOutput = FileHandle.nullDevice
        process.standardError = errors
        try process.run()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw OpenSSLFailed(arguments: arguments, message: String(decoding: message, as: UTF8.self))
        }
    }
}
