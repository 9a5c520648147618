import Foundation
import NIOSSL

/// Reads PEM certificates from a bundle file or from every file of a directory.
enum CertificateFiles {
    /// Every certificate of the PEM file at `path`; an unreadable file, or one with no certificate (or a broken
    /// one, which OpenSSL also refuses), is an error naming `variable` and `path`.
    static func bundle(at path: String, variable: String?) throws(TrustRootsError) -> [NIOSSLCertificate] {
        let failure = { (reason: String) in TrustRootsError(variable: variable, path: path, reason: reason) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such file")
        }
        guard !isDirectory.boolValue else { throw failure("a directory, not a file") }
        guard let data = FileManager.default.contents(atPath: path) else { throw failure("cannot be read") }
        guard let certificates = certificates(in: data) else { throw failure("no PEM certificate in the file") }
        return certificates
    }

    /// The certificates of every file in the directory at `path` (OpenSSL's hashed names, `*.pem`, `*.crt`, any
    /// name): a file that holds none (a CRL, a README) is passed over; a directory with none at all is an error.
    static func directory(at path: String, variable: String?) throws(TrustRootsError) -> [NIOSSLCertificate] {
        let failure = { (reason: String) in TrustRootsError(variable: variable, path: path, reason: reason) }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure("no such directory")
        }
        guard isDirectory.boolValue else { throw failure("a file, not a directory") }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw failure("cannot be read")
        }
        let found = names.sorted().flatMap { name in
            FileManager.default.contents(atPath: path + "/" + name).flatMap(certificates(in:)) ?? []
        }
        guard !found.isEmpty else { throw failure("no PEM certificate in the directory") }
        return unique(found)
    }

    /// `certificates` without repeats, in their order: a hashed name is often a link to a file also read by name.
    static func unique(_ certificates: [NIOSSLCertificate]) -> [NIOSSLCertificate] {
        var seen = Set<NIOSSLCertificate>()
        return certificates.filter { seen.insert($0).inserted }
    }

    private static func certificates(in data: Data) -> [NIOSSLCertificate]? {
        guard let certificates = try? NIOSSLCertificate.fromPEMBytes(Array(data)), !certificates.isEmpty else {
            return nil
        }
        return certificates
    }
}
