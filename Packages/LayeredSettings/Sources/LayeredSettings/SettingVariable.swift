/// Which environment variable gives a setting its value, when one does.
public enum SettingVariable: Sendable {
    /// No variable: the flag, the file or the default.
    case none
    /// The first of these names set to a value that is not empty, the first the strongest.
    case firstNonEmpty([String])
    /// The first of these names that is set, even to nothing (an empty `PAGER` is no pager, as git reads it).
    case firstSet([String])
    /// This name set to anything means `value`: `NO_COLOR`, as no-color.org says.
    case presence(String, means: String)
    /// The program reads the environment itself, and returns the name and the value that count.
    case custom(@Sendable ([String: String]) -> (name: String, value: String)?)

    /// The variable's name and value in `environment`, or nil when it sets nothing.
    ///
    /// - Parameter environment: The process's environment.
    /// - Returns: The name and the value that count, or nil.
    public func value(in environment: [String: String]) -> (name: String, value: String)? {
        switch self {
        case .none: return nil
        case .firstNonEmpty(let names):
            return names.lazy.compactMap { name in environment[name].flatMap { $0.isEmpty ? nil : (name, $0) } }.first
        case .firstSet(let names): return names.lazy.compactMap { name in environment[name].map { (name, $0) } }.first
        case .presence(let name, let value): return environment[name] == nil ? nil : (name, value)
        case .custom(let read): return read(environment)
        }
    }
}
