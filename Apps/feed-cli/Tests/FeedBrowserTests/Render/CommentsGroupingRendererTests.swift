import SharedPresentation
import TerminalUI
import XCTest

@testable import FeedBrowser

final class CommentsGroupingRendererTests: XCTestCase {
    func test_groupedComments_showAnAuthorHeaderWithTheCount_overTheirDatedComments() {
        for columns in [40, 120] {
            let lines = render(BrowserScenarios.commentsGrouped(TerminalSize(columns: columns, rows: 30)))

            XCTAssertEqual(
                Array(lines[2...9]),
                [
                    " yuki (1 comment)",
                    "  3 minutes ago",
                    "  素晴らしい写真ですね。",
                    "",
                    " ana (2 comments)",
                    "  1 hour ago",
                    "  Back again at dawn.",
                    "",
                ].map { pad($0, columns) }, "\(columns) columns")
        }
    }

    func test_groupedComments_sanitizeTheAuthorInTheGroupHeader() {
        let lines = render(BrowserScenarios.commentsGrouped(TerminalSize(columns: 120, rows: 30)))

        XCTAssertTrue(lines.contains { $0.hasPrefix(" m�allory (1 comment) ") }, lines.joined(separator: "\n"))
    }

    func test_titleLine_saysTheCommentsAreGrouped_afterTheSort() {
        let lines = render(BrowserScenarios.commentsGrouped(TerminalSize(columns: 120, rows: 30)))

        XCTAssertTrue(lines[0].hasSuffix(" sort: newest · group by author "), lines[0])
        let ungrouped = render(BrowserScenarios.commentsLoaded(TerminalSize(columns: 120, rows: 30)))
        XCTAssertFalse(ungrouped[0].contains("group"), ungrouped[0])
    }

    func test_hintLine_offersTheGroupKey() {
        let lines = render(BrowserScenarios.commentsLoaded(TerminalSize(columns: 120, rows: 30)))

        XCTAssertEqual(
            lines.last, pad(" Esc back · r reload · c comment · f follow · s sort · a group · ? keys", 120))
    }

    func test_groupHeader_isStyledAsATitle_inTheLightTheme() {
        let lines = render(BrowserScenarios.commentsGrouped(TerminalSize(columns: 40, rows: 30)), theme: .light)

        XCTAssertTrue(lines[2].hasPrefix(Theme.light.title.apply(" yuki")), lines[2])
        XCTAssertTrue(lines[2].contains(Theme.light.secondary.apply(" (1 comment)")), lines[2])
    }

    func test_helpScreen_listsTheGroupKey_inEveryLanguage() {
        for language in SupportedLanguages.all {
            let lines = HelpRenderer(theme: .none, language: language).lines().map { $0.rendered(width: 80) }
            let meaning = BrowserStrings.string(.groupByAuthor, language: language)

            XCTAssertTrue(lines.contains(pad(" a" + String(repeating: " ", count: 15) + meaning, 80)), "\(language)")
        }
    }

    func test_browserStrings_haveAValueForEveryKey_inEveryLanguage() {
        for language in SupportedLanguages.all {
            XCTAssertTrue(BrowserStrings.hasEveryKey(language: language), language)
        }
        XCTAssertEqual(BrowserStrings.string(.groupByAuthor, language: "de"), "nach Autor gruppieren")
        XCTAssertEqual(BrowserStrings.string(.group, language: "ja"), "グループ化")
    }

    // MARK: - Helpers

    private func render(_ state: BrowserState, theme: Theme = .none) -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return BrowserRenderer(theme: theme, language: "en", currentDate: referenceDate, calendar: calendar)
            .render(state)
    }

    private func pad(_ text: String, _ columns: Int) -> String {
        text + String(repeating: " ", count: max(0, columns - DisplayWidth.of(text)))
    }
}
