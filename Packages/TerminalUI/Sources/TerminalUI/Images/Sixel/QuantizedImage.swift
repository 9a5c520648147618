/// A picture reduced to at most 256 colours: the palette and, row by row, each pixel's index into it.
struct QuantizedImage: Equatable, Sendable {
    let width: Int
    let height: Int
    let palette: [RGBColor]
    let indices: [UInt8]
}
