import SharedPresentation
import Testing

@Suite("LanguageResolver: the language to speak, from a flag or the locale environment")
struct LanguageResolverTests {
    @Test(
        "maps the environment's locale names to supported languages",
        arguments: [
            ("C", "en"), ("POSIX", "en"), ("C.UTF-8", "en"), ("", "en"),
            ("en_US.UTF-8", "en"), ("pt_BR.UTF-8", "pt-BR"), ("pt_BR", "pt-BR"), ("pt-br", "pt-BR"),
            ("pt_PT", "pt-BR"), ("el_GR", "el"), ("el_GR.UTF-8@euro", "el"), ("fr_CA", "fr"),
            ("de_AT.ISO-8859-1", "de"), ("ja_JP.eucJP", "ja"), ("zh_CN.UTF-8", "zh-Hans"), ("zh-Hans", "zh-Hans"),
            ("nl_BE", "nl"), ("xx", "en"), ("xx_YY.UTF-8", "en"), ("ru", "ru"), ("pl_PL", "pl"),
        ])
    func mapsEnvironmentLocaleNamesToSupportedLanguages(name: String, expected: String) {
        #expect(LanguageResolver.resolve(environment: ["LANG": name]) == expected, "LANG=\(name)")
    }

    @Test("prefers the explicit code")
    func prefersTheExplicitCode() {
        let environment = ["LC_ALL": "de_DE", "LANG": "fr_FR"]

        #expect(LanguageResolver.resolve(explicit: "el", environment: environment) == "el")
    }

    @Test("reads LC_ALL, then LC_MESSAGES, then LANG")
    func readsLCAllThenLCMessagesThenLang() {
        #expect(resolve(["LC_ALL": "de_DE", "LC_MESSAGES": "fr_FR", "LANG": "el_GR"]) == "de")
        #expect(resolve(["LC_MESSAGES": "fr_FR", "LANG": "el_GR"]) == "fr")
        #expect(resolve(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "el_GR"]) == "el")
    }

    @Test("falls back to English without an environment")
    func fallsBackToEnglishWithoutEnvironment() {
        #expect(resolve([:]) == "en")
    }

    @Test("an empty explicit code defers to the environment")
    func emptyExplicitCodeDefersToTheEnvironment() {
        #expect(LanguageResolver.resolve(explicit: "", environment: ["LANG": "ja_JP"]) == "ja")
    }

    @Test("C in a higher-priority variable means English")
    func cInAHigherPriorityVariableMeansEnglish() {
        #expect(resolve(["LC_ALL": "C", "LANG": "el_GR"]) == "en")
    }

    @Test("LANGUAGE, GNU's priority list, comes before the locale: its first supported language")
    func languagePriorityList() {
        #expect(resolve(["LANGUAGE": "xx:fr:de", "LANG": "el_GR.UTF-8"]) == "fr")
        #expect(resolve(["LANGUAGE": "pt_BR:en", "LC_ALL": "de_DE"]) == "pt-BR")
        #expect(resolve(["LANGUAGE": "xx:yy", "LANG": "el_GR"]) == "el")
        #expect(LanguageResolver.resolve(explicit: "ja", environment: ["LANGUAGE": "fr"]) == "ja")
    }

    @Test("LANGUAGE is ignored under the C or POSIX locale, as gettext does")
    func languageIgnoredUnderC() {
        #expect(resolve(["LANGUAGE": "fr", "LC_ALL": "C"]) == "en")
        #expect(resolve(["LANGUAGE": "fr", "LANG": "POSIX"]) == "en")
    }

    @Test(
        "a variant in another script falls back to English, never to the script we have",
        arguments: ["zh_TW.UTF-8", "zh_HK", "zh-Hant", "zh-Hant-TW", "zh_MO"])
    func otherScriptFallsBackToEnglish(name: String) {
        #expect(resolve(["LANG": name]) == "en", "LANG=\(name)")
        #expect(LanguageResolver.resolve(explicit: name, environment: [:]) == "en")
    }

    private func resolve(_ environment: [String: String]) -> String {
        LanguageResolver.resolve(environment: environment)
    }
}
