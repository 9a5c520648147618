import ImageComments
import SharedPresentation
import Testing

@Suite("Why a new comment cannot be posted, in the reader's language")
struct NewCommentRefusalTests {
    @Test(
        "each refusal reads from the table in the language asked for",
        arguments: [
            (NewCommentMessage.ValidationError.whitespaceOnly, "de", "die Nachricht enthält nur Leerraum"),
            (.empty, "pt-BR", "a mensagem está vazia"),
            (.invisibleOnly, "ja", "メッセージに見える文字がありません"),
            (.tooLong(length: 1_001, maximum: 1_000), "de", "die Nachricht hat 1001 Zeichen; das Maximum ist 1000"),
            (.tooLong(length: 1_001, maximum: 1_000), "pt-BR", "a mensagem tem 1001 caracteres; o máximo é 1000"),
        ])
    func translated(error: NewCommentMessage.ValidationError, language: String, expected: String) {
        #expect(ImageCommentsPresenter.refusal(error, language: language) == expected)
    }

    @Test(
        "every refusal has its own words in every language, none left in English",
        arguments: SupportedLanguages.all.filter { $0 != "en" })
    func everyLanguage(language: String) {
        let errors: [NewCommentMessage.ValidationError] = [
            .empty, .whitespaceOnly, .invisibleOnly, .tooLong(length: 1_001, maximum: 1_000),
        ]
        for error in errors {
            let words = ImageCommentsPresenter.refusal(error, language: language)
            #expect(words != error.description, "\(language) \(error)")
            #expect(!words.contains("{"), "\(language) \(error)")
        }
    }

    @Test("the description, for logs, is the English of the table")
    func description() {
        #expect(NewCommentMessage.ValidationError.whitespaceOnly.description == "the message has only whitespace")
        #expect(
            NewCommentMessage.ValidationError.tooLong(length: 1_001, maximum: 1_000).description
                == "the message has 1001 characters; the maximum is 1000")
    }
}
