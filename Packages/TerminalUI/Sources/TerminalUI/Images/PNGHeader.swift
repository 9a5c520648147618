import Foundation

/// The pixel size from a PNG's signature and IHDR chunk; nil for anything that is not a PNG.
struct PNGHeader: Equatable {
    private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    let width: Int
    let height: Int

    init?(_ data: Data) {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, Array(bytes[0..<8]) == Self.signature, bytes[12..<16].elementsEqual("IHDR".utf8) else {
            return nil
        }
        width = Self.bigEndian(bytes[16..<20])
        height = Self.bigEndian(bytes[20..<24])
        guard width > 0, height > 0 else { return nil }
    }

    private static func bigEndian(_ bytes: ArraySlice<UInt8>) -> Int {
        bytes.reduce(0) { $0 << 8 | Int($1) }
    }
}
