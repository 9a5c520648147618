extension SettingSources {
    /// The one rule applied to a declared setting: the option's value when it was given, else the declaration's
    /// variable, else the file, else the declaration's default.
    ///
    /// - Parameters:
    ///   - declaration: The setting.
    ///   - value: The option's value as text, when it was given (`"false"` for a `--no-color` given).
    /// - Returns: The setting, with where it came from.
    public func setting(_ declaration: SettingDeclaration, flag value: String?) -> Setting {
        let flag = declaration.flag.flatMap { name in value.map { (name: name, value: $0) } }
        return setting(
            declaration.key, flag: flag, variable: declaration.variable.value(in: environment).map { ($0, $1) },
            default: declaration.defaultValue(environment))
    }

    /// `setting`'s value read by `parse`, after the file's own value for the same key: a bad value in the file is
    /// an error naming `file:line` and the key even when an option or a variable overrides it, so that a broken
    /// file never waits, unnoticed, for the day the option is left out.
    ///
    /// - Parameters:
    ///   - setting: The setting that counts.
    ///   - expected: What the value must be, for the message: `a positive number of seconds`.
    ///   - parse: Reads a value; nil refuses it.
    /// - Returns: What `parse` read of `setting`.
    /// - Throws: ``SettingError`` naming where the refused value came from.
    public func parsed<T>(_ setting: Setting, as expected: String, _ parse: (String) -> T?) throws(SettingError) -> T {
        if setting.origin != .default, let file = fileSetting(setting.key), file.origin != setting.origin {
            _ = try file.parsed(as: expected, parse)
        }
        return try setting.parsed(as: expected, parse)
    }

    /// `path` with a leading `~` as the environment's `HOME`, as a shell expands it; unchanged without a `HOME`.
    ///
    /// - Parameter path: A path from a flag, a variable or the file.
    /// - Returns: The path.
    public func expandingTilde(_ path: String) -> String {
        guard path == "~" || path.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty else { return path }
        return home + path.dropFirst()
    }
}
