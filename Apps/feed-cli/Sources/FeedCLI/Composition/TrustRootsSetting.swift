import ArgumentParser
import LayeredSettings
import NIOHTTPClient

/// The certificate authorities https servers must chain to, as curl chooses them: `--cacert` overrides
/// `SSL_CERT_FILE` and `SSL_CERT_DIR`, which replace the config file's `cacert`, which replaces the system's store.
enum TrustRootsSetting {
    /// A `--cacert` or `cacert` that gives no certificate is a usage error naming it; a variable's failure waits
    /// for the first https request, which fails naming the variable and the path.
    static func resolve(_ setting: Setting, environment: [String: String]) throws -> TrustRoots {
        switch setting.origin {
        case .flag, .file:
            do {
                return try TrustRoots(certificateFile: setting.value)
            } catch {
                throw ValidationError("\(setting.subject) \(error)")
            }
        case .environment, .default:
            return TrustRoots(environment: environment)
        }
    }
}
