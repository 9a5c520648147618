import LayeredSettings
import SharedPresentation

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
