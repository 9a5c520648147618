import Foundation

extension StringProtocol {
    /// `trimmingCharacters(in: .whitespaces)`, or `.whitespacesAndNewlines` with `newlines`, the same text, without
    /// Foundation when both ends are printable ASCII: there is nothing to trim then, and Foundation's first trim
    /// costs a process about 1.3M instructions (its bridging to `NSString`) for a word that had nothing to trim.
    public func trimmingWhitespace(newlines: Bool = false) -> String {
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return "" }
        if Self.isPrintableASCII(first) && Self.isPrintableASCII(last) { return String(self) }
        return trimmingCharacters(in: newlines ? .whitespacesAndNewlines : .whitespaces)
    }

    /// A character of neither set: ASCII's whitespace is the space and the controls from tab to carriage return.
    private static func isPrintableASCII(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x20 && scalar.value < 0x7F
    }
}
