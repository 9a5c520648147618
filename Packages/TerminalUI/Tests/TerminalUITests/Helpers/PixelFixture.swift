@testable import TerminalUI

/// A picture of `width`×`height` pixels whose colour comes from `color(x, y)`.
func makePixels(width: Int, height: Int, _ color: (Int, Int) -> (UInt8, UInt8, UInt8)) -> PixelImage {
    var rgb: [UInt8] = []
    for y in 0..<height {
        for x in 0..<width {
            let (red, green, blue) = color(x, y)
            rgb += [red, green, blue]
        }
    }
    return PixelImage(width: width, height: height, rgb: rgb) ?? placeholderPixel
}

/// Red on the left half, blue on the right.
func makeRedBlueSplit(width: Int, height: Int) -> PixelImage {
    makePixels(width: width, height: height) { x, _ in x < width / 2 ? (255, 0, 0) : (0, 0, 255) }
}

/// What `makePixels` returns for sizes `PixelImage` refuses, so a bad fixture fails its test rather than trapping.
let placeholderPixel = PixelImage(width: 1, height: 1, rgb: [1, 2, 3])!

/// Each cell of a rendered line with the SGR codes in force for it, e.g. `("38;2;255;0;0;48;2;0;0;255", "▀")`.
func styledCells(_ rendered: String) -> [(codes: String, text: Character)] {
    var cells: [(codes: String, text: Character)] = []
    var codes = ""
    var rest = Substring(rendered)
    while let first = rest.first {
        if first == "\u{1B}", let end = rest.firstIndex(of: "m") {
            let sequence = rest[rest.index(rest.startIndex, offsetBy: 2)..<end]
            codes = sequence == "0" ? "" : String(sequence)
            rest = rest[rest.index(after: end)...]
            continue
        }
        cells.append((codes, first))
        rest = rest.dropFirst()
    }
    return cells
}
