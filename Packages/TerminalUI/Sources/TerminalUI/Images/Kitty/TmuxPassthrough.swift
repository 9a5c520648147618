/// tmux's passthrough: a sequence wrapped in `ESC P tmux; … ESC \` with every ESC inside doubled goes to the terminal
/// outside tmux as it is, when the pane's `allow-passthrough` is on.
enum TmuxPassthrough {
    static func wrap(_ sequence: String) -> String {
        "\u{1B}Ptmux;" + sequence.replacingOccurrences(of: "\u{1B}", with: "\u{1B}\u{1B}") + "\u{1B}\\"
    }
}
