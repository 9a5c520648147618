import SnapshotTesting
import TerminalUI
import XCTest

@testable import FeedBrowser

final class BrowserRendererSnapshotTests: XCTestCase {
    func test_everyScenario_plainAt40And120Columns() {
        for (name, make) in BrowserScenarios.all {
            for columns in [40, 120] {
                let frame = render(make(TerminalSize(columns: columns, rows: 16)), theme: .none)
                assertSnapshot(of: frame, as: .lines, named: "\(name)-\(columns)")
            }
        }
    }

    func test_themes_lightAndDark_withVisibleEscapes() {
        let themed = ["feed-rows", "feed-error-row", "comments-drafts", "comments-grouped"]
        for (name, make) in BrowserScenarios.all where themed.contains(name) {
            for (themeName, theme) in [("light", Theme.light), ("dark", Theme.dark)] {
                for columns in [40, 120] {
                    let frame = render(make(TerminalSize(columns: columns, rows: 16)), theme: theme)
                    assertSnapshot(of: visibleEscapes(frame), as: .lines, named: "\(name)-\(themeName)-\(columns)")
                }
            }
        }
    }

    func test_languages_localizeTitlesMessagesAndDates() {
        for language in ["ja", "pt-BR", "de"] {
            let frames = ["feed-rows": BrowserScenarios.feedRows, "comments-loaded": BrowserScenarios.commentsLoaded]
            for (name, make) in frames {
                let frame = render(make(TerminalSize(columns: 40, rows: 16)), theme: .none, language: language)
                assertSnapshot(of: frame, as: .lines, named: "\(name)-\(language)")
            }
        }
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
