import Foundation
import SharedPresentation
import Testing

@Suite("SharedStrings: the shared table, in every supported language")
struct SharedLocalizationTests {
    @Test("every key has a translated, non-empty value in every supported language")
    func localizedStringsHaveKeysAndValuesForAllSupportedLocalizations() {
        expectLocalizedKeysAndValuesExist(in: SharedStrings.table)
    }

    @Test("the tables exist in every supported language and no other")
    func tableExistsInEverySupportedLanguageAndNoOther() {
        for table in [SharedStrings.table, CauseText.table] {
            let languages = Set(table.languages().map { $0.lowercased() })

            #expect(languages == Set(SupportedLanguages.all.map { $0.lowercased() }))
        }
    }

    @Test("lookup finds the lowercased .lproj of a regional language")
    func lookupFindsTheLowercasedLprojOfARegionalLanguage() {
        #expect(SharedStrings.genericConnectionError(language: "pt-BR") == "Não foi possível conectar ao servidor")
        #expect(SharedStrings.genericConnectionError(language: "zh-Hans") == "无法连接服务器")
    }

    @Test("lookup falls back to English, then to the key")
    func lookupFallsBackToEnglishThenToTheKey() {
        #expect(SharedStrings.genericConnectionError(language: "xx") == "Couldn't connect to server")
        #expect(SharedStrings.table.string("NO_SUCH_KEY", language: "el") == "NO_SUCH_KEY")
    }

    @Test("the generic connection error in English and Greek")
    func genericConnectionErrorInEnglishAndGreek() {
        #expect(SharedStrings.genericConnectionError(language: "en") == "Couldn't connect to server")
        #expect(
            SharedStrings.genericConnectionError(language: "el") == "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή")
    }

    @Test("failure headlines say what happened, in English and Russian")
    func failureHeadlinesSayWhatHappenedInEnglishAndRussian() {
        #expect(SharedStrings.notFound(language: "en") == "Not found")
        #expect(SharedStrings.invalidData(language: "en") == "The server sent invalid data")
        #expect(SharedStrings.authenticationFailed(language: "en") == "Authentication failed")
        #expect(SharedStrings.notFound(language: "ru") == "Не найдено")
        #expect(SharedStrings.invalidData(language: "ru") == "Сервер прислал неверные данные")
        #expect(SharedStrings.timedOut(language: "en") == "The server didn't answer in time")
        #expect(SharedStrings.timedOut(language: "ru") == "Сервер не ответил вовремя")
    }

    // MARK: - Helpers

    /// Every key of the English table exists, non-empty and untranslated-key-free, in every supported language.
    private func expectLocalizedKeysAndValuesExist(
        in table: LocalizedTable, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let keys = Set(table.strings(for: "en").keys)
        #expect(!keys.isEmpty, "English table is empty", sourceLocation: sourceLocation)
        for language in SupportedLanguages.all {
            let strings = table.strings(for: language)
            for key in keys {
                let value = strings[key]
                #expect(value != nil, "missing \(key) in \(language)", sourceLocation: sourceLocation)
                #expect(value != "", "empty \(key) in \(language)", sourceLocation: sourceLocation)
                #expect(value != key, "untranslated \(key) in \(language)", sourceLocation: sourceLocation)
            }
            #expect(Set(strings.keys) == keys, "extra keys in \(language)", sourceLocation: sourceLocation)
        }
    }
}
