import Foundation

/// Escape sequences that carry text to the terminal itself: OSC 52 (set the clipboard) and OSC 8 (a hyperlink).
/// Their payload is made safe here, whoever sent it: nothing in it can end the sequence early.
public enum TerminalLinks {
    /// The longest text sent to the clipboard: terminals drop bigger OSC 52 payloads (xterm's limit is near this).
    public static let maximumClipboardBytes = 74_994

    /// OSC 52: puts `text` on the clipboard, base64 encoded (so any byte is safe); inside GNU screen wrapped in the
    /// DCS passthrough it needs. tmux takes it as it is and, with `set-clipboard on`, sets its buffer and the outer
    /// terminal's clipboard. Nil when `text` is too long to send.
    public static func clipboard(_ text: String, environment: [String: String]) -> String? {
        let bytes = Data(text.utf8)
        guard bytes.count <= maximumClipboardBytes else { return nil }
        let sequence = "\u{1B}]52;c;" + bytes.base64EncodedString() + "\u{07}"
        let inScreen = environment["STY"] != nil && environment["TMUX"] == nil
        return inScreen ? "\u{1B}P" + sequence + "\u{1B}\\" : sequence
    }

    /// OSC 8: `text` shown as a link to `url`. The URL keeps only printable ASCII without spaces (a URL has no
    /// other characters; an ESC, a BEL or a C1 byte would end the sequence and let the rest through as commands);
    /// `text` must already be safe (``TerminalText/safe(_:lineBreaks:)``). An empty URL leaves the text as it is.
    public static func hyperlink(_ text: String, url: String) -> String {
        let safeURL = String(String.UnicodeScalarView(url.unicodeScalars.filter { (0x21...0x7E).contains($0.value) }))
        guard !safeURL.isEmpty else { return text }
        return "\u{1B}]8;;" + safeURL + "\u{1B}\\" + text + "\u{1B}]8;;\u{1B}\\"
    }

    /// Whether a terminal with this environment shows OSC 8 links (others print nothing or garbage): a terminal
    /// known to, by its variables; never the Linux console or a dumb one.
    public static func supportsHyperlinks(environment: [String: String]) -> Bool {
        let term = environment["TERM"] ?? ""
        if term == "dumb" || term == "linux" || term.isEmpty { return false }
        if environment["FORCE_HYPERLINK"].map({ $0 != "0" }) == true { return true }
        if environment["TMUX"] != nil || term.hasPrefix("tmux") { return true }
        if let vte = environment["VTE_VERSION"].flatMap(Int.init), vte >= 5000 { return true }
        let programs = ["iTerm.app", "WezTerm", "vscode", "ghostty", "Hyper", "rio"]
        if let program = environment["TERM_PROGRAM"], programs.contains(program) { return true }
        if environment["KITTY_WINDOW_ID"] != nil || environment["WT_SESSION"] != nil { return true }
        return ["xterm-kitty", "foot", "foot-extra", "wezterm", "xterm-ghostty", "alacritty", "contour"].contains(term)
    }
}
