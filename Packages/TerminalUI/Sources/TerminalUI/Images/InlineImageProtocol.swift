import Foundation

/// A terminal graphics protocol that shows an image in character cells.
public enum InlineImageProtocol: Equatable, Sendable {
    /// The kitty graphics protocol: PNG files, or decoded pixels.
    case kitty
    /// iTerm2's inline images (OSC 1337): the file, decoded by the terminal.
    case iTerm2
    /// DEC sixel graphics: decoded pixels.
    case sixel
    /// The kitty graphics protocol inside tmux: the image sent through tmux's passthrough as a virtual placement,
    /// shown by ``KittyPlaceholder`` text in the pane, so that it scrolls and goes with the pane's text.
    case kittyPlaceholders

    /// The protocol the environment says the terminal speaks (kitty or iTerm2), or nil: never inside tmux or
    /// screen, which do not pass these sequences through, and never when `optOutVariable` is set to
    /// `off`, `0`, `no`, `false` or `none`.
    public static func detect(in environment: [String: String], optOutVariable: String? = nil) -> InlineImageProtocol? {
        if ImageMode.isOff(optOutVariable.flatMap { environment[$0] }) || TerminalEnvironment.isMultiplexed(environment)
        {
            return nil
        }
        if TerminalEnvironment.isKitty(environment) { return .kitty }
        if TerminalEnvironment.isITerm2(environment) { return .iTerm2 }
        return nil
    }

    /// Whether a picture lives in the text cells, so that text written over it erases it: all but kitty's own
    /// placements, which stay above the text until deleted.
    var livesInText: Bool { self != .kitty }

    /// Whether this protocol can show file `data`: kitty PNG only, iTerm2 any format, sixel none (it needs pixels).
    public func canShow(_ data: Data) -> Bool {
        canShow(.file(data))
    }

    /// Whether this protocol can show `content`: kitty PNG files and pixels, iTerm2 files, sixel pixels.
    public func canShow(_ content: ImagePlacement.Content) -> Bool {
        switch (self, content) {
        case (.kitty, .file(let data)), (.kittyPlaceholders, .file(let data)): PNGHeader(data) != nil
        case (.iTerm2, .file(let data)): !data.isEmpty
        case (.kitty, .pixels), (.kittyPlaceholders, .pixels), (.sixel, .pixels): true
        case (.iTerm2, .pixels), (.sixel, .file): false
        }
    }
}
