import Foundation
import TLSTestSupport

#if canImport(Glibc)
    /// A certificate authority and a trust store folder holding its certificate as `ca.pem`, linked under a hashed
    /// name as `openssl rehash` links it: what `SSL_CERT_FILE` and `SSL_CERT_DIR` name for the trust-store tests, in
    /// process and end to end.
    struct TrustStoreFolder {
        let authority: TestCertificateAuthority
        let store: URL

        init() throws {
            authority = try TestCertificateAuthority()
            store = authority.directory.appendingPathComponent("store", isDirectory: true)
            try FileManager.default.createDirectory(at: store, withIntermediateDirectories: true)
            try FileManager.default.copyItem(at: authority.certificateFile, to: store.appendingPathComponent("ca.pem"))
            try FileManager.default.createSymbolicLink(
                at: store.appendingPathComponent("0a1b2c3d.0"),
                withDestinationURL: store.appendingPathComponent("ca.pem"))
        }

        /// `SSL_CERT_FILE` and `SSL_CERT_DIR`, naming the certificate in `store` and the folder itself.
        static func environment(_ store: URL) -> [String: String] {
            ["SSL_CERT_FILE": store.appendingPathComponent("ca.pem").path, "SSL_CERT_DIR": store.path]
        }
    }
#endif
