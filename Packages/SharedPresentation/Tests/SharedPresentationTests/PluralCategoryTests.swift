import SharedPresentation
import XCTest

final class PluralCategoryTests: XCTestCase {
    func test_russian_oneFewMany_byTheLastDigits() {
        XCTAssertEqual(categories([1, 21, 101], "ru"), [.one, .one, .one])
        XCTAssertEqual(categories([2, 3, 4, 22, 34], "ru"), [.few, .few, .few, .few, .few])
        XCTAssertEqual(
            categories([0, 5, 11, 12, 14, 25, 111], "ru"), [.many, .many, .many, .many, .many, .many, .many])
    }

    func test_polish_oneOnlyForOne_thenFewMany() {
        XCTAssertEqual(categories([1], "pl"), [.one])
        XCTAssertEqual(categories([2, 4, 22, 104], "pl"), [.few, .few, .few, .few])
        XCTAssertEqual(categories([0, 5, 12, 13, 21, 111], "pl"), [.many, .many, .many, .many, .many, .many])
    }

    func test_otherLanguages() {
        XCTAssertEqual(categories([0, 1, 2], "en"), [.other, .one, .other])
        XCTAssertEqual(categories([0, 1, 2], "fr"), [.one, .one, .other])
        XCTAssertEqual(categories([0, 1, 2], "pt-BR"), [.one, .one, .other])
        XCTAssertEqual(categories([1, 2], "ja"), [.other, .other])
        XCTAssertEqual(categories([1, 2], "xx"), [.one, .other])
    }

    func test_categoriesOfALanguage_areExactlyThoseItsCountsTake() {
        for language in SupportedLanguages.all {
            let taken = Set((0...1_000).map { PluralCategory.of($0, language: language) })
            XCTAssertEqual(taken, Set(PluralCategory.categories(language: language)), language)
        }
    }

    private func categories(_ counts: [Int], _ language: String) -> [PluralCategory] {
        counts.map { PluralCategory.of($0, language: language) }
    }
}
