import Foundation

/// A PNG file of 8-bit RGB pixels, written with uncompressed deflate blocks: fixtures the tests make themselves.
enum PNGFile {
    static func rgb(width: Int, height: Int, pixel: (Int, Int) -> [UInt8]) -> Data {
        var raw: [UInt8] = []
        for y in 0..<height {
            raw.append(0)
            for x in 0..<width { raw += pixel(x, y) }
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        return Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
            + chunk("IHDR", header) + chunk("IDAT", zlibStored(raw)) + chunk("IEND", [])
    }

    private static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var blocks = stride(from: 0, to: bytes.count, by: 65_535).map { bytes[$0..<min($0 + 65_535, bytes.count)] }
        if blocks.isEmpty { blocks = [[]] }
        for (index, block) in blocks.enumerated() {
            let length = block.count
            out += [index == blocks.count - 1 ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8)]
            out += [UInt8(~length & 0xFF), UInt8((~length >> 8) & 0xFF)] + block
        }
        var (a, b): (UInt32, UInt32) = (1, 0)
        for byte in bytes { (a, b) = ((a + UInt32(byte)) % 65_521, (b + (a + UInt32(byte)) % 65_521) % 65_521) }
        return out + bigEndian(Int(b << 16 | a))
    }

    private static func chunk(_ type: String, _ data: [UInt8]) -> Data {
        let body = Array(type.utf8) + data
        return Data(bigEndian(data.count) + body + bigEndian(Int(crc32(body))))
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8((value >> $0) & 0xFF) }
    }
}
