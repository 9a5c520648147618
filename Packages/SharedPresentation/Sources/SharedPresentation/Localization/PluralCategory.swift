/// The CLDR plural category of a whole count in a language: which form of a counted phrase to use.
///
/// Foundation on Linux cannot be trusted with `.stringsdict` (reading one through `Bundle` crashed here), so the
/// rules of the supported languages for whole numbers are written out, from CLDR's plural rules.
public enum PluralCategory: String, CaseIterable, Sendable {
    case one, few, many, other

    /// The categories whole counts take in `language`: the forms a counted phrase needs there.
    public static func categories(language: String) -> [PluralCategory] {
        switch LanguageResolver.match(language) ?? SupportedLanguages.fallback {
        case "ja", "zh-Hans": [.other]
        case "ru", "pl": [.one, .few, .many]
        default: [.one, .other]
        }
    }

    /// The category of `count` in `language` (a supported language code; anything else counts as English).
    public static func of(_ count: Int, language: String) -> PluralCategory {
        let n = abs(count)
        let lastDigit = n % 10
        let lastTwo = n % 100
        switch LanguageResolver.match(language) ?? SupportedLanguages.fallback {
        case "ja", "zh-Hans":
            return .other
        case "fr", "pt-BR":
            return n <= 1 ? .one : .other
        case "ru":
            if lastDigit == 1 && lastTwo != 11 { return .one }
            return (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) ? .few : .many
        case "pl":
            if n == 1 { return .one }
            return (2...4).contains(lastDigit) && !(12...14).contains(lastTwo) ? .few : .many
        default:
            return n == 1 ? .one : .other
        }
    }
}

extension LocalizedTable {
    /// The form of `key` for `count` in `language`: the value of `key.<category>`, else `key.other`, with the
    /// placeholder `{count}` filled with the number, and the other placeholders with `values`.
    public func plural(_ key: String, count: Int, language: String, _ values: [String: String] = [:]) -> String {
        let strings = strings(for: language)
        let category = PluralCategory.of(count, language: language)
        let form =
            strings["\(key).\(category.rawValue)"] ?? strings["\(key).other"]
            ?? string("\(key).\(category == .one ? "one" : "other")", language: SupportedLanguages.fallback)
        return Placeholders.fill(form, values.merging(["count": String(count)]) { _, count in count })
    }
}
