import ArgumentParser
import Foundation
import LayeredSettings
import SharedAPI
import SharedPresentation

extension SettingSources {
    /// Reads the config file that `config` (else `FEED_CLI_CONFIG`, else the XDG location) names: only when it
    /// exists, so a command without one parses no TOML. A file that cannot be read or does not parse, or a value
    /// of the wrong kind, is a usage error naming `file:line` and the key (`ConfigFileFailure`).
    init(config: ConfigOptions? = nil, runtime: FeedCLIRuntime = .current) throws {
        try self.init(configPath: config?.config, runtime: runtime)
    }

    /// The same for a `--config` given as plain text, or none.
    init(configPath: String?, runtime: FeedCLIRuntime = .current) throws {
        let location = ConfigFileLocation.resolve(
            option: configPath, variable: "FEED_CLI_CONFIG", name: "feed-cli/config.toml",
            environment: runtime.environment, home: { NSHomeDirectory() })
        do {
            try self.init(environment: runtime.environment, location: location, schema: ClientSettings.schema)
        } catch {
            throw ConfigFileFailure(error: error)
        }
    }

    /// `setting`'s value read by `parse` (see `parsed`), a refusal as a usage error: `expected` (its placeholders
    /// filled from `values`) says what the value must be, in the language of the refusal.
    func value<T>(
        _ setting: Setting, as expected: CLIStrings.Key, values: [String: String] = [:], _ parse: (String) -> T?
    ) throws -> T {
        do throws(SettingError) {
            return try parsed(setting, as: CLIStrings.format(expected, language: UsageWords.language, values), parse)
        } catch {
            throw error.usage
        }
    }
}

extension SettingError {
    /// This error as a usage error (exit 64), said in the language of `--lang` or of the environment.
    var usage: ValidationError { ValidationError(message(language: UsageWords.language)) }

    /// `--timeout must be a positive number of seconds, not 'x'.`, `--token-file 'PATH' is not a regular file.` in
    /// `language`.
    func message(language: String) -> String {
        switch problem {
        case let .refused(value, expected):
            return words(.settingRefused, language, ["value": value, "expected": expected])
        case .secretNotPrintable: return CLIStrings.format(.usageTokenText, language: language, ["option": subject])
        case let .secretFileUnreadable(path, code):
            let cause = LoadFailure(kind: .unavailable, cause: FailureReason(errno: code)).cause(language: language)
            return words(.secretFileUnreadable, language, ["path": path, "cause": cause])
        case let .secretFileNotRegular(path): return words(.secretFileNotRegular, language, ["path": path])
        case let .secretFileOpenToOthers(path, mode):
            return words(.secretFileOpenToOthers, language, ["path": path, "mode": String(mode, radix: 8)])
        case .secretNotOneLine: return words(.secretNotOneLine, language, [:])
        case .secretNotHeaderValue: return words(.secretNotHeaderValue, language, [:])
        }
    }

    private func words(_ key: CLIStrings.Key, _ language: String, _ values: [String: String]) -> String {
        CLIStrings.format(key, language: language, values.merging(["subject": subject]) { given, _ in given })
    }
}

/// A config file that cannot be used: a usage error (exit 64) that `FeedCLIMain` says in the language of `--lang` or
/// of the environment (the file cannot say which), naming `file:line` and the key.
struct ConfigFileFailure: Error {
    let error: ConfigFileError

    /// `PATH:LINE: KEY must be a number, not a TOML string.`, `config file PATH cannot be read: …` in `language`.
    func message(language: String) -> String {
        let place = place(language: language)
        switch error.problem {
        case let .cannotRead(code):
            let cause = LoadFailure(kind: .unavailable, cause: FailureReason(errno: code)).cause(language: language)
            return words(.configCannotRead, language, ["place": place, "cause": cause])
        case let .tooLarge(limit):
            return words(.configTooLarge, language, ["place": place, "size": String(limit / 1024)])
        case .notUTF8: return words(.configNotUTF8, language, ["place": place])
        case .hasNUL: return words(.configHasNUL, language, ["place": place])
        case let .doesNotParse(detail): return words(.configDoesNotParse, language, ["place": place, "detail": detail])
        case let .wrongKind(expected, actual):
            let values = ["place": place, "expected": CLIStrings.string(Self.key(expected), language: language)]
            return words(.configWrongKind, language, values.merging(["type": actual]) { first, _ in first })
        case .notListEntry: return words(.configNotKeyList, language, ["place": place])
        }
    }

    /// `PATH:LINE: KEY`, `PATH:LINE:`, or `config file PATH` for the whole file.
    private func place(language: String) -> String {
        guard let line = error.line else { return words(.configFile, language, ["path": error.path]) }
        return error.key.map { "\(error.path):\(line): \($0)" } ?? "\(error.path):\(line):"
    }

    private func words(_ key: CLIStrings.Key, _ language: String, _ values: [String: String]) -> String {
        CLIStrings.format(key, language: language, values)
    }

    /// The words of what a value of `kind` is: "a number", "true or false".
    private static func key(_ kind: SettingKind) -> CLIStrings.Key {
        switch kind {
        case .text: .configKindText
        case .flag: .configKindFlag
        case .number: .configKindNumber
        case .textOrFlag: .configKindTextOrFlag
        }
    }
}
