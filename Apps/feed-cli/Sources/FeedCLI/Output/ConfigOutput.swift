import LayeredSettings
import SharedPresentation
import TerminalUI

extension CommandContext {
    /// Where `config` writes the settings: one JSON object with the config file read (see `ConfigJSON`), or one line a
    /// setting.
    func configOutput(file: String?) -> any CommandOutput<[Setting]> {
        format.pick(text: ConfigTextOutput(), json: JSONLinesOutput { [ConfigJSON(file: file, settings: $0)] })
    }
}

/// One `ORIGIN<tab>key=value` line a setting, as `git config --show-origin` writes them (an empty value is none),
/// safe for the terminal: a value may come from a file or a variable.
struct ConfigTextOutput: CommandOutput {
    func render(_ settings: [Setting]) -> String {
        settings.map { setting in
            TerminalText.safe(setting.origin.text) + "\t" + setting.key + "=" + TerminalText.safe(setting.value) + "\n"
        }.joined()
    }
}

/// `feed-cli config --json`: the config file read (null for none) and every setting, in the file's key order.
struct ConfigJSON: Encodable {
    /// One setting: its key, its value (null when empty) and where it came from.
    struct SettingJSON: Encodable {
        let key: String
        @JSONNullable var value: String?
        let origin: String

        init(_ setting: Setting) {
            key = setting.key
            value = setting.value.isEmpty ? nil : setting.value
            origin = setting.origin.text
        }
    }

    @JSONNullable var file: String?
    let settings: [SettingJSON]

    init(file: String?, settings: [Setting]) {
        self.file = file
        self.settings = settings.map(SettingJSON.init)
    }

    /// The shape, as the command's help and docs/USAGE.md document it.
    static let shape = """
        JSON: {"file": str|null, "settings": [{"key": str, "value": str|null, "origin": str}]}.
        """
}
