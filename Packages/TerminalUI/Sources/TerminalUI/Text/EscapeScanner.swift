/// Walks unicode scalars and recognises whole terminal escape sequences (ECMA-48).
struct EscapeScanner {
    private let scalars: [Unicode.Scalar]
    private var index = 0

    init(_ scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    var peek: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func next() -> Unicode.Scalar? {
        guard let scalar = peek else { return nil }
        index += 1
        return scalar
    }

    /// Consumes the rest of an escape sequence when `scalar` starts one; false otherwise.
    mutating func consumeSequence(startingWith scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1B: return consumeAfterEscape()
        case 0x9B: consumeControlSequence(); return true
        case 0x90, 0x98, 0x9D, 0x9E, 0x9F: consumeControlString(); return true
        default: return false
        }
    }

    private mutating func consumeAfterEscape() -> Bool {
        guard let introducer = peek else { return false }
        switch introducer {
        case "[": index += 1; consumeControlSequence()
        case "]", "P", "X", "^", "_": index += 1; consumeControlString()
        case " "..."/": consumeEscapeSequence()
        case "0"..."~": index += 1
        default: return false
        }
        return true
    }

    /// CSI: parameter bytes 0x30–0x3F, intermediate bytes 0x20–0x2F, one final byte 0x40–0x7E.
    private mutating func consumeControlSequence() {
        while let scalar = peek, (0x30...0x3F).contains(scalar.value) { index += 1 }
        while let scalar = peek, (0x20...0x2F).contains(scalar.value) { index += 1 }
        if let scalar = peek, (0x40...0x7E).contains(scalar.value) { index += 1 }
    }

    /// OSC, DCS, SOS, PM, APC: everything up to BEL, ESC \ or ST (0x9C), or the end of the text.
    private mutating func consumeControlString() {
        while let scalar = next() {
            if scalar == "\u{07}" || scalar == "\u{9C}" { return }
            if scalar == "\u{1B}" {
                if peek == "\\" { index += 1 }
                return
            }
        }
    }

    /// nF escape: intermediate bytes 0x20–0x2F then one final byte 0x30–0x7E.
    private mutating func consumeEscapeSequence() {
        while let scalar = peek, (0x20...0x2F).contains(scalar.value) { index += 1 }
        if let scalar = peek, (0x30...0x7E).contains(scalar.value) { index += 1 }
    }
}
