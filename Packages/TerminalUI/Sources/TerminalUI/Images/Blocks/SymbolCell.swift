/// One cell of a character picture: its character and its two colours.
struct SymbolCell: Equatable {
    let glyph: String
    let foreground: RGBColor
    let background: RGBColor

    func style(_ depth: ColorDepth) -> Style {
        depth.foreground(foreground).with(depth.background(background))
    }
}

/// A line of cells, runs of one style written as one span.
struct LineBuilder {
    private var line = FrameLine()
    private var run: (style: Style, text: String)?

    mutating func add(_ cell: SymbolCell, depth: ColorDepth) {
        let style = cell.style(depth)
        if let current = run, current.style == style {
            run = (style, current.text + cell.glyph)
            return
        }
        if let current = run { line.append(current.text, current.style) }
        run = (style, cell.glyph)
    }

    mutating func finished() -> FrameLine {
        if let current = run { line.append(current.text, current.style) }
        run = nil
        return line
    }
}
