/// Rewrites the CRC of every whole chunk after the signature, so that mutations reach libpng's decoder instead of
/// stopping at its CRC check. Inputs whose length is a multiple of 7 keep their CRCs, so bad ones are fuzzed too.
enum PNGChunkRepair {
    static func repaired(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count % 7 != 0 else { return bytes }
        var bytes = bytes
        var offset = 8
        while offset + 12 <= bytes.count {
            let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= bytes.count - offset - 12 else { break }
            let crc = crc32(bytes[offset + 4..<offset + 8 + length])
            let end = offset + 8 + length
            for index in 0..<4 { bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
            offset = end + 4
        }
        return bytes
    }

    private static func crc32(_ bytes: ArraySlice<UInt8>) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }

    private static let table: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
}
