/// The `--images` choice (also `FEED_CLI_IMAGES`): let the terminal decide, force a way of drawing, or none.
public enum ImageMode: String, CaseIterable, Sendable {
    case auto, kitty, iterm2, sixel, blocks, off

    /// The mode `text` names, in any case; `0`, `no`, `false` and `none` also mean off. Nil for anything else.
    public init?(parsing text: String) {
        let name = text.lowercased()
        if Self.isOff(name) {
            self = .off
            return
        }
        guard let mode = ImageMode(rawValue: name) else { return nil }
        self = mode
    }

    /// Whether `value` turns images off: `off`, `0`, `no`, `false` or `none`, in any case.
    static func isOff(_ value: String?) -> Bool {
        ["off", "0", "no", "false", "none"].contains(value?.lowercased() ?? "")
    }
}
