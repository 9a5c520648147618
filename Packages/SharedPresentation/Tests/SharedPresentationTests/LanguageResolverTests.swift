import SharedPresentation
import XCTest

final class LanguageResolverTests: XCTestCase {
    func test_resolve_mapsEnvironmentLocaleNamesToSupportedLanguages() {
        let table: [(String, String)] = [
            ("C", "en"), ("POSIX", "en"), ("C.UTF-8", "en"), ("", "en"),
            ("en_US.UTF-8", "en"), ("pt_BR.UTF-8", "pt-BR"), ("pt_BR", "pt-BR"), ("pt-br", "pt-BR"),
            ("pt_PT", "pt-BR"), ("el_GR", "el"), ("el_GR.UTF-8@euro", "el"), ("fr_CA", "fr"),
            ("de_AT.ISO-8859-1", "de"), ("ja_JP.eucJP", "ja"), ("zh_CN.UTF-8", "zh-Hans"), ("zh-Hans", "zh-Hans"),
            ("nl_BE", "nl"), ("xx", "en"), ("xx_YY.UTF-8", "en"), ("ru", "ru"), ("pl_PL", "pl"),
        ]

        for (name, expected) in table {
            XCTAssertEqual(LanguageResolver.resolve(environment: ["LANG": name]), expected, "LANG=\(name)")
        }
    }

    func test_resolve_prefersTheExplicitCode() {
        let environment = ["LC_ALL": "de_DE", "LANG": "fr_FR"]

        XCTAssertEqual(LanguageResolver.resolve(explicit: "el", environment: environment), "el")
    }

    func test_resolve_readsLC_ALLThenLC_MESSAGESThenLANG() {
        XCTAssertEqual(resolve(["LC_ALL": "de_DE", "LC_MESSAGES": "fr_FR", "LANG": "el_GR"]), "de")
        XCTAssertEqual(resolve(["LC_MESSAGES": "fr_FR", "LANG": "el_GR"]), "fr")
        XCTAssertEqual(resolve(["LC_ALL": "", "LC_MESSAGES": "", "LANG": "el_GR"]), "el")
    }

    func test_resolve_fallsBackToEnglishWithoutEnvironment() {
        XCTAssertEqual(resolve([:]), "en")
    }

    func test_resolve_emptyExplicitCodeDefersToTheEnvironment() {
        XCTAssertEqual(LanguageResolver.resolve(explicit: "", environment: ["LANG": "ja_JP"]), "ja")
    }

    func test_resolve_CInAHigherPriorityVariableMeansEnglish() {
        XCTAssertEqual(resolve(["LC_ALL": "C", "LANG": "el_GR"]), "en")
    }

    private func resolve(_ environment: [String: String]) -> String {
        LanguageResolver.resolve(environment: environment)
    }
}
