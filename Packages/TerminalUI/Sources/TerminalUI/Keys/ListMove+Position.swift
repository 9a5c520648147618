extension ListMove {
    /// Where the move goes from `position` in a list whose positions run from 0 through `last`: a line or a page
    /// on, stopping at either end, or to the end itself.
    ///
    /// - Parameters:
    ///   - position: The position now, such as the first line in view or the selected row.
    ///   - last: The last position there is.
    /// - Returns: The position after the move, from 0 through `last`.
    public func position(from position: Int, last: Int) -> Int {
        let moved: Int
        switch self {
        case let .by(lines): moved = position + lines
        case .first: moved = 0
        case .last: moved = last
        }
        return min(max(0, moved), max(0, last))
    }
}
