import SharedPresentation
import Testing

@Suite("PluralCategory: which plural form a count takes in a language")
struct PluralCategoryTests {
    @Test("Russian takes one, few and many by the last digits")
    func russianOneFewManyByTheLastDigits() {
        #expect(categories([1, 21, 101], "ru") == [.one, .one, .one])
        #expect(categories([2, 3, 4, 22, 34], "ru") == [.few, .few, .few, .few, .few])
        #expect(categories([0, 5, 11, 12, 14, 25, 111], "ru") == [.many, .many, .many, .many, .many, .many, .many])
    }

    @Test("Polish takes one only for 1, then few and many")
    func polishOneOnlyForOneThenFewMany() {
        #expect(categories([1], "pl") == [.one])
        #expect(categories([2, 4, 22, 104], "pl") == [.few, .few, .few, .few])
        #expect(categories([0, 5, 12, 13, 21, 111], "pl") == [.many, .many, .many, .many, .many, .many])
    }

    @Test("the other languages, and an unknown one, take one and other")
    func otherLanguages() {
        #expect(categories([0, 1, 2], "en") == [.other, .one, .other])
        #expect(categories([0, 1, 2], "fr") == [.one, .one, .other])
        #expect(categories([0, 1, 2], "pt-BR") == [.one, .one, .other])
        #expect(categories([1, 2], "ja") == [.other, .other])
        #expect(categories([1, 2], "xx") == [.one, .other])
    }

    @Test("a language's categories are exactly those its counts take", arguments: SupportedLanguages.all)
    func categoriesOfALanguageAreExactlyThoseItsCountsTake(language: String) {
        let taken = Set((0...1_000).map { PluralCategory.of($0, language: language) })

        #expect(taken == Set(PluralCategory.categories(language: language)))
    }

    private func categories(_ counts: [Int], _ language: String) -> [PluralCategory] {
        counts.map { PluralCategory.of($0, language: language) }
    }
}
