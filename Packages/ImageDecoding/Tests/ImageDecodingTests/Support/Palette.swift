import ImageDecoding

/// The colours the tests paint with, and how a translucent one looks over a background.
enum Palette {
    static let red = RGB(red: 255, green: 0, blue: 0)
    static let blue = RGB(red: 0, green: 0, blue: 255)
    static let black = RGB(red: 0, green: 0, blue: 0)
    static let white = RGB(red: 255, green: 255, blue: 255)
    /// A background unlike any colour painted, so composing over it shows.
    static let background = RGB(red: 10, green: 200, blue: 60)

    /// `colour` at `alpha` (0...255) over `background`, rounded to the nearest value.
    static func over(_ colour: RGB, alpha: Int, background: RGB = background) -> RGB {
        let mix = { (top: UInt8, bottom: UInt8) in
            UInt8((Double(Int(top) * alpha + Int(bottom) * (255 - alpha)) / 255).rounded())
        }
        return RGB(
            red: mix(colour.red, background.red), green: mix(colour.green, background.green),
            blue: mix(colour.blue, background.blue))
    }

    /// Whether every channel of `colour` is within `tolerance` of `expected` (lossy JPEG).
    static func isClose(_ colour: RGB?, to expected: RGB, tolerance: Int = 10) -> Bool {
        guard let colour else { return false }
        return abs(Int(colour.red) - Int(expected.red)) <= tolerance
            && abs(Int(colour.green) - Int(expected.green)) <= tolerance
            && abs(Int(colour.blue) - Int(expected.blue)) <= tolerance
    }
}

extension DecodedThumbnail {
    /// The colours of the top-left and top-right pixels.
    var leftAndRight: (RGB?, RGB?) {
        (pixel(x: 0, y: 0), pixel(x: width - 1, y: 0))
    }
}
