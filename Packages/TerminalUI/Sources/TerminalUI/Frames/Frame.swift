/// What one frame shows: its text lines and, where the terminal can show them, the pictures placed over them.
public struct Frame: Equatable, Sendable {
    public let lines: [String]
    /// The pictures drawn after the text, e.g. a thumbnail per visible row and a preview.
    public let images: [ImagePlacement]
    /// The right-hand columns the body lines leave to the image, 0 when they span the screen.
    public var panelColumns: Int

    public init(lines: [String], images: [ImagePlacement] = [], panelColumns: Int = 0) {
        self.lines = lines
        self.images = images
        self.panelColumns = panelColumns
    }

    /// A frame with at most one picture.
    public init(lines: [String], image: ImagePlacement?, panelColumns: Int = 0) {
        self.init(lines: lines, images: image.map { [$0] } ?? [], panelColumns: panelColumns)
    }

    /// The first picture, for frames that show one.
    public var image: ImagePlacement? { images.first }
}
