/// A zlib stream (RFC 1950) for kitty's `o=z`: deflate with LZ77 matches and the fixed Huffman codes, or stored
/// blocks when that would be larger, so a payload never grows by more than a few bytes.
enum ZlibDeflate {
    static func compress(_ bytes: [UInt8]) -> [UInt8] {
        let fixed = fixedHuffman(bytes)
        let body = fixed.count < bytes.count + 5 * (bytes.count / 65_535 + 1) ? fixed : stored(bytes)
        let checksum = adler32(bytes)
        return [0x78, 0x01] + body + [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: checksum >> $0) }
    }

    /// One final block with the fixed codes: greedy LZ77 over hash chains.
    private static func fixedHuffman(_ bytes: [UInt8]) -> [UInt8] {
        var writer = BitWriter()
        writer.write(0b011, bits: 3)
        var matcher = LZ77Matcher(bytes: bytes)
        var position = 0
        while position < bytes.count {
            let match = matcher.longestMatch(at: position)
            if match.length >= 3 {
                DeflateCodes.writeMatch(length: match.length, distance: match.distance, to: &writer)
                for skipped in position + 1..<position + match.length { matcher.insert(skipped) }
                position += match.length
            } else {
                DeflateCodes.writeSymbol(Int(bytes[position]), to: &writer)
                position += 1
            }
        }
        DeflateCodes.writeSymbol(256, to: &writer)
        return writer.finish()
    }

    /// Stored blocks of at most 65535 bytes each.
    private static func stored(_ bytes: [UInt8]) -> [UInt8] {
        let blocks = stride(from: 0, to: max(bytes.count, 1), by: 65_535).map { start in
            bytes[start..<min(start + 65_535, bytes.count)]
        }
        return blocks.enumerated().flatMap { index, block -> [UInt8] in
            let length = block.count
            let header: [UInt8] = [index == blocks.count - 1 ? 1 : 0]
            let sizes = [length, length ^ 0xFFFF].flatMap {
                [UInt8(truncatingIfNeeded: $0), UInt8(truncatingIfNeeded: $0 >> 8)]
            }
            return header + sizes + block
        }
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (low, high): (UInt32, UInt32) = (1, 0)
        for chunk in stride(from: 0, to: bytes.count, by: 5_552) {
            for byte in bytes[chunk..<min(chunk + 5_552, bytes.count)] {
                low += UInt32(byte)
                high += low
            }
            (low, high) = (low % 65_521, high % 65_521)
        }
        return high << 16 | low
    }
}
