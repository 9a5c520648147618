import ImageDecoding
import Testing

/// A 16×8 PNG whose left half is one colour and right half another, and the two colours it must decode to.
struct SplitCase: CustomTestStringConvertible, Sendable {
    let name: String
    let colorType: PNGFixture.ColorType
    let bitDepth: Int
    let leftSamples: [Int]
    let rightSamples: [Int]
    var palette: [RGB] = []
    var transparency: [UInt8]?
    let left: RGB
    let right: RGB

    var testDescription: String { name }

    var fixture: PNGFixture {
        let (leftSamples, rightSamples) = (self.leftSamples, self.rightSamples)
        return PNGFixture(
            width: 16, height: 8, colorType: colorType, bitDepth: bitDepth, palette: palette,
            transparency: transparency
        ) { x, _ in x < 8 ? leftSamples : rightSamples }
    }
}

let splitCases: [SplitCase] =
    [1, 2, 4, 8, 16].map { depth in
        SplitCase(
            name: "grey \(depth)-bit", colorType: .grey, bitDepth: depth, leftSamples: [0],
            rightSamples: [(1 << depth) - 1], left: Palette.black, right: Palette.white)
    }
    + [1, 2, 4, 8].map { depth in
        SplitCase(
            name: "palette \(depth)-bit", colorType: .palette, bitDepth: depth, leftSamples: [0], rightSamples: [1],
            palette: [Palette.red, Palette.blue], left: Palette.red, right: Palette.blue)
    }
    + [
        SplitCase(
            name: "RGB 8-bit", colorType: .rgb, bitDepth: 8, leftSamples: [255, 0, 0], rightSamples: [0, 0, 255],
            left: Palette.red, right: Palette.blue),
        SplitCase(
            name: "RGB 16-bit keeps the high byte", colorType: .rgb, bitDepth: 16, leftSamples: [0xFFFF, 0x1234, 0],
            rightSamples: [0, 0, 0xFFFF], left: RGB(red: 255, green: 0x12, blue: 0), right: Palette.blue),
        SplitCase(
            name: "grey+alpha 8-bit, transparent right", colorType: .greyAlpha, bitDepth: 8,
            leftSamples: [255, 255], rightSamples: [255, 0], left: Palette.white, right: Palette.background),
        SplitCase(
            name: "grey+alpha 16-bit, transparent right", colorType: .greyAlpha, bitDepth: 16,
            leftSamples: [0xFFFF, 0xFFFF], rightSamples: [0xFFFF, 0], left: Palette.white, right: Palette.background),
        SplitCase(
            name: "RGBA 8-bit, 50% blue right", colorType: .rgba, bitDepth: 8, leftSamples: [255, 0, 0, 255],
            rightSamples: [0, 0, 255, 128], left: Palette.red, right: Palette.over(Palette.blue, alpha: 128)),
        SplitCase(
            name: "RGBA 16-bit, 50% blue right", colorType: .rgba, bitDepth: 16,
            leftSamples: [0xFFFF, 0, 0, 0xFFFF], rightSamples: [0, 0, 0xFFFF, 0x8000], left: Palette.red,
            right: Palette.over(Palette.blue, alpha: 128)),
        SplitCase(
            name: "grey 8-bit, tRNS makes black transparent", colorType: .grey, bitDepth: 8, leftSamples: [0],
            rightSamples: [255], transparency: [0, 0], left: Palette.background, right: Palette.white),
        SplitCase(
            name: "grey 2-bit, tRNS makes white transparent", colorType: .grey, bitDepth: 2, leftSamples: [0],
            rightSamples: [3], transparency: [0, 3], left: Palette.black, right: Palette.background),
        SplitCase(
            name: "grey 16-bit, tRNS makes white transparent", colorType: .grey, bitDepth: 16, leftSamples: [0],
            rightSamples: [0xFFFF], transparency: [0xFF, 0xFF], left: Palette.black, right: Palette.background),
        SplitCase(
            name: "RGB 8-bit, tRNS makes red transparent", colorType: .rgb, bitDepth: 8, leftSamples: [255, 0, 0],
            rightSamples: [0, 0, 255], transparency: [0, 255, 0, 0, 0, 0], left: Palette.background,
            right: Palette.blue),
        SplitCase(
            name: "palette 8-bit, tRNS makes blue half transparent", colorType: .palette, bitDepth: 8,
            leftSamples: [0], rightSamples: [1], palette: [Palette.red, Palette.blue], transparency: [255, 128],
            left: Palette.red, right: Palette.over(Palette.blue, alpha: 128)),
    ]
