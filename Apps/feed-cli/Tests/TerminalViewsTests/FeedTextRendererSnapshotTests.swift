import SnapshotTesting
import TerminalUI
import TerminalViews
import XCTest

final class FeedTextRendererSnapshotTests: XCTestCase {
    func test_feed_rendersInEveryTheme() {
        for theme in [Theme.light, .dark, .none] {
            assertSnapshot(of: render(theme: theme, width: 60), as: .terminal, named: theme.name.rawValue)
        }
    }

    func test_feed_wrapsAtANarrowWidth() {
        assertSnapshot(of: render(theme: .none, width: 24), as: .terminal)
    }

    func test_cachedFeed_showsTheNotice() {
        let renderer = FeedTextRenderer(theme: .dark, width: 60)

        let text =
            renderer.header(title: "My Feed", notice: "Showing the saved feed")
            + renderer.rows(Array(SampleViewModels.feed.prefix(1)))

        assertSnapshot(of: text, as: .terminal)
    }

    func test_emptyFeed_showsTheEmptyMessage() {
        for theme in [Theme.light, .dark, .none] {
            let renderer = FeedTextRenderer(theme: theme, width: 60)

            let text = renderer.header(title: "My Feed") + renderer.empty("No images yet")

            assertSnapshot(of: text, as: .terminal, named: theme.name.rawValue)
        }
    }

    func test_feed_neverWritesNetworkControlCharacters() {
        let text = render(theme: .none, width: 60)

        XCTAssertFalse(text.contains("\u{1B}"))
        XCTAssertFalse(text.contains("\u{07}"))
        XCTAssertFalse(text.contains("\u{202E}"))
    }

    private func render(theme: Theme, width: Int) -> String {
        let renderer = FeedTextRenderer(theme: theme, width: width)
        return renderer.header(title: "My Feed") + renderer.rows(SampleViewModels.feed)
    }
}
