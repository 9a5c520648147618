import Foundation
import ImageDecoding

/// A PNG made at test time from a function of (x, y) giving each pixel's samples at the fixture's bit depth.
struct PNGFixture {
    enum ColorType: UInt8 {
        case grey = 0, rgb = 2, palette = 3, greyAlpha = 4, rgba = 6
    }

    var width: Int
    var height: Int
    var colorType: ColorType
    var bitDepth: Int
    var interlaced = false
    var palette: [RGB] = []
    var transparency: [UInt8]?
    var sample: (_ x: Int, _ y: Int) -> [Int]

    var data: Data { Data(bytes) }

    var bytes: [UInt8] {
        var file = PNGEncoding.signature
        file += PNGEncoding.ihdr(
            width: width, height: height, bitDepth: bitDepth, colorType: colorType.rawValue, interlaced: interlaced)
        if !palette.isEmpty { file += PNGEncoding.chunk("PLTE", palette.flatMap { [$0.red, $0.green, $0.blue] }) }
        if let transparency { file += PNGEncoding.chunk("tRNS", transparency) }
        file += PNGEncoding.chunk("IDAT", PNGEncoding.zlibStored(scanlines))
        return file + PNGEncoding.chunk("IEND", [])
    }

    /// Each row as filter type 0 and its packed samples; pass after pass when interlaced.
    var scanlines: [UInt8] {
        let passes: [(firstX: Int, firstY: Int, stepX: Int, stepY: Int)] =
            interlaced
            ? [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
            : [(0, 0, 1, 1)]
        var bytes: [UInt8] = []
        for pass in passes {
            let columns = Array(stride(from: pass.firstX, to: width, by: pass.stepX))
            guard !columns.isEmpty else { continue }
            for y in stride(from: pass.firstY, to: height, by: pass.stepY) {
                bytes += [0] + packed(columns.flatMap { sample($0, y) })
            }
        }
        return bytes
    }

    /// Samples packed most significant bits first (1, 2, 4 bits), as bytes, or big-endian 16-bit words.
    private func packed(_ samples: [Int]) -> [UInt8] {
        if bitDepth == 16 { return samples.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] } }
        if bitDepth == 8 { return samples.map { UInt8($0) } }
        let perByte = 8 / bitDepth
        return stride(from: 0, to: samples.count, by: perByte).map { start in
            samples[start..<min(start + perByte, samples.count)].enumerated().reduce(UInt8(0)) { byte, item in
                byte | UInt8(item.element << (8 - bitDepth * (item.offset + 1)))
            }
        }
    }
}
