/// How a stored picture must be turned to stand upright: EXIF tag 0x0112, values 1 to 8.
enum ExifOrientation: Int {
    case up = 1, mirrored, upsideDown, upsideDownMirrored, transposed, rotatedClockwise, transverse
    case rotatedCounterclockwise

    /// Whether the upright picture's width is the stored picture's height.
    var swapsSides: Bool { rawValue >= 5 }

    /// The upright size of a picture stored at `size`.
    func upright(_ size: PixelSize) -> PixelSize {
        swapsSides ? PixelSize(width: size.height, height: size.width) : size
    }

    /// The RGB pixels of a stored `size` picture, turned upright.
    func apply(to rgb: [UInt8], size: PixelSize) -> [UInt8] {
        guard self != .up else { return rgb }
        let turned = upright(size)
        var result = [UInt8](repeating: 0, count: rgb.count)
        for y in 0..<turned.height {
            for x in 0..<turned.width {
                let (sourceX, sourceY) = storedPosition(x: x, y: y, stored: size)
                let from = (sourceY * size.width + sourceX) * 3
                let to = (y * turned.width + x) * 3
                result[to..<to + 3] = rgb[from..<from + 3]
            }
        }
        return result
    }

    /// Where the upright pixel at (x, y) is in the stored picture.
    private func storedPosition(x: Int, y: Int, stored size: PixelSize) -> (Int, Int) {
        let lastX = size.width - 1
        let lastY = size.height - 1
        switch self {
        case .up: return (x, y)
        case .mirrored: return (lastX - x, y)
        case .upsideDown: return (lastX - x, lastY - y)
        case .upsideDownMirrored: return (x, lastY - y)
        case .transposed: return (y, x)
        case .rotatedClockwise: return (y, lastY - x)
        case .transverse: return (lastX - y, lastY - x)
        case .rotatedCounterclockwise: return (lastX - y, x)
        }
    }
}
