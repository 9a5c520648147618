import TerminalUI
import XCTest

@testable import FeedBrowser

final class BrowserRendererLayoutTests: XCTestCase {
    func test_everyFrame_hasExactlyTheTerminalsRowsAndColumns() {
        for (name, make) in BrowserScenarios.all {
            for columns in [1, 2, 5, 13, 40, 79, 120] {
                for rows in [1, 3, 7, 24] {
                    let lines = renderer(theme: .dark).render(make(TerminalSize(columns: columns, rows: rows)))

                    XCTAssertEqual(lines.count, rows, "\(name) \(columns)×\(rows)")
                    for line in lines {
                        XCTAssertEqual(
                            DisplayWidth.of(withoutStyles(line)), columns, "\(name) \(columns)×\(rows): \(line)")
                    }
                }
            }
        }
    }

    func test_networkText_neverReachesTheTerminalWithItsControls() {
        for (name, make) in BrowserScenarios.all {
            let frame = renderer(theme: .none).render(make(TerminalSize(columns: 120, rows: 30))).joined()

            XCTAssertFalse(frame.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, name)
            XCTAssertFalse(frame.unicodeScalars.contains("\u{202E}"), name)
        }
    }

    func test_selectedRow_isMarkedWithoutColour() {
        let lines = renderer(theme: .none).render(BrowserScenarios.feedRows(TerminalSize(columns: 40, rows: 12)))

        XCTAssertTrue(lines[4].hasPrefix(" ▸ 東京タワー"), lines[4])
    }

    func test_commentFromTheFuture_readsAsWrittenNow() {
        var state = BrowserScenarios.commentsLoading(TerminalSize(columns: 40, rows: 10))
        let ahead = makeComment(1, username: "ana", createdAt: referenceDate.addingTimeInterval(2))
        _ = state.send(.commentsLoaded(imageID: BrowserScenarios.sampleImages[0].id, [ahead]))

        let lines = renderer(theme: .none).render(state)

        XCTAssertEqual(lines[2], " ana · 1 second ago".padding(toLength: 40, withPad: " ", startingAt: 0))
    }

    func test_commentFromLessThanASecondAgo_readsAsOneSecondAgo_notInZeroSeconds() {
        var state = BrowserScenarios.commentsLoading(TerminalSize(columns: 40, rows: 10))
        let whole = makeComment(1, username: "ana", createdAt: referenceDate.addingTimeInterval(-0.4))
        _ = state.send(.commentsLoaded(imageID: BrowserScenarios.sampleImages[0].id, [whole]))

        let lines = renderer(theme: .none).render(state)

        XCTAssertEqual(lines[2], " ana · 1 second ago".padding(toLength: 40, withPad: " ", startingAt: 0))
    }

    // MARK: - Helpers

    private func renderer(theme: Theme) -> BrowserRenderer {
        BrowserRenderer(
            theme: theme, language: "en", currentDate: referenceDate, calendar: Calendar(identifier: .gregorian))
    }

    private func withoutStyles(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
    }
}
