/// The bytes of a PNG file: signature, chunks with their CRCs, image data in a zlib stream.
enum PNGEncoding {
    static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    static func ihdr(width: Int, height: Int, bitDepth: Int, colorType: UInt8, interlaced: Bool) -> [UInt8] {
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [UInt8(bitDepth), colorType, 0, 0, interlaced ? 1 : 0])
    }

    /// A chunk: length, type, data, CRC-32 of type and data.
    static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let typed = Array(type.utf8) + data
        return bigEndian(data.count) + typed + bigEndian(Int(crc32(typed)))
    }

    /// A zlib stream of stored (uncompressed) deflate blocks.
    static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var stream: [UInt8] = [0x78, 0x01]
        let blocks = stride(from: 0, to: max(data.count, 1), by: 65_535).map { $0..<min($0 + 65_535, data.count) }
        for (index, block) in blocks.enumerated() {
            let length = UInt16(block.count)
            stream += [index == blocks.count - 1 ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8)]
            stream += [UInt8(~length & 0xFF), UInt8(~length >> 8)]
            stream += data[block]
        }
        return stream + bigEndian(Int(adler32(data)))
    }

    static func bigEndian(_ value: Int) -> [UInt8] {
        [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }

    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc = crcTable[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
        }
        return crc ^ 0xFFFF_FFFF
    }

    static func adler32(_ bytes: [UInt8]) -> UInt32 {
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes {
            a = (a + UInt32(byte)) % 65_521
            b = (b + a) % 65_521
        }
        return b << 16 | a
    }

    private static let crcTable: [UInt32] = (0..<256).map { index in
        (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
    }
}
