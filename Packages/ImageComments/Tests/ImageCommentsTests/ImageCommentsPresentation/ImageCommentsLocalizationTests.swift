import Foundation
import ImageComments
import SharedPresentation
import Testing

@Suite("ImageComments.strings")
struct ImageCommentsLocalizationTests {
    private static let keys = [
        "IMAGE_COMMENTS_VIEW_TITLE", "IMAGE_COMMENTS_EMPTY", "COMMENT_MESSAGE_EMPTY", "COMMENT_MESSAGE_WHITESPACE_ONLY",
        "COMMENT_MESSAGE_INVISIBLE_ONLY", "COMMENT_MESSAGE_TOO_LONG",
    ]

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

        let plurals = PluralCategory.categories(language: language).map { "IMAGE_COMMENTS_COUNT.\($0.rawValue)" }
        #expect(Set(strings.keys) == Set(Self.keys + plurals))
        #expect(strings.values.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).isEmpty })
    }

    @Test("the table has exactly the keys the code reads, counted ones in each form", arguments: SupportedLanguages.all)
    func hasEveryKeyTheCodeReads(language: String) {
        #expect(ImageCommentsStrings.hasEveryKey(language: language))
    }

    @Test("the table has the same languages as Shared.strings")
    func sameLanguagesAsShared() {
        let comments = Set(ImageCommentsStrings.table.languages().map { $0.lowercased() })
        let shared = Set(SharedStrings.table.languages().map { $0.lowercased() })

        #expect(comments == shared)
        #expect(comments == Set(SupportedLanguages.all.map { $0.lowercased() }))
    }

    @Test(
        "the comment count takes each language's plural form",
        arguments: [
            (1, "en", "1 comment"), (2, "en", "2 comments"), (0, "fr", "0 commentaire"),
            (1, "ru", "1 комментарий"), (3, "ru", "3 комментария"), (5, "ru", "5 комментариев"),
            (21, "ru", "21 комментарий"), (2, "pl", "2 komentarze"), (12, "pl", "12 komentarzy"),
            (22, "pl", "22 komentarze"), (1, "ja", "1 件のコメント"),
        ])
    func commentCount(count: Int, language: String, expected: String) {
        #expect(ImageCommentsPresenter.commentCount(count, language: language) == expected)
    }

    @Test("an unsupported language falls back to English")
    func fallsBack() {
        #expect(ImageCommentsPresenter.title(language: "xx") == "Comments")
    }
}
