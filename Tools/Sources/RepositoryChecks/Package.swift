import Foundation

/// A package of the repository as its manifest (`swift package dump-package`) and its Swift files give it.
public struct Package: Sendable, Equatable {
    /// Where a package lives says what it may depend on (docs/ARCHITECTURE.md).
    public enum Kind: String, Sendable, CaseIterable {
        case app, feature, infrastructure, shared, benchmarks, root
    }

    public var name: String
    /// Relative to the repository's root; "." for the root manifest.
    public var directory: String
    public var kind: Kind
    /// The packages it names by path, relative to the root.
    public var pathDependencies: [String]
    /// The identities of the packages it names by URL.
    public var urlDependencies: [String]
    public var products: [Product]
    public var targets: [Target]
    /// The manifest as `swift package dump-package` gave it (JSON).
    public var manifest = Data()

    public func target(_ name: String) -> Target? { targets.first { $0.name == name } }
}
