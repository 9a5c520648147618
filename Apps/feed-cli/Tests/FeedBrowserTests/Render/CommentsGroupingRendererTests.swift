import Foundation
import SharedPresentation
import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("Comments grouped by author, as the browser draws them")
struct CommentsGroupingRendererTests {
    @Test("grouped comments show an author header with the count over their dated comments", arguments: [40, 120])
    func groupedCommentsShowAnAuthorHeaderWithTheCountOverTheirDatedComments(columns: Int) {
        let lines = render(BrowserScenarios.commentsGrouped(TerminalSize(columns: columns, rows: 30)))

        let expected = [
            " yuki (1 comment)",
            "  3 minutes ago",
            "  素晴らしい写真ですね。",
            "",
            " ana (2 comments)",
            "  1 hour ago",
            "  Back again at dawn.",
            "",
        ]

        #expect(Array(lines[2...9]) == expected.map { pad($0, columns) }, "\(columns) columns")
    }

    @Test("grouped comments sanitize the author in the group header")
    func groupedCommentsSanitizeTheAuthorInTheGroupHeader() {
        let lines = render(BrowserScenarios.commentsGrouped(TerminalSize(columns: 120, rows: 30)))

        #expect(lines.contains { $0.hasPrefix(" m�allory (1 comment) ") }, "\(lines.joined(separator: "\n"))")
    }

    @Test("the title line says the comments are grouped, after the sort")
    func titleLineSaysTheCommentsAreGroupedAfterTheSort() {
        let lines = render(BrowserScenarios.commentsGrouped(TerminalSize(columns: 120, rows: 30)))

        #expect(lines[0].hasSuffix(" sort: newest · group by author "), "\(lines[0])")
        let ungrouped = render(BrowserScenarios.commentsLoaded(TerminalSize(columns: 120, rows: 30)))
        #expect(!ungrouped[0].contains("group"), "\(ungrouped[0])")
    }

    @Test("the hint line offers the group key")
    func hintLineOffersTheGroupKey() {
        let lines = render(BrowserScenarios.commentsLoaded(TerminalSize(columns: 120, rows: 30)))

        #expect(lines.last == pad(" Esc back · r reload · c comment · f follow · s sort · a group · ? keys", 120))
    }

    @Test("a group header is styled as a title in the light theme")
    func groupHeaderIsStyledAsATitleInTheLightTheme() {
        let lines = render(BrowserScenarios.commentsGrouped(TerminalSize(columns: 40, rows: 30)), theme: .light)

        #expect(lines[2].hasPrefix(Theme.light.title.apply(" yuki")), "\(lines[2])")
        #expect(lines[2].contains(Theme.light.secondary.apply(" (1 comment)")), "\(lines[2])")
    }

    @Test("the help screen lists the group key in every language", arguments: SupportedLanguages.all)
    func helpScreenListsTheGroupKeyInEveryLanguage(language: String) {
        let lines = HelpRenderer(theme: .none, language: language).lines(.comments).map { $0.rendered(width: 80) }
        let meaning = BrowserStrings.string(.groupByAuthor, language: language)

        #expect(lines.contains(pad(" a" + String(repeating: " ", count: 15) + meaning, 80)), "\(language)")
    }

    @Test("the browser's strings have a value for every key in every language", arguments: SupportedLanguages.all)
    func browserStringsHaveAValueForEveryKeyInEveryLanguage(language: String) {
        #expect(BrowserStrings.hasEveryKey(language: language), "\(language)")
    }

    @Test("the group keys are translated, not left in English")
    func browserStringsTranslateTheGroupKeys() {
        #expect(BrowserStrings.string(.groupByAuthor, language: "de") == "nach Autor gruppieren")
        #expect(BrowserStrings.string(.group, language: "ja") == "グループ化")
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
