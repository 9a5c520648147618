import Foundation
import ImageDecoding
import Testing

@Suite("Hostile input")
struct HostileInputTests {
    @Test(
        "Bytes of no supported format are refused as such",
        arguments: [
            [], [0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 1, 0, 1, 0], Array("RIFF\u{0}\u{0}\u{0}\u{0}WAVEfmt ".utf8),
        ])
    func unsupported(bytes: [UInt8]) {
        #expect(throws: ImageDecodingError.unsupportedFormat) { try decode(Data(bytes)) }
    }

    @Test("A PNG cut anywhere before its last chunk is invalid data")
    func truncatedPNG() {
        let bytes = PNGFixture(width: 9, height: 7, colorType: .rgba, bitDepth: 8) { x, y in [x, y, 0, 255] }.bytes

        for length in 8..<bytes.count - 12 {
            #expect(throws: ImageDecodingError.invalidData, "cut at \(length)") {
                try decode(Data(bytes.prefix(length)))
            }
        }
    }

    @Test("A JPEG cut anywhere before its end marker is invalid data", arguments: [false, true])
    func truncatedJPEG(progressive: Bool) {
        let bytes = JPEGFixture(width: 24, height: 16, progressive: progressive, sample: redBlueSplit(width: 24)).data

        for length in 3..<bytes.count - 2 {
            #expect(throws: ImageDecodingError.invalidData, "cut at \(length)") { try decode(bytes.prefix(length)) }
        }
    }

    @Test("A PNG whose header or image data fails its CRC is invalid data", arguments: ["IHDR", "IDAT"])
    func badCRC(chunk: String) {
        var bytes = PNGFixture(width: 4, height: 4, colorType: .rgb, bitDepth: 8) { _, _ in [1, 2, 3] }.bytes
        let type = Array(chunk.utf8)
        guard let start = (0..<bytes.count - 4).first(where: { Array(bytes[$0..<$0 + 4]) == type }) else {
            Issue.record("no \(chunk) chunk")
            return
        }
        let length = bytes[start - 4..<start].reduce(0) { $0 << 8 | Int($1) }
        bytes[start + 4 + length] ^= 0xFF

        #expect(throws: ImageDecodingError.invalidData) { try decode(Data(bytes)) }
    }

    @Test("A signature followed by garbage is invalid data", arguments: [PNGEncoding.signature, [0xFF, 0xD8, 0xFF]])
    func garbageAfterSignature(signature: [UInt8]) {
        let garbage = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 97 &+ 13) }

        #expect(throws: ImageDecodingError.invalidData) { try decode(Data(signature + garbage)) }
    }

    @Test("A PNG with fewer rows than its header declares is invalid data")
    func missingRows() {
        var fixture = PNGFixture(width: 8, height: 8, colorType: .rgb, bitDepth: 8) { _, _ in [9, 9, 9] }
        let rows = Array(fixture.scanlines.prefix(4 * (1 + 8 * 3)))
        fixture.height = 8
        let bytes =
            PNGEncoding.signature
            + PNGEncoding.ihdr(width: 8, height: 8, bitDepth: 8, colorType: 2, interlaced: false)
            + PNGEncoding.chunk("IDAT", PNGEncoding.zlibStored(rows)) + PNGEncoding.chunk("IEND", [])

        #expect(throws: ImageDecodingError.invalidData) { try decode(Data(bytes)) }
    }

    @Test("A PNG header of zero width is invalid data")
    func zeroWidth() {
        let bytes =
            PNGEncoding.signature + PNGEncoding.ihdr(width: 0, height: 4, bitDepth: 8, colorType: 2, interlaced: false)

        #expect(throws: ImageDecodingError.invalidData) { try decode(Data(bytes)) }
    }

    private func decode(_ data: Data) throws {
        _ = try ImageDecoder.thumbnail(
            of: data, fitting: PixelSize(width: 8, height: 8), background: Palette.background)
    }
}
