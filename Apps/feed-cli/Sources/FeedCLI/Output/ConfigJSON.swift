/// `feed-cli config --json`: the config file read (null for none) and every setting, in the file's key order.
struct ConfigJSON: Encodable {
    let file: String?
    let settings: [Setting]

    enum CodingKeys: String, CodingKey { case file, settings }
    enum SettingKeys: String, CodingKey { case key, value, origin }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(file, forKey: .file)
        var list = container.nestedUnkeyedContainer(forKey: .settings)
        for setting in settings {
            var object = list.nestedContainer(keyedBy: SettingKeys.self)
            try object.encode(setting.key.rawValue, forKey: .key)
            try object.encode(setting.value.isEmpty ? nil : setting.value, forKey: .value)
            try object.encode(setting.origin.text, forKey: .origin)
        }
    }

    /// The shape, as the command's help and docs/USAGE.md document it.
    static let shape = """
        JSON: {"file": str|null, "settings": [{"key": str, "value": str|null, "origin": str}]}.
        """
}
