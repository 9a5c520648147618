import Foundation
import ImageDecoding

/// A black 8-bit RGB PNG whose image data is one hand-made deflate block: a literal zero, then matches of 258
/// zeros at distance 1 coded in one bit each (length and distance), so the rows compress about 1,000 to 1 (48 MB
/// of rows for 4000×4000 pixels in 47 KB).
enum PNGBomb {
    static func black(width: Int, height: Int) -> Data {
        let rawCount = height * (1 + width * 3)
        var bits = BitWriter()
        writeHeader(&bits)
        bits.writeCode(0b10, length: 2)  // the literal 0
        let (matches, literals) = (rawCount - 1).quotientAndRemainder(dividingBy: 258)
        bits.skipZeroBits(matches * 2)  // each match: length code 285 "0", distance code 0 "0"
        for _ in 0..<literals { bits.writeCode(0b10, length: 2) }
        bits.writeCode(0b11, length: 2)  // end of block
        let adler = UInt32(1) | UInt32(rawCount % 65_521) << 16
        let stream = [0x78, 0x01] + bits.bytes + PNGEncoding.bigEndian(Int(adler))
        let file =
            PNGEncoding.signature
            + PNGEncoding.ihdr(width: width, height: height, bitDepth: 8, colorType: 2, interlaced: false)
            + PNGEncoding.chunk("IDAT", stream) + PNGEncoding.chunk("IEND", [])
        return Data(file)
    }

    /// A final dynamic-Huffman block whose literal/length code has three symbols: 285 ("0"), 0 ("10"),
    /// end of block ("11"), and whose distance code has one: distance 1 ("0").
    private static func writeHeader(_ bits: inout BitWriter) {
        bits.write(1, count: 1)  // final block
        bits.write(2, count: 2)  // dynamic Huffman codes
        bits.write(29, count: 5)  // 286 literal/length code lengths
        bits.write(0, count: 5)  // 1 distance code length
        // 18 code length code lengths, in the order 16 17 18 0 8 7 9 6 10 5 11 4 12 3 13 2 14 1.
        bits.write(14, count: 4)
        for length in [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0, 2] { bits.write(length, count: 3) }
        // Code length codes: 18 "0", 1 "10", 2 "11".
        bits.writeCode(0b11, length: 2)  // literal 0 has length 2
        bits.writeCode(0, length: 1)
        bits.write(127, count: 7)  // 138 zeros
        bits.writeCode(0, length: 1)
        bits.write(106, count: 7)  // 117 zeros: literals 1...255
        bits.writeCode(0b11, length: 2)  // end of block has length 2
        bits.writeCode(0, length: 1)
        bits.write(17, count: 7)  // 28 zeros: 257...284
        bits.writeCode(0b10, length: 2)  // 285 has length 1
        bits.writeCode(0b10, length: 2)  // distance 0 has length 1
    }
}
