import Foundation
import SharedAPI

/// Decides the language of every string and date: explicit code, then GNU's `LANGUAGE` priority list (`fr:de`, the
/// first supported one; ignored when the locale is `C` or `POSIX`, as gettext does), then `LC_ALL`, `LC_MESSAGES`,
/// `LANG`.
///
/// `Locale.preferredLanguages` ignores `LANG` on Linux, so the choice is made here, explicitly.
public enum LanguageResolver {
    public static let environmentKeys = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// The supported language for an explicit code or, without one, for the environment.
    public static func resolve(
        explicit: String? = nil,
        environment: [String: String],
        supported: [String] = SupportedLanguages.all
    ) -> String {
        if let explicit, !explicit.isEmpty { return match(explicit, in: supported) ?? SupportedLanguages.fallback }
        let locale = environmentKeys.compactMap { environment[$0] }.first { !$0.isEmpty }
        if let list = environment["LANGUAGE"], !list.isEmpty, !isPlain(locale),
            let first = list.split(separator: ":").lazy.compactMap({ match(String($0), in: supported) }).first
        {
            return first
        }
        return locale.flatMap { match($0, in: supported) } ?? SupportedLanguages.fallback
    }

    /// `C` and `POSIX` (or no locale at all): the program's own messages, and no `LANGUAGE`.
    private static func isPlain(_ locale: String?) -> Bool {
        guard let locale else { return false }
        return ["c", "posix"].contains(normalize(locale))
    }

    /// The supported language for one locale name such as `pt_BR.UTF-8` or `el`, if any.
    public static func match(_ name: String, in supported: [String] = SupportedLanguages.all) -> String? {
        let tag = normalize(name)
        guard !tag.isEmpty, tag != "c", tag != "posix" else { return nil }
        if let exact = supported.first(where: { $0.lowercased() == tag }) { return exact }
        if let alias = aliases[tag], supported.contains(alias) { return alias }
        let language = String(tag.prefix { $0 != "-" })
        // A variant in another script falls back to English, never to the script we have: zh-TW is not zh-Hans.
        if otherScripts.contains(where: { tag.hasPrefix($0) }) { return nil }
        if let alias = aliases[language], supported.contains(alias) { return alias }
        return supported.first { $0.lowercased() == language }
            ?? supported.first { $0.lowercased().hasPrefix(language + "-") }
    }

    /// `pt_BR.UTF-8@euro` → `pt-br`.
    static func normalize(_ name: String) -> String {
        let withoutModifier = name.prefix { $0 != "@" }
        let withoutEncoding = withoutModifier.prefix { $0 != "." }
        // ASCII, as locale names are, without Foundation: its first replacement bridges to NSString (0.8M instructions).
        let dashed =
            withoutEncoding.utf8.allSatisfy { $0 < 0x80 }
            ? String(
                decoding: withoutEncoding.utf8.map { $0 == UInt8(ascii: "_") ? UInt8(ascii: "-") : $0 }, as: UTF8.self)
            : withoutEncoding.replacingOccurrences(of: "_", with: "-")
        return dashed.lowercased().trimmingWhitespace()
    }

    /// Traditional Chinese, by script or by the regions that write it.
    private static let otherScripts = ["zh-hant", "zh-tw", "zh-hk", "zh-mo"]

    private static let aliases = [
        "zh-cn": "zh-Hans", "zh-sg": "zh-Hans", "zh": "zh-Hans", "zh-hans-cn": "zh-Hans",
    ]
}
