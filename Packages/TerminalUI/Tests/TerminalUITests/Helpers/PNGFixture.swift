import Foundation

/// A PNG signature and IHDR chunk for `width`×`height`, then `padding` more bytes: enough for the header check.
func makePNG(width: UInt32 = 160, height: UInt32 = 120, padding: Int = 16) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    data += Data("IHDR".utf8)
    for value in [width, height] { data += Data([24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }) }
    return data + Data(repeating: 0xAB, count: padding)
}
