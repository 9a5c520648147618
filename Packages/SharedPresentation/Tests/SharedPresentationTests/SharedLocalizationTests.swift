import Foundation
import SharedPresentation
import XCTest

final class SharedLocalizationTests: XCTestCase {
    func test_localizedStrings_haveKeysAndValuesForAllSupportedLocalizations() {
        assertLocalizedKeysAndValuesExist(in: SharedStrings.table)
    }

    func test_table_existsInEverySupportedLanguageAndNoOther() {
        let languages = Set(SharedStrings.table.languages().map { $0.lowercased() })

        XCTAssertEqual(languages, Set(SupportedLanguages.all.map { $0.lowercased() }))
    }

    func test_lookup_findsTheLowercasedLprojOfARegionalLanguage() {
        XCTAssertEqual(SharedStrings.genericConnectionError(language: "pt-BR"), "Não foi possível conectar ao servidor")
        XCTAssertEqual(SharedStrings.genericConnectionError(language: "zh-Hans"), "无法连接服务器")
    }

    func test_lookup_fallsBackToEnglishThenToTheKey() {
        XCTAssertEqual(SharedStrings.genericConnectionError(language: "xx"), "Couldn't connect to server")
        XCTAssertEqual(SharedStrings.table.string("NO_SUCH_KEY", language: "el"), "NO_SUCH_KEY")
    }

    func test_genericConnectionError_inEnglishAndGreek() {
        XCTAssertEqual(SharedStrings.genericConnectionError(language: "en"), "Couldn't connect to server")
        XCTAssertEqual(
            SharedStrings.genericConnectionError(language: "el"), "Δεν ήταν δυνατή η σύνδεση με τον διακομιστή")
    }

    func test_failureHeadlines_sayWhatHappened_inEnglishAndRussian() {
        XCTAssertEqual(SharedStrings.notFound(language: "en"), "Not found")
        XCTAssertEqual(SharedStrings.invalidData(language: "en"), "The server sent invalid data")
        XCTAssertEqual(SharedStrings.authenticationFailed(language: "en"), "Authentication failed")
        XCTAssertEqual(SharedStrings.notFound(language: "ru"), "Не найдено")
        XCTAssertEqual(SharedStrings.invalidData(language: "ru"), "Сервер прислал неверные данные")
    }
}

/// Every key of the English table exists, non-empty and untranslated-key-free, in every supported language.
func assertLocalizedKeysAndValuesExist(
    in table: LocalizedTable, file: StaticString = #filePath, line: UInt = #line
) {
    let keys = Set(table.strings(for: "en").keys)
    XCTAssertFalse(keys.isEmpty, "English table is empty", file: file, line: line)
    for language in SupportedLanguages.all {
        let strings = table.strings(for: language)
        for key in keys {
            let value = strings[key]
            XCTAssertNotNil(value, "missing \(key) in \(language)", file: file, line: line)
            XCTAssertNotEqual(value, "", "empty \(key) in \(language)", file: file, line: line)
            XCTAssertNotEqual(value, key, "untranslated \(key) in \(language)", file: file, line: line)
        }
        XCTAssertEqual(Set(strings.keys), keys, "extra keys in \(language)", file: file, line: line)
    }
}
