/// Turns libjpeg's CMYK rows into RGBA in place. Adobe's encoders store CMYK inverted (0 is full ink) and say so
/// with their APP14 marker; other files store 0 as no ink.
struct CMYK {
    let isInverted: Bool

    func convertToRGBA(_ row: UnsafeMutableBufferPointer<UInt8>) {
        for pixel in stride(from: 0, to: row.count - 3, by: 4) {
            let black = paper(row[pixel + 3])
            row[pixel] = UInt8((paper(row[pixel]) * black + 127) / 255)
            row[pixel + 1] = UInt8((paper(row[pixel + 1]) * black + 127) / 255)
            row[pixel + 2] = UInt8((paper(row[pixel + 2]) * black + 127) / 255)
            row[pixel + 3] = 255
        }
    }

    /// How much light an ink value lets through, 0...255.
    private func paper(_ ink: UInt8) -> Int {
        isInverted ? Int(ink) : 255 - Int(ink)
    }
}
