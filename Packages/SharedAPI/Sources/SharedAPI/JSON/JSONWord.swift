/// Scans eight bytes at a time for the bytes a JSON string cannot contain as-is.
enum JSONWord {
    private static let ones: UInt64 = 0x0101_0101_0101_0101
    private static let highBits: UInt64 = 0x8080_8080_8080_8080

    /// The index of the first byte from `index` that is a quote, a backslash, a control byte or not ASCII,
    /// or the index of the last partial word, whose bytes the caller checks one by one.
    static func endOfPlainASCII(in bytes: UnsafeRawBufferPointer, from index: Int) -> Int {
        var index = index
        while index + 8 <= bytes.count {
            let word = UInt64(littleEndian: bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self))
            let special =
                hasZeroByte(word ^ (ones &* 0x22)) | hasZeroByte(word ^ (ones &* 0x5C))
                | hasByteBelow0x20(word) | word & highBits
            guard special == 0 else { return index + special.trailingZeroBitCount / 8 }
            index += 8
        }
        return index
    }

    /// Marks (with its high bit) the lowest zero byte of `word` exactly; bytes above it may be marked falsely.
    private static func hasZeroByte(_ word: UInt64) -> UInt64 {
        (word &- ones) & ~word & highBits
    }

    private static func hasByteBelow0x20(_ word: UInt64) -> UInt64 {
        (word &- ones &* 0x20) & ~word & highBits
    }
}
