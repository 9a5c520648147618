import Foundation

extension SettingSources {
    /// A secret (a bearer token) through the one rule, the secret itself never a value of the config file, only the
    /// path of a file that holds it: the option (`-` reads it from stdin), else the option's file, else the
    /// variable, else the config file's key naming a file.
    ///
    /// - Parameters:
    ///   - option: The option's value (`--token`), if given; `-` reads standard input.
    ///   - optionName: The option's name, for a message: `--token`.
    ///   - file: The setting that names a file holding the secret (`--token-file`, `token_file`).
    ///   - variable: The variable that holds the secret itself: `FEED_API_TOKEN`.
    ///   - standardInput: Reads standard input, at most ``SecretFile/maximumSize`` bytes and one more; asked only
    ///     for `-`.
    /// - Returns: The secret, or nil when nothing gives one.
    /// - Throws: ``SettingError`` naming where a secret that cannot be used came from, never the secret.
    public func secret(
        option: String?, optionName: String, file: Setting, variable: String, standardInput: () -> Data
    ) throws(SettingError) -> String? {
        if option == "-" { return try SecretFile.token(in: standardInput(), subject: optionName + " -") }
        if let option { return option }
        if case .flag = file.origin {
            return try SecretFile.token(at: expandingTilde(file.value), subject: file.subject)
        }
        if let secret = environment[variable], !secret.isEmpty {
            guard SecretFile.isUsable(token: secret) else {
                throw SettingError(subject: variable, problem: .secretNotPrintable)
            }
            return secret
        }
        guard case .file = file.origin else { return nil }
        return try SecretFile.token(at: expandingTilde(file.value), subject: file.subject)
    }
}
