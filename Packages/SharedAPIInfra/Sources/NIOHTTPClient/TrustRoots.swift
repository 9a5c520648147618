import Foundation
import NIOSSL

/// The certificate authorities an https server's certificate must chain to: the system's, or those of PEM files
/// named the way OpenSSL names them (`SSL_CERT_FILE`, `SSL_CERT_DIR`) or given outright (curl's `--cacert`).
///
/// Certificates given here replace the system's store, as OpenSSL's variables replace its default locations. Those
/// a variable names are read once, on the first https request that needs them, never for plain http: a process
/// that sends no https request reads no certificate (a system store of 281 files cost 23 ms of CPU at start).
public struct TrustRoots: Sendable, Hashable {
    enum Storage: Sendable, Hashable {
        case system
        case certificates([NIOSSLCertificate])
        case unusable(TrustRootsError)
    }

    /// The system's trust store, as SwiftNIO SSL finds it.
    public static let system = TrustRoots(.system)

    private let roots: LoadedOnce

    private init(_ storage: Storage) {
        self.init(roots: LoadedOnce(storage))
    }

    private init(roots: LoadedOnce) {
        self.roots = roots
    }

    /// The certificates of the PEM file at `path` (a bundle of one or more), such as curl's `--cacert` names, read
    /// at once; throws `TrustRootsError` when the file cannot be read, is larger than a bundle can be, or holds no
    /// certificate.
    public init(certificateFile path: String) throws(TrustRootsError) {
        self.init(.certificates(try CertificateFiles.bundle(at: path, variable: nil)))
    }

    /// `SSL_CERT_FILE` (a PEM bundle) and `SSL_CERT_DIR` (a directory whose certificates are read under OpenSSL's
    /// hashed names only, `<8 hex digits>.<n>`, as OpenSSL looks them up) of `environment`, together when both are
    /// set; the system's store when neither is. Nothing is read here: the files are read on the first https
    /// request. A variable that names no readable certificate makes every https request fail with a
    /// `TrustRootsError`'s reason naming the variable and the path, as curl fails at its first https request rather
    /// than at start.
    public init(environment: [String: String]) {
        let file = environment["SSL_CERT_FILE"].flatMap { $0.isEmpty ? nil : $0 }
        let directory = environment["SSL_CERT_DIR"].flatMap { $0.isEmpty ? nil : $0 }
        guard file != nil || directory != nil else {
            self.init(.system)
            return
        }
        self.init(
            roots: LoadedOnce {
                do throws(TrustRootsError) {
                    return .certificates(try Self.certificates(file: file, directory: directory))
                } catch {
                    return .unusable(error)
                }
            })
    }

    private static func certificates(file: String?, directory: String?) throws(TrustRootsError)
        -> [NIOSSLCertificate]
    {
        var certificates: [NIOSSLCertificate] = []
        if let file { certificates += try CertificateFiles.bundle(at: file, variable: "SSL_CERT_FILE") }
        if let directory { certificates += try CertificateFiles.directory(at: directory, variable: "SSL_CERT_DIR") }
        return CertificateFiles.unique(certificates)
    }

    /// The roots, read on the first call when a variable named them.
    var storage: Storage { roots.value.storage }

    var isSystem: Bool {
        guard case .system = storage else { return false }
        return true
    }

    /// Why no https request can be verified with these roots, or nil when they can be used.
    var failure: TrustRootsError? {
        guard case let .unusable(error) = storage else { return nil }
        return error
    }

    /// The configuration of TLS connections; nil for the system's store, AsyncHTTPClient's default.
    var tlsConfiguration: TLSConfiguration? {
        guard case let .certificates(certificates) = storage else { return nil }
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.trustRoots = .certificates(certificates)
        return configuration
    }

    /// Compares the certificates, which reads those a variable names.
    public static func == (lhs: TrustRoots, rhs: TrustRoots) -> Bool {
        lhs.roots.value == rhs.roots.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(roots.value.digest)
    }
}
