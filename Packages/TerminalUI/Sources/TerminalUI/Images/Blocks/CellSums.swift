/// The sums of one cell's pixels over the pieces its shapes are made of: the top and left eighths, the quadrants
/// and the sextants, each from the picture's ``IntegralImage``.
struct CellSums {
    let total: RegionSum
    /// `tops[k]`: the top k eighths, k in 0...8; `lefts` likewise.
    private var tops: [RegionSum] = []
    private var lefts: [RegionSum] = []
    private var quadrants: [RegionSum] = []
    private var sextants: [RegionSum] = []

    init(_ sums: IntegralImage, x0: Int, x1: Int, y0: Int, y1: Int, sextants wanted: Bool) {
        total = sums.region(x0: x0, x1: x1, y0: y0, y1: y1)
        let (width, height) = (x1 - x0, y1 - y0)
        let xs = (0...8).map { x0 + (width * $0 + 4) / 8 }
        let ys = (0...8).map { y0 + (height * $0 + 4) / 8 }
        tops = ys.map { sums.region(x0: x0, x1: x1, y0: y0, y1: $0) }
        lefts = xs.map { sums.region(x0: x0, x1: $0, y0: y0, y1: y1) }
        let columns = [(x0, xs[4]), (xs[4], x1)]
        quadrants = [(y0, ys[4]), (ys[4], y1)].flatMap { top, bottom in
            columns.map { sums.region(x0: $0.0, x1: $0.1, y0: top, y1: bottom) }
        }
        guard wanted else { return }
        let thirds = (0...3).map { y0 + (2 * height * $0 + 3) / 6 }
        sextants = (0..<3).flatMap { row in
            columns.map { sums.region(x0: $0.0, x1: $0.1, y0: thirds[row], y1: thirds[row + 1]) }
        }
    }

    /// The sum of the pixels under `part`.
    func sum(_ part: CellShape.Part) -> RegionSum {
        switch part {
        case .top(let eighths): tops[eighths]
        case .left(let eighths): lefts[eighths]
        case .quadrants(let bits): Self.pieces(quadrants, bits)
        case .sextants(let bits): Self.pieces(sextants, bits)
        }
    }

    private static func pieces(_ pieces: [RegionSum], _ bits: Int) -> RegionSum {
        var sum = RegionSum()
        for index in pieces.indices where bits & (1 << index) != 0 { sum = sum + pieces[index] }
        return sum
    }
}
