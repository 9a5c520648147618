import Foundation
import NIOSSL

/// Reads PEM certificates from a bundle file or from every file of a directory, each file read up to
/// `maximumFileSize` and refused past it, so a huge file named by mistake costs no more memory than the limit.
enum CertificateFiles {
    /// The largest file read: 8 MiB, thirty times the full Mozilla bundle (about 220 KiB).
    static let maximumFileSize = 8 << 20

    /// Every certificate of the PEM file at `path`; an unreadable file, one past `maximumFileSize`, or one with no
    /// certificate (or a broken one, which OpenSSL also refuses), is an error naming `variable` and `path`.
    static func bundle(at path: String, variable: String?) throws(TrustRootsError) -> [NIOSSLCertificate] {
        let failure = { (problem: TrustRootsError.Problem) in
            TrustRootsError(variable: variable, path: path, problem: problem)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure(.noSuchFile)
        }
        guard !isDirectory.boolValue else { throw failure(.directoryNotFile) }
        guard let data = contents(at: path) else { throw failure(.unreadable) }
        guard data.count <= maximumFileSize else { throw failure(.tooLarge(limitMiB: maximumFileSize >> 20)) }
        guard let certificates = certificates(in: data) else { throw failure(.noCertificateInFile) }
        return certificates
    }

    /// The certificates of every file in the directory at `path` (OpenSSL's hashed names, `*.pem`, `*.crt`, any
    /// name): a file that holds none (a CRL, a README) is passed over; a file past `maximumFileSize` or a directory
    /// with no certificate at all is an error.
    static func directory(at path: String, variable: String?) throws(TrustRootsError) -> [NIOSSLCertificate] {
        let failure = { (problem: TrustRootsError.Problem) in
            TrustRootsError(variable: variable, path: path, problem: problem)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            throw failure(.noSuchDirectory)
        }
        guard isDirectory.boolValue else { throw failure(.fileNotDirectory) }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: path) else {
            throw failure(.unreadable)
        }
        var found: [NIOSSLCertificate] = []
        for name in names.sorted() {
            guard let data = contents(at: path + "/" + name) else { continue }
            guard data.count <= maximumFileSize else {
                throw failure(.memberTooLarge(name: name, limitMiB: maximumFileSize >> 20))
            }
            found += certificates(in: data) ?? []
        }
        guard !found.isEmpty else { throw failure(.noCertificateInDirectory) }
        return unique(found)
    }

    /// `certificates` without repeats, in their order: a hashed name is often a link to a file also read by name.
    static func unique(_ certificates: [NIOSSLCertificate]) -> [NIOSSLCertificate] {
        var seen = Set<NIOSSLCertificate>()
        return certificates.filter { seen.insert($0).inserted }
    }

    /// The first `maximumFileSize` + 1 bytes of the file at `path`, or nil when it cannot be opened or read: one
    /// byte past the limit tells a file that is too large without reading the rest of it.
    private static func contents(at path: String) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: maximumFileSize + 1) ?? Data()
    }

    private static func certificates(in data: Data) -> [NIOSSLCertificate]? {
        guard let certificates = try? NIOSSLCertificate.fromPEMBytes(Array(data)), !certificates.isEmpty else {
            return nil
        }
        return certificates
    }
}
