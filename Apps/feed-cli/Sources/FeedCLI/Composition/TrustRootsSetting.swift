import ArgumentParser
import LayeredSettings
import NIOHTTPClient
import SharedPresentation

/// The certificate authorities https servers must chain to, as curl chooses them: `--cacert` overrides
/// `SSL_CERT_FILE` and `SSL_CERT_DIR`, which replace the config file's `cacert`, which replaces the system's store.
enum TrustRootsSetting {
    /// A `--cacert` or `cacert` that gives no certificate is a usage error naming it; a variable's failure waits
    /// for the first https request, which fails naming the variable and the path, then why in the same words
    /// (`TrustRootsError.failureReason`, said by `ErrorPresentation` as any cause).
    static func resolve(_ setting: Setting, environment: [String: String]) throws -> TrustRoots {
        switch setting.origin {
        case .flag, .file:
            do {
                return try TrustRoots(certificateFile: setting.value)
            } catch {
                let reason = Self.reason(error.problem, language: UsageWords.language)
                throw ValidationError("\(setting.subject) \(error.path): \(reason)")
            }
        case .environment, .default:
            return TrustRoots(environment: environment)
        }
    }

    /// What is wrong with a certificate file, in `language`: `no such file`, `no PEM certificate in the file`. The
    /// words of the causes' table, the same a variable's failure reads in at the first https request.
    static func reason(_ problem: TrustRootsError.Problem, language: String) -> String {
        CauseText.words(problem.phrase, language: language)
    }
}
