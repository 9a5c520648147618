/// The one shape of a package's strings: its table (in the package's own bundle) and the keys its code reads, as
/// enums whose raw values are the table's keys. Every lookup, placeholder and plural form goes through here.
public protocol LocalizedStrings {
    /// The keys of plain phrases; a key's raw value is its name in the table.
    associatedtype Key: RawRepresentable<String>, CaseIterable
    /// The keys of counted phrases: the table holds `<key>.<plural category>` for each.
    associatedtype PluralKey: RawRepresentable<String>, CaseIterable = NoCountedPhrases

    /// The table, in the package's own bundle.
    static var table: LocalizedTable { get }
}

extension LocalizedStrings {
    /// The value of `key` in `language`, else in English.
    public static func string(_ key: Key, language: String) -> String {
        table.string(key.rawValue, language: language)
    }

    /// The value of `key` in `language` with each placeholder `{name}` filled with `values[name]`, in one pass.
    public static func format(_ key: Key, language: String, _ values: [String: String]) -> String {
        table.format(key.rawValue, language: language, values)
    }

    /// "3 images" in `language`, in the plural form `count` takes there (`{count}` is the number).
    public static func plural(_ key: PluralKey, count: Int, language: String) -> String {
        table.plural(key.rawValue, count: count, language: language)
    }

    /// The keys `language`'s table must have: every plain key, and each counted one in the forms `language` uses.
    public static func expectedKeys(language: String) -> Set<String> {
        let counted = PluralKey.allCases.flatMap { key in
            PluralCategory.categories(language: language).map { "\(key.rawValue).\($0.rawValue)" }
        }
        return Set(Key.allCases.map(\.rawValue) + counted)
    }

    /// Whether `language`'s table has exactly the keys the code uses: none missing, none left over.
    public static func hasEveryKey(language: String) -> Bool {
        Set(table.strings(for: language).keys) == expectedKeys(language: language)
    }

    /// The languages that have the table (as the built bundle names them: `pt-br` for pt-BR).
    public static var languages: [String] { table.languages() }
}
