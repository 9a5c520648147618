extension Style {
    /// A 24-bit foreground (`38;2;r;g;b`).
    public static func foreground(red: UInt8, green: UInt8, blue: UInt8) -> Style {
        Style(["38;2;\(red);\(green);\(blue)"])
    }

    /// A 24-bit background (`48;2;r;g;b`).
    public static func background(red: UInt8, green: UInt8, blue: UInt8) -> Style {
        Style(["48;2;\(red);\(green);\(blue)"])
    }

    /// One of the 16 ANSI foregrounds: 0–7 as 30–37, 8–15 (bright) as 90–97.
    public static func foreground(ansi color: UInt8) -> Style {
        Style([String(color < 8 ? 30 + Int(color) : 90 + Int(color % 16) - 8)])
    }

    /// One of the 16 ANSI backgrounds: 0–7 as 40–47, 8–15 (bright) as 100–107.
    public static func background(ansi color: UInt8) -> Style {
        Style([String(color < 8 ? 40 + Int(color) : 100 + Int(color % 16) - 8)])
    }
}

extension Style {
    /// This style without its foreground and background colours (bold, underline and the like kept): what a span
    /// keeps under a selection, whose colours alone must decide the line's contrast.
    public var withoutColors: Style {
        Style(
            codes.filter { code in
                guard let first = code.split(separator: ";").first, let number = Int(first) else { return true }
                return !((30...49).contains(number) || (90...97).contains(number) || (100...107).contains(number))
            })
    }
}
