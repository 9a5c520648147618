import ArgumentParser
import NIOHTTPClient

/// The certificate authorities https servers must chain to, as curl chooses them: `--cacert` overrides
/// `SSL_CERT_FILE` and `SSL_CERT_DIR`, which replace the system's store.
enum TrustRootsSetting {
    /// A `--cacert` that gives no certificate is a usage error; a variable's failure waits for the first https
    /// request, which fails naming the variable and the path.
    static func resolve(option: String?, environment: [String: String]) throws -> TrustRoots {
        guard let option else { return TrustRoots(environment: environment) }
        do {
            return try TrustRoots(certificateFile: option)
        } catch {
            throw ValidationError("--cacert \(error)")
        }
    }
}
