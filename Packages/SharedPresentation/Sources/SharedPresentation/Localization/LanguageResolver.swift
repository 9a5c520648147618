import Foundation

/// Decides the language of every string and date: explicit code, then `LC_ALL`, `LC_MESSAGES`, `LANG`.
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
        let candidates = [explicit] + environmentKeys.map { environment[$0] }
        guard let requested = candidates.compactMap({ $0 }).first(where: { !$0.isEmpty }) else {
            return SupportedLanguages.fallback
        }
        return match(requested, in: supported) ?? SupportedLanguages.fallback
    }

    /// The supported language for one locale name such as `pt_BR.UTF-8` or `el`, if any.
    public static func match(_ name: String, in supported: [String] = SupportedLanguages.all) -> String? {
        let tag = normalize(name)
        guard !tag.isEmpty, tag != "c", tag != "posix" else { return nil }
        if let exact = supported.first(where: { $0.lowercased() == tag }) { return exact }
        if let alias = aliases[tag], supported.contains(alias) { return alias }
        let language = String(tag.prefix { $0 != "-" })
        if let alias = aliases[language], supported.contains(alias) { return alias }
        return supported.first { $0.lowercased() == language }
            ?? supported.first { $0.lowercased().hasPrefix(language + "-") }
    }

    /// `pt_BR.UTF-8@euro` → `pt-br`.
    static func normalize(_ name: String) -> String {
        let withoutModifier = name.prefix { $0 != "@" }
        let withoutEncoding = withoutModifier.prefix { $0 != "." }
        return withoutEncoding.replacingOccurrences(of: "_", with: "-").lowercased()
            .trimmingCharacters(in: .whitespaces)
    }

    private static let aliases = [
        "zh-cn": "zh-Hans", "zh-sg": "zh-Hans", "zh": "zh-Hans", "zh-hans-cn": "zh-Hans",
    ]
}
