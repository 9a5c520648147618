import Foundation
import SnapshotTesting
import TerminalUI
import Testing

@testable import FeedBrowser

/// The feed with the image panel, the image's box drawn as `▒` where the terminal would show the picture.
@Suite("BrowserRenderer snapshots of the image panel, the image drawn as ▒")
struct BrowserRendererImagePanelSnapshotTests {
    @Test("the feed with the selected image in its panel", arguments: [80, 120])
    func feedWithTheSelectedImage(columns: Int) {
        var state = makeLoadedState(
            items: BrowserScenarios.sampleImages, hasMore: true, size: TerminalSize(columns: columns, rows: 16),
            inlineImages: .kitty
        ).state
        _ = state.send(.imageLoaded(row: 0, bytes: 48_213, data: makePNG()), .imageFailed(row: 2))

        assertSnapshot(of: picture(state), as: .lines, named: "feed-image-\(columns)")
    }

    // MARK: - Helpers

    private func picture(_ state: BrowserState) -> String {
        let renderer = BrowserRenderer(
            theme: .none, language: "en", currentDate: referenceDate, calendar: Calendar(identifier: .gregorian))
        let frame = renderer.frame(state)
        let columns = state.size.columns
        var lines = frame.lines.map { $0 + String(repeating: " ", count: max(0, columns - DisplayWidth.of($0))) }
        if let box = frame.image {
            let size = KittyImageFit.cells(for: box)
            for row in box.row..<(box.row + size.rows) {
                let list =
                    frame.lines[row] + String(repeating: " ", count: box.column - DisplayWidth.of(frame.lines[row]))
                let image = String(repeating: "▒", count: size.columns)
                lines[row] = list + image + String(repeating: " ", count: columns - box.column - size.columns)
            }
        }
        return lines.map { $0 + "|" }.joined(separator: "\n")
    }
}
