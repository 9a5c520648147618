import Testing

@testable import TerminalUI

@Suite("ErrorDiffusion: a picture mapped to a few colours keeps its tones")
struct ErrorDiffusionTests {
    @Test("a grey ramp drawn in black and white keeps its tone block by block, where the nearest colour bands")
    func rampKeepsItsTone() {
        let ramp = makePixels(width: 128, height: 16) { x, _ in (UInt8(x * 2), UInt8(x * 2), UInt8(x * 2)) }
        let palette = [RGBColor(red: 0, green: 0, blue: 0), RGBColor(red: 255, green: 255, blue: 255)]

        let diffused = toneError(ramp, ErrorDiffusion.indices(ramp, palette: palette), palette)
        let nearest = toneError(ramp, ErrorDiffusion.indices(ramp, palette: palette, strength: 0), palette)

        #expect(nearest > 40)
        #expect(diffused < nearest / 2)
    }

    @Test("a picture of palette colours is mapped exactly, nothing left to diffuse")
    func paletteColoursMapExactly() {
        let palette = [RGBColor(red: 200, green: 10, blue: 10), RGBColor(red: 10, green: 10, blue: 200)]
        let exact = makePixels(width: 8, height: 4) { x, _ in x < 4 ? (200, 10, 10) : (10, 10, 200) }

        let indices = ErrorDiffusion.indices(exact, palette: palette)

        #expect(indices == (0..<4).flatMap { _ in [0, 0, 0, 0, 1, 1, 1, 1] })
    }

    /// The mean, over 8×8 blocks, of how far the block's drawn grey is from its wanted grey.
    private func toneError(_ image: PixelImage, _ indices: [UInt8], _ palette: [RGBColor]) -> Double {
        var total = 0.0
        var blocks = 0
        for top in stride(from: 0, to: image.height, by: 8) {
            for left in stride(from: 0, to: image.width, by: 8) {
                var (wanted, drawn) = (0.0, 0.0)
                for y in top..<top + 8 {
                    for x in left..<left + 8 {
                        wanted += Double(image.color(x: x, y: y).red)
                        drawn += Double(palette[Int(indices[y * image.width + x])].red)
                    }
                }
                total += abs(wanted - drawn) / 64
                blocks += 1
            }
        }
        return total / Double(blocks)
    }
}
