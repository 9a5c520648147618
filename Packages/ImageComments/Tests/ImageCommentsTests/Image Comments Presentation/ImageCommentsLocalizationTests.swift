import Foundation
import ImageComments
import SharedPresentation
import Testing

@Suite("ImageComments.strings")
struct ImageCommentsLocalizationTests {
    private static let keys = ["IMAGE_COMMENTS_VIEW_TITLE", "IMAGE_COMMENTS_EMPTY"]

    @Test(
        "the title is translated in every supported language",
        arguments: [
            ("en", "Comments"), ("pt-BR", "Comentários"), ("el", "Σχόλια"), ("es", "Comentarios"),
            ("fr", "Commentaires"), ("de", "Kommentare"), ("it", "Commenti"), ("nl", "Reacties"),
            ("pl", "Komentarze"), ("ru", "Комментарии"), ("ja", "コメント"), ("zh-Hans", "评论"),
        ])
    func title(language: String, expected: String) {
        #expect(ImageCommentsPresenter.title(language: language) == expected)
    }

    @Test("the title table covers exactly the supported languages")
    func titleCoversSupportedLanguages() {
        #expect(Set(SupportedLanguages.all).count == 12)
        #expect(
            SupportedLanguages.all.allSatisfy {
                ImageCommentsStrings.table.strings(for: $0)["IMAGE_COMMENTS_VIEW_TITLE"] != nil
            })
    }

    @Test("the empty message reads \"No comments yet\" in English and is translated elsewhere")
    func emptyMessage() {
        #expect(ImageCommentsPresenter.emptyMessage(language: "en") == "No comments yet")
        for language in SupportedLanguages.all where language != "en" {
            #expect(ImageCommentsPresenter.emptyMessage(language: language) != "No comments yet", "\(language)")
        }
    }

    @Test("every key has a non-empty value in every supported language", arguments: SupportedLanguages.all)
    func everyKey(language: String) {
        let strings = ImageCommentsStrings.table.strings(for: language)

        #expect(Set(strings.keys) == Set(Self.keys))
        #expect(strings.values.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test("the table has the same languages as Shared.strings")
    func sameLanguagesAsShared() {
        let comments = Set(ImageCommentsStrings.table.languages().map { $0.lowercased() })
        let shared = Set(SharedStrings.table.languages().map { $0.lowercased() })

        #expect(comments == shared)
        #expect(comments == Set(SupportedLanguages.all.map { $0.lowercased() }))
    }

    @Test("an unsupported language falls back to English")
    func fallsBack() {
        #expect(ImageCommentsPresenter.title(language: "xx") == "Comments")
    }
}
