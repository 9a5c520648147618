/// What one frame shows: its text lines and, where the terminal can show it, the selected image.
struct Frame: Equatable, Sendable {
    let lines: [String]
    let image: ImagePlacement?
    /// The right-hand columns the body lines leave to the image, 0 when they span the screen.
    var panelColumns = 0
}
