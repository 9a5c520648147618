/// Hexadecimal digits, as used by `\u` escapes and UUIDs.
enum JSONHex {
    /// The value of an ASCII hex digit of either case, or nil; branch-free apart from the validity check.
    static func value(of byte: UInt8) -> UInt8? {
        let digit = byte &- UInt8(ascii: "0")
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        let isDigit = digit < 10
        guard isDigit || letter < 6 else { return nil }
        return isDigit ? digit : letter &+ 10
    }
}
