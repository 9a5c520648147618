extension TerminalText {
    /// `text` broken into lines of at most `width` columns: at spaces where possible, inside a
    /// word only when the word alone is wider. Existing line breaks start new lines.
    public static func wrap(_ text: String, width: Int) -> [String] {
        let width = max(1, width)
        return text.split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { wrapParagraph(String($0), width: width) }
    }

    /// `text` cut to at most `width` columns, ending in `…` when cut.
    public static func truncate(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) > width else { return text }
        guard width > 0 else { return "" }
        return take(text, columns: width - 1).prefix + "…"
    }

    /// The end of `text` after `…` in under `width` columns, leaving one for a cursor; `text` when narrower.
    public static func tail(_ text: String, width: Int) -> String {
        guard DisplayWidth.of(text) >= width else { return text }
        var result = ""
        var used = 1
        for character in text.reversed() {
            let characterWidth = DisplayWidth.of(character)
            guard used + characterWidth < width else { break }
            result.insert(character, at: result.startIndex)
            used += characterWidth
        }
        return "…" + result
    }

    /// `text` followed by spaces up to `width` columns.
    public static func pad(_ text: String, width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - DisplayWidth.of(text)))
    }

    private static func wrapParagraph(_ paragraph: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var lineWidth = 0
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: true).map(String.init) {
            let wordWidth = DisplayWidth.of(word)
            if lineWidth > 0, lineWidth + 1 + wordWidth <= width {
                line += " " + word
                lineWidth += 1 + wordWidth
                continue
            }
            if lineWidth > 0 { lines.append(line) }
            (line, lineWidth) = breakLongWord(word, width: width, into: &lines)
        }
        lines.append(line)
        return lines
    }

    /// Appends full-width chunks of `word` to `lines` and returns the last, shorter chunk; one pass over the word,
    /// so a 100,000-character word costs what 100,000 characters cost.
    private static func breakLongWord(_ word: String, width: Int, into lines: inout [String]) -> (String, Int) {
        var chunk = ""
        var chunkWidth = 0
        for character in word {
            let characterWidth = DisplayWidth.of(character)
            if chunkWidth > 0, chunkWidth + characterWidth > width {
                lines.append(chunk)
                (chunk, chunkWidth) = ("", 0)
            }
            chunk.append(character)
            chunkWidth += characterWidth
        }
        return (chunk, chunkWidth)
    }

    /// The longest prefix of `text` within `columns`, and how many characters it has.
    private static func take(_ text: String, columns: Int) -> (prefix: String, count: Int) {
        var used = 0
        var count = 0
        for character in text {
            let width = DisplayWidth.of(character)
            guard used + width <= columns else { break }
            used += width
            count += 1
        }
        return (String(text.prefix(count)), count)
    }
}
