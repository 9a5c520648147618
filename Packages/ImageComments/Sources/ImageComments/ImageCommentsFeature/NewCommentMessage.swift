import Foundation

/// The rules for the message of a new comment, checked before anything is sent.
public enum NewCommentMessage {
    /// The most characters (grapheme clusters) a message may have.
    public static let maximumLength = 1_000

    /// Why a message cannot be posted.
    public enum ValidationError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The message has no characters.
        case empty
        /// The message has only whitespace.
        case whitespaceOnly
        /// The message has no visible character: only controls, escape sequences, zero-width or bidi
        /// characters, combining marks without a base, fillers.
        case invisibleOnly
        /// The message has more than `maximum` characters.
        case tooLong(length: Int, maximum: Int)

        /// For logs and tests: the English words of `ImageCommentsPresenter.refusal`, from the strings table.
        public var description: String { ImageCommentsPresenter.refusal(self, language: "en") }
    }

    /// What is posted for `message`, as every place that writes a comment posts it: without the whitespace and
    /// newlines around it, and only when it passes `validate`.
    public static func prepared(_ message: String) throws(ValidationError) -> String {
        do {
            try validate(message)
        } catch {
            // Blanks around a message do not count towards its length.
            guard case .tooLong = error else { throw error }
        }
        let trimmed = message.trimmingCharacters(in: .whitespacesAndNewlines)
        try validate(trimmed)
        return trimmed
    }

    /// Throws unless `message` has a visible character and at most `maximumLength` characters.
    public static func validate(_ message: String) throws(ValidationError) {
        guard !message.isEmpty else { throw .empty }
        guard message.contains(where: { !$0.isWhitespace }) else { throw .whitespaceOnly }
        guard outsideEscapeSequences(message).contains(where: isVisible) else { throw .invisibleOnly }
        let length = message.count
        guard length <= maximumLength else { throw .tooLong(length: length, maximum: maximumLength) }
    }

    /// Whether `scalar` puts ink on the screen by itself: not whitespace, a control, a format character (zero
    /// width, bidi), a mark that combines with a base, a default-ignorable code point (U+3164 and other fillers)
    /// or the blank braille pattern.
    private static func isVisible(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        let invisible: Set<Unicode.GeneralCategory> = [
            .control, .format, .nonspacingMark, .enclosingMark, .spaceSeparator, .lineSeparator, .paragraphSeparator,
        ]
        return !properties.isWhitespace && !invisible.contains(properties.generalCategory)
            && !properties.isDefaultIgnorableCodePoint && scalar != "\u{2800}"
    }

    /// The scalars a terminal would print: an escape sequence (`ESC [ … final`, `ESC ] … BEL or ESC \`, `ESC x`)
    /// is a command, not text.
    private static func outsideEscapeSequences(_ message: String) -> [Unicode.Scalar] {
        var printed: [Unicode.Scalar] = []
        var scalars = message.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\u{1B}" else {
                printed.append(scalar)
                continue
            }
            switch scalars.next() {
            case "[": while let next = scalars.next(), !(0x40...0x7E).contains(next.value) {}
            case "]": skipOperatingSystemCommand(&scalars)
            default: break
            }
        }
        return printed
    }

    /// Up to and including the BEL or `ESC \` that ends it.
    private static func skipOperatingSystemCommand(_ scalars: inout String.UnicodeScalarView.Iterator) {
        while let next = scalars.next() {
            if next == "\u{07}" { return }
            if next == "\u{1B}" {
                _ = scalars.next()
                return
            }
        }
    }
}
