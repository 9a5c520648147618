/// The languages every strings table of the project has.
public enum SupportedLanguages {
    public static let all = ["en", "pt-BR", "el", "es", "fr", "de", "it", "nl", "pl", "ru", "ja", "zh-Hans"]

    /// The language used when nothing else matches.
    public static let fallback = "en"
}
