/// A mouse report of SGR mouse mode (1006): what happened and in which cell, counted from 0 at the top left.
public struct MouseEvent: Equatable, Sendable {
    public enum Action: Equatable, Sendable {
        /// A button went down: 0 is the left one, 1 the middle, 2 the right.
        case press(button: Int)
        case release
        case wheelUp, wheelDown
    }

    public let action: Action
    public let row: Int
    public let column: Int

    public init(_ action: Action, row: Int, column: Int) {
        self.action = action
        self.row = row
        self.column = column
    }

    /// The event of `ESC [ < b ; x ; y M` (press) or `… m` (release), from its parameters after `<`; nil for
    /// anything malformed, a motion report or a button this program has no use for.
    static func sgr(parameters: Substring, final: UInt8) -> MouseEvent? {
        let fields = parameters.split(separator: ";", omittingEmptySubsequences: false)
        guard fields.count == 3, let code = Int(fields[0]), let x = Int(fields[1]), let y = Int(fields[2]),
            (0...0xFFFF).contains(code), (1...0xFFFF).contains(x), (1...0xFFFF).contains(y)
        else { return nil }
        // Bits 2–4 are Shift, Meta and Ctrl, ignored; bit 5 is motion, bits 6–7 select wheel and extra buttons.
        guard code & 32 == 0 else { return nil }
        let button = code & 0b11 | (code & 0b1100_0000) >> 4
        let action: Action
        switch (button, final == UInt8(ascii: "M")) {
        case (0...2, true): action = .press(button: button)
        case (0...2, false): action = .release
        case (4, true): action = .wheelUp
        case (5, true): action = .wheelDown
        default: return nil
        }
        return MouseEvent(action, row: y - 1, column: x - 1)
    }
}
