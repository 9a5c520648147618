import ArgumentParser

/// A command line's options read before ArgumentParser parses it (a program's hot path, say), each value converted
/// as ArgumentParser converts it; a value that does not convert is a ``Refused``, so the program can leave the whole
/// line to ArgumentParser, which says what is wrong.
public struct PreparsedOptions: Sendable {
    /// A value its option's type does not accept.
    public struct Refused: Error, Equatable, Sendable {
        /// The option, by name: `--timeout`.
        public let option: String

        /// A refusal of the value of `option`.
        ///
        /// - Parameter option: The option, by name.
        public init(option: String) {
            self.option = option
        }
    }

    /// The values given, by option name (`--timeout`: `"5"`).
    public let values: [String: String]
    /// The flags given, by name (`--json`).
    public let flags: Set<String>

    /// The options read from a command line.
    ///
    /// - Parameters:
    ///   - values: The values given, by option name.
    ///   - flags: The flags given, by name.
    public init(values: [String: String], flags: Set<String>) {
        self.values = values
        self.flags = flags
    }

    /// The value of `option` as `make` converts it.
    ///
    /// - Parameters:
    ///   - option: The option's name: `--base-url`.
    ///   - make: The conversion; nil or an error refuses the value.
    /// - Returns: The converted value, or nil when the option was not given.
    /// - Throws: ``Refused`` when `make` refuses the value.
    public func value<T>(_ option: String, _ make: (String) throws -> T?) throws(Refused) -> T? {
        guard let text = values[option] else { return nil }
        guard let value = try? make(text) else { throw Refused(option: option) }
        return value
    }

    /// The value of `option` as ArgumentParser reads a value of its type (`init?(argument:)`).
    ///
    /// - Parameters:
    ///   - option: The option's name: `--timeout`.
    ///   - type: The option's type.
    /// - Returns: The value, or nil when the option was not given.
    /// - Throws: ``Refused`` when the type does not accept the value.
    public func value<T: ExpressibleByArgument>(_ option: String, as type: T.Type = T.self) throws(Refused) -> T? {
        try value(option) { T(argument: $0) }
    }

    /// Whether the flag `name` was given.
    ///
    /// - Parameter name: The flag's name: `--json`.
    /// - Returns: True when it was given.
    public func isSet(_ name: String) -> Bool {
        flags.contains(name)
    }
}
