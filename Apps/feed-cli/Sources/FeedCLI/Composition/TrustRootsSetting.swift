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
                let reason = Self.reason(error.problem, language: UsageWords.language)
                throw ValidationError("\(setting.subject) \(error.path): \(reason)")
            }
        case .environment, .default:
            return TrustRoots(environment: environment)
        }
    }

    /// What is wrong with a certificate file, in `language`: `no such file`, `no PEM certificate in the file`.
    static func reason(_ problem: TrustRootsError.Problem, language: String) -> String {
        switch problem {
        case .noSuchFile: CLIStrings.string(.certNoSuchFile, language: language)
        case .noSuchDirectory: CLIStrings.string(.certNoSuchFolder, language: language)
        case .directoryNotFile: CLIStrings.string(.certIsFolder, language: language)
        case .fileNotDirectory: CLIStrings.string(.certIsFile, language: language)
        case .unreadable: CLIStrings.string(.certUnreadable, language: language)
        case let .tooLarge(limit): CLIStrings.format(.certTooLarge, language: language, ["size": String(limit)])
        case let .memberTooLarge(name, limit):
            CLIStrings.format(.certMemberTooLarge, language: language, ["name": name, "size": String(limit)])
        case .noCertificateInFile: CLIStrings.string(.certNoneInFile, language: language)
        case .noCertificateInDirectory: CLIStrings.string(.certNoneInFolder, language: language)
        }
    }
}
