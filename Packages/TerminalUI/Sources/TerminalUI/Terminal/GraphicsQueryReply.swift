/// What a terminal answered to ``GraphicsQuery``: kitty graphics, sixel, its background colour's lightness, its cell
/// size, and
/// whether its answer is complete (the device attributes reply, which every terminal sends last, arrived).
public struct GraphicsQueryReply: Sendable, Equatable {
    /// The kitty graphics query was answered `OK`.
    public var kitty: Bool
    /// The primary device attributes include 4, sixel graphics.
    public var sixel: Bool
    /// The device attributes reply arrived, so nothing more is coming.
    public var isComplete: Bool
    /// Whether the background colour (OSC 11) is light; nil when the terminal did not say.
    public var backgroundIsLight: Bool?
    /// The cell size the terminal reported (`CSI 16 t`, else `CSI 14 t` over its size), when it makes sense.
    public var cellSize: CellSize?

    public init(
        kitty: Bool = false, sixel: Bool = false, isComplete: Bool = false, backgroundIsLight: Bool? = nil,
        cellSize: CellSize? = nil
    ) {
        self.kitty = kitty
        self.sixel = sixel
        self.isComplete = isComplete
        self.backgroundIsLight = backgroundIsLight
        self.cellSize = cellSize
    }
}
