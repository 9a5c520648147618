/// What one frame shows: its text lines and, where the terminal can show it, the selected image.
struct Frame: Equatable, Sendable {
    let lines: [String]
    let image: ImagePlacement?
}
