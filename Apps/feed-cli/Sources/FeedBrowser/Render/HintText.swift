/// Key hints such as `↑↓ move · ⏎ comments`, in one language.
enum HintText {
    static func join(_ hints: [(key: String, meaning: BrowserStrings.Key)], language: String) -> String {
        hints.map { $0.key + " " + BrowserStrings.string($0.meaning, language: language) }.joined(separator: " · ")
    }
}
