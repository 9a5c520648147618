/// One of the seven passes of an Adam7-interlaced PNG: a sub-picture of every `stepX`-th column from `firstX`
/// and every `stepY`-th row from `firstY`. libpng hands each pass's rows over in turn.
struct Adam7 {
    let firstX: Int
    let firstY: Int
    let stepX: Int
    let stepY: Int

    static let passes = [
        Adam7(firstX: 0, firstY: 0, stepX: 8, stepY: 8), Adam7(firstX: 4, firstY: 0, stepX: 8, stepY: 8),
        Adam7(firstX: 0, firstY: 4, stepX: 4, stepY: 8), Adam7(firstX: 2, firstY: 0, stepX: 4, stepY: 4),
        Adam7(firstX: 0, firstY: 2, stepX: 2, stepY: 4), Adam7(firstX: 1, firstY: 0, stepX: 2, stepY: 2),
        Adam7(firstX: 0, firstY: 1, stepX: 1, stepY: 2),
    ]

    /// The pass's number of columns in a picture `width` wide.
    func columns(width: Int) -> Int {
        width > firstX ? (width - firstX + stepX - 1) / stepX : 0
    }

    /// The pass's number of rows in a picture `height` high.
    func rows(height: Int) -> Int {
        height > firstY ? (height - firstY + stepY - 1) / stepY : 0
    }
}
