/// What a terminal answered to ``GraphicsQuery``: kitty graphics, sixel, and whether its answer is complete
/// (the device attributes reply, which every terminal sends last, arrived).
public struct GraphicsQueryReply: Sendable, Equatable {
    /// The kitty graphics query was answered `OK`.
    public var kitty: Bool
    /// The primary device attributes include 4, sixel graphics.
    public var sixel: Bool
    /// The device attributes reply arrived, so nothing more is coming.
    public var isComplete: Bool

    public init(kitty: Bool = false, sixel: Bool = false, isComplete: Bool = false) {
        self.kitty = kitty
        self.sixel = sixel
        self.isComplete = isComplete
    }
}
