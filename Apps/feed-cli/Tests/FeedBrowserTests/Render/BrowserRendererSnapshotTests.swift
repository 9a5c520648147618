import Foundation
import SnapshotTesting
import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserRenderer snapshots: every scenario, the themes and some languages")
struct BrowserRendererSnapshotTests {
    @Test("every scenario, plain", arguments: BrowserScenarios.all, [40, 120])
    func everyScenarioPlain(scenario: BrowserScenario, columns: Int) {
        let frame = render(scenario.make(TerminalSize(columns: columns, rows: 16)), theme: .none)

        assertSnapshot(of: frame, as: .lines, named: "\(scenario.name)-\(columns)")
    }

    @Test(
        "the light and dark themes, with visible escapes",
        arguments: BrowserScenarios.named(["feed-rows", "feed-error-row", "comments-drafts", "comments-grouped"]),
        [Theme.Name.light, .dark])
    func themesWithVisibleEscapes(scenario: BrowserScenario, themeName: Theme.Name) {
        let theme = themeName == .light ? Theme.light : .dark
        for columns in [40, 120] {
            let frame = render(scenario.make(TerminalSize(columns: columns, rows: 16)), theme: theme)

            assertSnapshot(
                of: visibleEscapes(frame), as: .lines, named: "\(scenario.name)-\(themeName.rawValue)-\(columns)")
        }
    }

    @Test(
        "languages localize titles, messages and dates",
        arguments: ["ja", "pt-BR", "de"], BrowserScenarios.named(["feed-rows", "comments-loaded"]))
    func languagesLocalizeTitlesMessagesAndDates(language: String, scenario: BrowserScenario) {
        let frame = render(scenario.make(TerminalSize(columns: 40, rows: 16)), theme: .none, language: language)

        assertSnapshot(of: frame, as: .lines, named: "\(scenario.name)-\(language)")
    }

    // MARK: - Helpers

    private func render(_ state: BrowserState, theme: Theme, language: String = "en") -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let renderer = BrowserRenderer(theme: theme, language: language, currentDate: referenceDate, calendar: calendar)
        return renderer.render(state).map { $0 + "|" }.joined(separator: "\n")
    }

    private func visibleEscapes(_ text: String) -> String {
        text.replacingOccurrences(of: "\u{1B}", with: "␛")
    }
}
