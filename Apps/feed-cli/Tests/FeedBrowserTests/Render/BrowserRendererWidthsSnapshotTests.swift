import Foundation
import SnapshotTesting
import TerminalUI
import Testing

@testable import FeedBrowser

/// A line wider than the terminal wraps into the next one, over a thumbnail or the panel: every screen is exactly as
/// wide as the terminal, from 20 columns to 200; drawn in the light theme, which a light terminal gets.
@Suite("BrowserRenderer at 20, 40, 80 and 200 columns: every line exactly the width, in the light theme")
struct BrowserRendererWidthsSnapshotTests {
    static let widths = [20, 40, 80, 200]

    @Test("every scenario is exactly as wide as the terminal", arguments: BrowserScenarios.all, widths)
    func everyScenarioFitsTheWidth(scenario: BrowserScenario, columns: Int) {
        let lines = renderer.render(scenario.make(TerminalSize(columns: columns, rows: 16)))

        #expect(lines.filter { Self.visibleWidth($0) != columns } == [], "\(scenario.name) at \(columns)")
    }

    @Test(
        "the feed, its thumbnails, the comments and the help in the light theme",
        arguments: ["feed-rows", "feed-thumbnails", "comments-loaded", "help"], widths)
    func lightTheme(name: String, columns: Int) throws {
        let size = TerminalSize(columns: columns, rows: 16)
        let state = try #require(
            name == "feed-thumbnails" ? thumbnails(size) : BrowserScenarios.named([name]).first?.make(size))

        let lines = renderer.render(state)

        #expect(lines.filter { Self.visibleWidth($0) != columns } == [])
        assertSnapshot(
            of: lines.map { $0.replacingOccurrences(of: "\u{1B}", with: "␛") + "|" }.joined(separator: "\n"),
            as: .lines, named: "\(name)-\(columns)")
    }

    // MARK: - Helpers

    private var renderer: BrowserRenderer {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return BrowserRenderer(theme: .light, language: "en", currentDate: referenceDate, calendar: calendar)
    }

    /// Rows with half-block thumbnails, the first one's made, the second's bytes no picture.
    private func thumbnails(_ size: TerminalSize) -> BrowserState {
        var state = makeLoadedState(items: BrowserScenarios.sampleImages, size: size, pictures: .blocks).state
        let data = Data(repeating: 1, count: 2_048)
        _ = state.send(.imageLoaded(row: 0, bytes: data.count, data: data), .imageLoaded(row: 1, bytes: 9, data: data))
        _ = state.send(
            .pictureMade(
                PictureRequest(row: 0, box: BrowserLayout.thumbnailBox, purpose: .thumbnail),
                makeBlocksPicture(columns: 10, rows: 3)),
            .pictureMade(PictureRequest(row: 1, box: BrowserLayout.thumbnailBox, purpose: .thumbnail), nil))
        return state
    }

    /// The columns a frame line takes on the screen: its escape sequences (the panel's cursor move too) take none.
    private static func visibleWidth(_ line: String) -> Int {
        DisplayWidth.of(line.replacing(/\x{1B}\[[0-9;?]*[A-Za-z]/, with: ""))
    }
}
