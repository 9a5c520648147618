import Foundation
import SnapshotTesting
import TerminalUI
import TerminalViews
import Testing

@testable import FeedBrowser

/// The feed with a graphics protocol: each placed picture's box drawn as `▒` where the terminal would show it.
@Suite("BrowserRenderer snapshots of placed pictures, each drawn as ▒")
struct BrowserRendererImagePanelSnapshotTests {
    @Test("the feed with thumbnails and the selected image in its panel", arguments: [80, 120])
    func feedWithTheSelectedImage(columns: Int) throws {
        var state = makeLoadedState(
            items: BrowserScenarios.sampleImages, hasMore: true, size: TerminalSize(columns: columns, rows: 16),
            pictures: .inline(.kitty)
        ).state
        let data = Data(repeating: 1, count: 48_213)
        _ = state.send(.imageLoaded(row: 0, bytes: data.count, data: data), .imageFailed(row: 2))
        _ = state.send(.imageLoaded(row: 1, bytes: data.count, data: data))
        let thumbnails = state.feed.thumbnails.values.map(\.request)
        for request in thumbnails { _ = state.send(.pictureMade(request, makePlacedPicture(columns: 8, rows: 3))) }
        let preview = try #require(state.feed.preview?.request)
        _ = state.send(.pictureMade(preview, makePlacedPicture(columns: preview.box.columns - 4, rows: 8)))

        assertSnapshot(of: picture(state), as: .lines, named: "feed-image-\(columns)")
    }

    // MARK: - Helpers

    private func picture(_ state: BrowserState) -> String {
        let renderer = BrowserRenderer(
            theme: .none, language: "en", currentDate: referenceDate, calendar: Calendar(identifier: .gregorian))
        let frame = renderer.frame(state)
        let columns = state.size.columns
        var lines = frame.lines.map { $0 + String(repeating: " ", count: max(0, columns - DisplayWidth.of($0))) }
        for box in frame.images {
            for row in box.row..<(box.row + box.rows) {
                lines[row] =
                    cells(lines[row], 0..<box.column) + String(repeating: "▒", count: box.columns)
                    + cells(lines[row], (box.column + box.columns)..<Int.max)
            }
        }
        return lines.map { $0 + "|" }.joined(separator: "\n")
    }

    /// The characters of `line` that start inside `range` of its columns.
    private func cells(_ line: String, _ range: Range<Int>) -> String {
        var column = 0
        var result = ""
        for character in line {
            if range.contains(column) { result.append(character) }
            column += DisplayWidth.of(character)
        }
        return result
    }
}
