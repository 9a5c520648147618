/// An `openssl` command that did not succeed, with what it wrote on stderr.
public struct OpenSSLFailed: Error, CustomStringConvertible {
    /// The command's arguments after `openssl`.
    public let arguments: [String]
    /// What it wrote on stderr.
    public let message: String

    /// `openssl <arguments> failed: <message>`.
    public var description: String { "openssl \(arguments.joined(separator: " ")) failed: \(message)" }
}
