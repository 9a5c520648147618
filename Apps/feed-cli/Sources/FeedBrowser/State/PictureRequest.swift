/// A picture to make from a row's image bytes: the row's thumbnail, or the selected row's preview in the panel.
struct PictureRequest: Hashable, Sendable {
    enum Purpose: Hashable, Sendable { case thumbnail, preview }

    /// The index in `FeedScreenState.items`.
    let row: Int
    let box: CellBox
    let purpose: Purpose
}
