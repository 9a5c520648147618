/// A manifest that `swift package dump-package` could not read.
public struct ManifestError: Error, Sendable, Equatable, CustomStringConvertible {
    public var directory: String
    public var reason: String
    public var description: String { "\(directory)/Package.swift cannot be read: \(reason)" }
}
