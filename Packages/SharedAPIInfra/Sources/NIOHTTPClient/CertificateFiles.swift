import Foundation
import NIOSSL

/// Reads PEM certificates from a bundle file or from the hashed names of a directory, each file read up to
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

    /// The certificates of the directory at `path` under OpenSSL's hashed names (`<8 hex digits>.<n>`, as
    /// `openssl rehash` and `c_rehash` make them), the only names OpenSSL looks up there: any other file (the
    /// `*.pem` a hashed name links to, a bundle, a README, a CRL's `<hash>.r0`, a stray big file) is passed over,
    /// unread. A hashed name that cannot be opened (a link left dangling) is passed over too, as OpenSSL finds
    /// nothing there; one past `maximumFileSize` or without a certificate, and a directory with no certificate at
    /// all, are errors.
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
        for name in names.sorted() where isHashedName(name) {
            guard let data = contents(at: path + "/" + name) else { continue }
            guard data.count <= maximumFileSize else {
                throw failure(.memberTooLarge(name: name, limitMiB: maximumFileSize >> 20))
            }
            guard let certificates = certificates(in: data) else { throw failure(.memberHasNoCertificate(name: name)) }
            found += certificates
        }
        guard !found.isEmpty else { throw failure(.noCertificateInDirectory) }
        return unique(found)
    }

    /// Whether `name` is one OpenSSL looks a certificate up by in a directory: the subject's hash in eight
    /// lower-case hex digits, a dot, and a decimal number that tells certificates with the same hash apart.
    static func isHashedName(_ name: String) -> Bool {
        let parts = name.utf8.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 2, parts[0].count == 8, !parts[1].isEmpty else { return false }
        let isDigit = { (byte: UInt8) in (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        return parts[0].allSatisfy { isDigit($0) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains($0) }
            && parts[1].allSatisfy(isDigit)
    }

    /// `certificates` without repeats, in their order: the same certificate can be in a bundle and in a directory,
    /// or under two hashed names (OpenSSL's current hash and the old MD5 one `c_rehash -old` made).
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
