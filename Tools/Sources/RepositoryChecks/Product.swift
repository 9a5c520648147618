/// A product a package offers.
public struct Product: Sendable, Equatable {
    public var name: String
    /// library, executable, plugin, …
    public var type: String
    public var targets: [String]
}
