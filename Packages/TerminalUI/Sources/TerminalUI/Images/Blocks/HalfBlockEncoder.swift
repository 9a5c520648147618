/// Draws a picture with text: each cell is `▀`, the upper pixel its foreground and the lower pixel its
/// background, so a picture of `columns`×`2·rows` pixels takes `columns`×`rows` cells.
public enum HalfBlockEncoder {
    /// The upper half block that every cell shows.
    public static let upperHalf = "▀"

    /// One line per two pixel rows, each `image.width` columns wide; runs of equal cells share one span. An odd
    /// last row leaves the lower halves to the terminal's own background.
    public static func lines(for image: PixelImage, depth: ColorDepth) -> [FrameLine] {
        stride(from: 0, to: image.height, by: 2).map { top in
            line(image, top: top, depth: depth)
        }
    }

    private static func line(_ image: PixelImage, top: Int, depth: ColorDepth) -> FrameLine {
        var line = FrameLine()
        var run: (style: Style, count: Int)?
        for x in 0..<image.width {
            let style = cellStyle(image, x: x, top: top, depth: depth)
            if let current = run, current.style == style {
                run = (style, current.count + 1)
                continue
            }
            if let current = run { line.append(String(repeating: upperHalf, count: current.count), current.style) }
            run = (style, 1)
        }
        if let current = run { line.append(String(repeating: upperHalf, count: current.count), current.style) }
        return line
    }

    private static func cellStyle(_ image: PixelImage, x: Int, top: Int, depth: ColorDepth) -> Style {
        let upper = depth.foreground(image.color(x: x, y: top))
        guard top + 1 < image.height else { return upper }
        return upper.with(depth.background(image.color(x: x, y: top + 1)))
    }
}
