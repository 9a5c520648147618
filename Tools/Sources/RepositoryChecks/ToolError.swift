/// A tool's failure, in lines a person reads.
public struct ToolError: Error, CustomStringConvertible {
    public var description: String
    public init(_ lines: [String]) { description = lines.joined(separator: "\n") }
}
