/// One key press, decoded from the terminal's input bytes.
public enum Key: Equatable, Sendable {
    case up, down, left, right
    case pageUp, pageDown, home, end
    case enter, escape, backspace, tab, delete
    /// A printable character, as typed.
    case character(Character)
    /// Ctrl plus a letter, lower-cased: Ctrl-C is `.control("c")`.
    case control(Character)
    /// A click, release or wheel turn, when the terminal reports the mouse (``RawTerminal/init(input:output:mouse:)``).
    case mouse(MouseEvent)
}
