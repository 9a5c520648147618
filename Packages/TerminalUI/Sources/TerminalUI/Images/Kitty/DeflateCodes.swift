/// deflate's fixed Huffman codes (RFC 1951, 3.2.6) and its length and distance symbols.
enum DeflateCodes {
    static let lengthBases = [
        3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227,
        258,
    ]
    static let lengthExtraBits = [
        0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
    ]
    static let distanceBases = [
        1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537, 2049, 3073, 4097,
        6145, 8193, 12289, 16385, 24577,
    ]
    static let distanceExtraBits = [
        0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13,
    ]

    /// A literal byte (0–255), the end of the block (256) or a length symbol (257–285) in the fixed code.
    static func writeSymbol(_ symbol: Int, to writer: inout BitWriter) {
        switch symbol {
        case ..<144: writer.writeCode(0x30 + symbol, bits: 8)
        case ..<256: writer.writeCode(0x190 + symbol - 144, bits: 9)
        case ..<280: writer.writeCode(symbol - 256, bits: 7)
        default: writer.writeCode(0xC0 + symbol - 280, bits: 8)
        }
    }

    /// A match of `length` (3–258) bytes `distance` (1–32768) bytes back.
    static func writeMatch(length: Int, distance: Int, to writer: inout BitWriter) {
        let lengthIndex = lastIndex(in: lengthBases, notAbove: length)
        writeSymbol(257 + lengthIndex, to: &writer)
        writer.write(length - lengthBases[lengthIndex], bits: lengthExtraBits[lengthIndex])
        let distanceIndex = lastIndex(in: distanceBases, notAbove: distance)
        writer.writeCode(distanceIndex, bits: 5)
        writer.write(distance - distanceBases[distanceIndex], bits: distanceExtraBits[distanceIndex])
    }

    private static func lastIndex(in bases: [Int], notAbove value: Int) -> Int {
        var low = 0
        var high = bases.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if bases[middle] <= value { low = middle } else { high = middle - 1 }
        }
        return low
    }
}
