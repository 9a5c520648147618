import Foundation

/// Ids from a request: exactly 8-4-4-4-12 hex digits, since Linux `UUID(uuidString:)` also accepts a sign inside a group.
enum StrictUUID {
    private static let groupLengths = [8, 4, 4, 4, 12]

    /// The UUID `text` spells, or nil unless it is 36 characters of hex groups 8-4-4-4-12 (any case).
    static func parse(_ text: String) -> UUID? {
        let utf8 = text.utf8
        guard utf8.count == 36 else { return nil }
        let groups = utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
        guard groups.map(\.count) == groupLengths, groups.allSatisfy({ $0.allSatisfy(isHexDigit) }) else { return nil }
        return UUID(uuidString: text)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "a")...UInt8(ascii: "f"),
            UInt8(ascii: "A")...UInt8(ascii: "F"):
            true
        default: false
        }
    }
}
