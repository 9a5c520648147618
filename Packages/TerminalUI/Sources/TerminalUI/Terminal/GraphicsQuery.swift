/// Asks the terminal which graphics it speaks, its background colour and its cell size: kitty's graphics query, the
/// background colour (OSC 11), the cell size in pixels (`CSI 16 t`) and the window's (`CSI 14 t`), then primary
/// device attributes (DA1), which every terminal answers, so the answer is complete as soon as DA1's reply is in.
public enum GraphicsQuery {
    /// The kitty query for a 1×1 RGB image with id 31, `ESC ] 11 ; ? ESC \`, `ESC [ 16 t`, `ESC [ 14 t`, then
    /// `ESC [ c`.
    public static let request = request(environment: [:])

    static let kittyQuery = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\"

    /// ``request`` without the kitty query inside tmux or screen, which would take it for a window title.
    public static func request(environment: [String: String]) -> String {
        let kitty = TerminalEnvironment.isMultiplexed(environment) ? "" : kittyQuery
        return kitty + "\u{1B}]11;?\u{1B}\\\u{1B}[16t\u{1B}[14t\u{1B}[c"
    }

    /// What the terminal's reply bytes say; anything else among them (a key pressed meanwhile) is skipped. The
    /// window's size in pixels gives the cell size over `size` when the terminal did not report the cell's.
    public static func parse(_ bytes: [UInt8], size: TerminalSize? = nil) -> GraphicsQueryReply {
        var reply = GraphicsQueryReply()
        var index = 0
        while index + 2 < bytes.count {
            guard bytes[index] == 0x1B else {
                index += 1
                continue
            }
            if bytes[index + 1] == UInt8(ascii: "_"), bytes[index + 2] == UInt8(ascii: "G") {
                index = kittyReply(bytes, from: index + 3, into: &reply)
            } else if bytes[index + 1] == UInt8(ascii: "]"), bytes[index + 2] == UInt8(ascii: "1") {
                index = backgroundReply(bytes, from: index + 2, into: &reply)
            } else if bytes[index + 1] == UInt8(ascii: "["), bytes[index + 2] == UInt8(ascii: "?") {
                index = deviceAttributes(bytes, from: index + 3, into: &reply)
            } else if bytes[index + 1] == UInt8(ascii: "["), (48...57).contains(bytes[index + 2]) {
                index = windowReport(bytes, from: index + 2, size: size, into: &reply)
            } else {
                index += 1
            }
        }
        return reply
    }

    /// `i=31;OK ESC \`: kitty draws images; an error message instead says it does not.
    private static func kittyReply(_ bytes: [UInt8], from start: Int, into reply: inout GraphicsQueryReply) -> Int {
        guard let end = terminator(in: bytes, from: start) else { return bytes.count }
        let body = String(decoding: bytes[start..<end], as: UTF8.self)
        let parts = body.split(separator: ";", maxSplits: 1)
        if parts.count == 2, parts[0].split(separator: ",").contains("i=31"), parts[1] == "OK" { reply.kitty = true }
        return end + 2
    }

    /// `6x;…;4;… c`: the attributes, 4 meaning sixel.
    private static func deviceAttributes(_ bytes: [UInt8], from start: Int, into reply: inout GraphicsQueryReply)
        -> Int
    {
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (48...57).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return bytes.count }
        guard bytes[end] == UInt8(ascii: "c") else { return end }
        let attributes = String(decoding: bytes[start..<end], as: UTF8.self).split(separator: ";")
        reply.sixel = reply.sixel || attributes.dropFirst().contains("4")
        reply.isComplete = true
        return end + 1
    }

    /// `6;H;W t`, the cell's size in pixels, or `4;H;W t`, the window's (shared out over `size`); a size that makes no
    /// sense is not taken.
    private static func windowReport(
        _ bytes: [UInt8], from start: Int, size: TerminalSize?, into reply: inout GraphicsQueryReply
    ) -> Int {
        var end = start
        while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (48...57).contains(bytes[end]) { end += 1 }
        guard end < bytes.count else { return bytes.count }
        guard bytes[end] == UInt8(ascii: "t") else { return end }
        let numbers = String(decoding: bytes[start..<end], as: UTF8.self).split(separator: ";").compactMap { Int($0) }
        guard numbers.count == 3 else { return end + 1 }
        if numbers[0] == 6 {
            reply.cellSize = CellSize(plausibleWidth: numbers[2], height: numbers[1]) ?? reply.cellSize
        } else if numbers[0] == 4, reply.cellSize == nil, let size {
            reply.cellSize = CellSize(
                pixelWidth: numbers[2], pixelHeight: numbers[1], columns: size.columns, rows: size.rows)
        }
        return end + 1
    }

    /// `11;rgb:RRRR/GGGG/BBBB` ended by BEL or `ESC \\` (1 to 4 hex digits a channel): light when its relative
    /// luminance is over one half.
    private static func backgroundReply(_ bytes: [UInt8], from start: Int, into reply: inout GraphicsQueryReply)
        -> Int
    {
        var end = start
        while end < bytes.count, bytes[end] != 0x07, bytes[end] != 0x1B { end += 1 }
        guard end < bytes.count else { return bytes.count }
        let body = String(decoding: bytes[start..<end], as: UTF8.self)
        if body.hasPrefix("11;rgb:") {
            let channels = body.dropFirst(7).split(separator: "/").compactMap(channel)
            if channels.count == 3 {
                let luminance = 0.2126 * channels[0] + 0.7152 * channels[1] + 0.0722 * channels[2]
                reply.backgroundIsLight = luminance > 0.5
            }
        }
        return bytes[end] == 0x07 ? end + 1 : end
    }

    /// One hex channel of 1 to 4 digits as 0…1.
    private static func channel(_ digits: Substring) -> Double? {
        guard (1...4).contains(digits.count), let value = Int(digits, radix: 16) else { return nil }
        return Double(value) / Double((1 << (4 * digits.count)) - 1)
    }

    /// Where `ESC \` starts, from `start` on.
    private static func terminator(in bytes: [UInt8], from start: Int) -> Int? {
        var index = start
        while index + 1 < bytes.count {
            if bytes[index] == 0x1B, bytes[index + 1] == UInt8(ascii: "\\") { return index }
            index += 1
        }
        return nil
    }
}
