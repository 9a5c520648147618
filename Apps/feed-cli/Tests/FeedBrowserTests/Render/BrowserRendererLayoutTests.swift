import Foundation
import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserRenderer layout: every frame fills the terminal exactly and never passes on control characters")
struct BrowserRendererLayoutTests {
    @Test("every frame has exactly the terminal's rows and columns, at any size", arguments: BrowserScenarios.all)
    func everyFrameHasExactlyTheTerminalsRowsAndColumns(scenario: BrowserScenario) {
        for columns in [1, 2, 5, 13, 40, 79, 120] {
            for rows in [1, 3, 7, 24] {
                let lines = renderer(theme: .dark).render(scenario.make(TerminalSize(columns: columns, rows: rows)))

                #expect(lines.count == rows, "\(scenario.name) \(columns)×\(rows)")
                for line in lines {
                    #expect(
                        DisplayWidth.of(withoutStyles(line)) == columns, "\(scenario.name) \(columns)×\(rows): \(line)")
                }
            }
        }
    }

    @Test(
        "text from the network never reaches the terminal with its control characters", arguments: BrowserScenarios.all)
    func networkTextNeverReachesTheTerminalWithItsControls(scenario: BrowserScenario) {
        let frame = renderer(theme: .none).render(scenario.make(TerminalSize(columns: 120, rows: 30))).joined()

        #expect(
            !frame.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }, "\(scenario.name)")
        #expect(!frame.unicodeScalars.contains("\u{202E}"), "\(scenario.name)")
    }

    @Test("the selected row is marked without colour")
    func selectedRowIsMarkedWithoutColour() {
        let lines = renderer(theme: .none).render(BrowserScenarios.feedRows(TerminalSize(columns: 40, rows: 12)))

        #expect(lines[4].hasPrefix(" ▸ 東京タワー"), "\(lines[4])")
    }

    @Test("a comment from the future reads as written now")
    func commentFromTheFutureReadsAsWrittenNow() {
        var state = BrowserScenarios.commentsLoading(TerminalSize(columns: 40, rows: 10))
        let ahead = makeComment(1, username: "ana", createdAt: referenceDate.addingTimeInterval(2))
        _ = state.send(.commentsLoaded(imageID: BrowserScenarios.sampleImages[0].id, [ahead]))

        let lines = renderer(theme: .none).render(state)

        #expect(lines[2] == " ana · 1 second ago".padding(toLength: 40, withPad: " ", startingAt: 0))
    }

    @Test("a comment from less than a second ago reads '1 second ago', not 'in 0 seconds'")
    func commentFromLessThanASecondAgoReadsAsOneSecondAgoNotInZeroSeconds() {
        var state = BrowserScenarios.commentsLoading(TerminalSize(columns: 40, rows: 10))
        let whole = makeComment(1, username: "ana", createdAt: referenceDate.addingTimeInterval(-0.4))
        _ = state.send(.commentsLoaded(imageID: BrowserScenarios.sampleImages[0].id, [whole]))

        let lines = renderer(theme: .none).render(state)

        #expect(lines[2] == " ana · 1 second ago".padding(toLength: 40, withPad: " ", startingAt: 0))
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
