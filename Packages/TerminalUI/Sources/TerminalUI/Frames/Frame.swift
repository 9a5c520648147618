/// What one frame shows: its text lines and, where the terminal can show it, the selected image.
public struct Frame: Equatable, Sendable {
    public let lines: [String]
    public let image: ImagePlacement?
    /// The right-hand columns the body lines leave to the image, 0 when they span the screen.
    public var panelColumns: Int

    public init(lines: [String], image: ImagePlacement?, panelColumns: Int = 0) {
        self.lines = lines
        self.image = image
        self.panelColumns = panelColumns
    }
}
