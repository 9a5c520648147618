/// Where a value sits in a JSON payload, spelled as an error names it: `items[2].id`, or `the payload` for the root.
///
/// The expectation readers of ``JSONReader`` take their path as an autoclosure, so a path is only spelled when an
/// error needs it.
public struct JSONPath: Hashable, Sendable, CustomStringConvertible {
    /// The spelling below the root; empty for the root itself.
    private let spelling: String

    private init(spelling: String) {
        self.spelling = spelling
    }

    /// The whole payload.
    public static let root = JSONPath(spelling: "")

    /// The member `key` of the object at this path: `items`, `items[2].id`.
    public func member(_ key: String) -> JSONPath {
        JSONPath(spelling: spelling.isEmpty ? key : "\(spelling).\(key)")
    }

    /// The element at `index` of the array at this path: `items[2]`.
    public func element(_ index: Int) -> JSONPath {
        JSONPath(spelling: "\(spelling)[\(index)]")
    }

    /// The path as errors spell it.
    public var description: String { spelling.isEmpty ? "the payload" : spelling }
}
