/// A config file that cannot be used: it does not parse, or a key has a value of the wrong kind. Its description
/// names `file:line` and the key, as a compiler names the place of an error: `PATH:LINE: KEY must be …`.
package struct ConfigFileError: Error, Sendable, Equatable, CustomStringConvertible {
    package let path: String
    package let line: Int?
    package let key: String?
    package let reason: String

    package init(path: String, line: Int?, key: String?, reason: String) {
        self.path = path
        self.line = line
        self.key = key
        self.reason = reason
    }

    package var description: String {
        guard let line else { return "\(path) \(reason)" }
        return key.map { "\(path):\(line): \($0) \(reason)" } ?? "\(path):\(line): \(reason)"
    }
}
