/// Finds the line that sets a key in a TOML document that has parsed, for messages: TOMLKit gives a parse error its
/// place but not a value. A dotted path (`keys.quit`) matches `quit = …` under `[keys]`, `keys.quit = …` at the
/// top, or the `[keys]` header itself.
struct ConfigLines {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    }

    func line(of path: String) -> Int? {
        var table: String?
        for (index, raw) in lines.enumerated() {
            let line = raw.trimmingSpaces
            if line.hasPrefix("[") {
                table = Self.normalized(line.trimming("[]"))
                if table == path { return index + 1 }
            } else if !line.hasPrefix("#"), let equals = line.firstIndex(of: "=") {
                let key = Self.normalized(line[..<equals])
                if (table.map { $0 + "." + key } ?? key) == path { return index + 1 }
            }
        }
        return nil
    }

    /// `"a" . b` → `a.b`.
    private static func normalized(_ key: some StringProtocol) -> String {
        key.split(separator: ".").map { $0.trimmingSpaces.trimming("\"'") }.joined(separator: ".")
    }
}

extension StringProtocol {
    fileprivate var trimmingSpaces: String { trimming(" \t\r") }

    fileprivate func trimming(_ set: String) -> String {
        let characters = Set(set)
        let start = firstIndex { !characters.contains($0) } ?? endIndex
        let end = lastIndex { !characters.contains($0) }.map { index(after: $0) } ?? start
        return start < end ? String(self[start..<end]) : ""
    }
}
