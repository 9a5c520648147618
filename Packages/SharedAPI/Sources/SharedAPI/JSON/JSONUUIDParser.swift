import Foundation

/// Parses the 36-byte text form of a UUID without building a `String`.
enum JSONUUIDParser {
    /// The UUID spelled by `text` (8-4-4-4-12 hex digits, either case), or nil.
    static func parse(_ text: UnsafeRawBufferPointer) -> UUID? {
        guard text.count == 36 else { return nil }
        var uuid: uuid_t = (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        let isValid = withUnsafeMutableBytes(of: &uuid) { output in
            var index = 0
            for byteIndex in 0..<16 {
                if index == 8 || index == 13 || index == 18 || index == 23 {
                    guard text[index] == JSONByte.minus else { return false }
                    index += 1
                }
                guard let high = JSONHex.value(of: text[index]), let low = JSONHex.value(of: text[index + 1]) else {
                    return false
                }
                output[byteIndex] = high << 4 | low
                index += 2
            }
            return true
        }
        return isValid ? UUID(uuid: uuid) : nil
    }
}
