import Foundation

/// The Swift code of a DocC article and the code it was copied from, compared with indentation normalized.
public enum DocumentationSnippets {
    /// The bodies of the article's ```swift blocks, in order.
    public static func swiftBlocks(inArticle article: String) -> [String] {
        regions(in: article, begin: { $0 == "```swift" }, end: { $0 == "```" })
    }

    /// The lines between `// snippet: begin` and `// snippet: end` in a source file, in order.
    public static func markedRegions(inSource source: String) -> [String] {
        regions(in: source, begin: { $0.hasPrefix("// snippet: begin") }, end: { $0 == "// snippet: end" })
    }

    /// The file at `path`, relative to the directory of `file` (pass `#filePath`).
    public static func read(_ path: String, relativeTo file: String) throws -> String {
        let url = URL(fileURLWithPath: file).deletingLastPathComponent().appendingPathComponent(path)
        return try String(contentsOf: url.standardizedFileURL, encoding: .utf8)
    }

    private static func regions(
        in text: String, begin: (String) -> Bool, end: (String) -> Bool
    ) -> [String] {
        var regions: [String] = []
        var current: [Substring]?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if current == nil, begin(trimmed) {
                current = []
            } else if let lines = current, end(trimmed) {
                regions.append(dedented(lines))
                current = nil
            } else {
                current?.append(line)
            }
        }
        return regions
    }

    private static func dedented(_ lines: [Substring]) -> String {
        let indent = lines.filter { !$0.allSatisfy(\.isWhitespace) }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return lines.map { $0.allSatisfy(\.isWhitespace) ? "" : String($0.dropFirst(indent)) }
            .joined(separator: "\n")
            .trimmingCharacters(in: .newlines)
    }
}
