/// The single sanitizer for text that came from the network, applied where it reaches a terminal.
///
/// Whole escape sequences (CSI, OSC, DCS, APC, PM, SOS and two-byte ESC sequences, in their 7-bit
/// and 8-bit forms) become one `�`; other C0/C1 controls and DEL become visible control pictures
/// (`␛`, `␇`, `␈`, `␍`, `␡`, `�`); bidi overrides, embeddings, isolates and marks become `<U+XXXX>`.
public enum TerminalText {
    /// What to do with line breaks (`\n`, `\r\n`, U+2028, U+2029).
    public enum LineBreaks: Sendable {
        /// Keep them as `\n`, for multi-line text that is wrapped afterwards.
        case keep
        /// Replace each with a space, for single-line fields.
        case space
    }

    /// `text` made safe to write to a terminal.
    public static func safe(_ text: String, lineBreaks: LineBreaks = .space) -> String {
        guard text.unicodeScalars.contains(where: needsAttention) else { return text }
        var scanner = EscapeScanner(Array(text.unicodeScalars))
        var result = String.UnicodeScalarView()
        while let scalar = scanner.next() {
            if scanner.consumeSequence(startingWith: scalar) {
                result.append(replacement)
            } else {
                result.append(contentsOf: visible(scalar, after: scanner, lineBreaks: lineBreaks).unicodeScalars)
            }
        }
        return String(result)
    }

    static let replacement: Unicode.Scalar = "\u{FFFD}"

    private static func needsAttention(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || isBidiControl(scalar)
            || scalar.value == 0x2028 || scalar.value == 0x2029
    }

    private static func visible(_ scalar: Unicode.Scalar, after scanner: EscapeScanner, lineBreaks: LineBreaks)
        -> String
    {
        switch scalar.value {
        case 0x0A, 0x2028, 0x2029: return lineBreaks == .keep ? "\n" : " "
        case 0x0D: return scanner.peek == "\n" ? "" : "\u{240D}"
        case 0x09: return " "
        case 0x00..<0x20: return String(Unicode.Scalar(0x2400 + scalar.value)!)
        case 0x7F: return "\u{2421}"
        case 0x80...0x9F: return String(replacement)
        default: return isBidiControl(scalar) ? "<U+\(hex(scalar))>" : String(scalar)
        }
    }

    /// Bidi embeddings, overrides, isolates and marks: they reorder what people read.
    static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x202A...0x202E, 0x2066...0x2069, 0x200E, 0x200F, 0x061C: true
        default: false
        }
    }

    private static func hex(_ scalar: Unicode.Scalar) -> String {
        let digits = String(scalar.value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
