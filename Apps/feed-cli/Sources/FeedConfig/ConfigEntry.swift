/// One key of the config file with its value and the line that sets it, for messages that name `file:line`.
package struct ConfigEntry: Sendable, Equatable {
    package let key: String
    package let value: ConfigValue
    package let line: Int

    package init(key: String, value: ConfigValue, line: Int) {
        self.key = key
        self.value = value
        self.line = line
    }
}
