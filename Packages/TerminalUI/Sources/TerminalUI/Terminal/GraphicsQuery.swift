/// Asks the terminal which graphics it speaks and its background colour: kitty's graphics query, the background
/// colour (OSC 11), then primary device attributes (DA1), which every terminal answers, so the answer is complete
/// as soon as DA1's reply is in.
public enum GraphicsQuery {
    /// The kitty query for a 1×1 RGB image with id 31, `ESC ] 11 ; ? ESC \`, then `ESC [ c`.
    public static let request = "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}]11;?\u{1B}\\\u{1B}[c"

    /// What the terminal's reply bytes say; anything else among them (a key pressed meanwhile) is skipped.
    public static func parse(_ bytes: [UInt8]) -> GraphicsQueryReply {
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
