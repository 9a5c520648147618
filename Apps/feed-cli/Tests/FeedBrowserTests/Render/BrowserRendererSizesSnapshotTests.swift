import Foundation
import SnapshotTesting
import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserRenderer at a small, a medium and a common terminal size: no row wasted, no hint cut")
struct BrowserRendererSizesSnapshotTests {
    @Test(
        "the feed, the saved feed, a search walk and each screen's help",
        arguments: BrowserScenarios.named(["feed-rows", "feed-saved", "feed-search-walk", "help", "help-comments"]),
        [TerminalSize(columns: 30, rows: 8), TerminalSize(columns: 60, rows: 20), TerminalSize(columns: 80, rows: 24)])
    func feedScreensAtThreeSizes(scenario: BrowserScenario, size: TerminalSize) {
        let frame = render(scenario.make(size))

        assertSnapshot(of: frame, as: .lines, named: "\(scenario.name)-\(size.columns)x\(size.rows)")
    }

    @Test("the feed's footer leaves out whole hints, never part of one, at every width", arguments: 12...120)
    func feedFooterLeavesOutWholeHintsNeverPartOfOne(columns: Int) throws {
        let state = BrowserScenarios.feedRows(TerminalSize(columns: columns, rows: 12))
        let footer = try #require(render(state).components(separatedBy: "\n").last)

        let position = try #require(footer.firstRange(of: /\s+2 \/ 5\+ \|$/), "the position at the end: \(footer)")
        let hints = footer[..<position.lowerBound].split(separator: "·").map { $0.trimmingCharacters(in: .whitespaces) }
        let known = ["↑↓ move", "⏎ comments", "r reload", "/ search", "s sort", "? keys", "q quit"]
        #expect(hints.allSatisfy(known.contains), "every hint whole: \(footer)")
        #expect(columns < 100 || hints.count == known.count, "all of them when there is room: \(footer)")
    }

    // MARK: - Helpers

    private func render(_ state: BrowserState) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let renderer = BrowserRenderer(theme: .none, language: "en", currentDate: referenceDate, calendar: calendar)
        return renderer.render(state).map { $0 + "|" }.joined(separator: "\n")
    }
}
