import SnapshotTesting
import TerminalUI
import TerminalViews
import Testing

@Suite("FeedTextRenderer snapshots: the feed as text in every theme")
struct FeedTextRendererSnapshotTests {
    @Test("the feed renders in every theme", arguments: [Theme.light, .dark, .none])
    func feedRendersInEveryTheme(theme: Theme) {
        assertSnapshot(of: render(theme: theme, width: 60), as: .terminal, named: theme.name.rawValue)
    }

    @Test("the feed wraps at a narrow width")
    func feedWrapsAtANarrowWidth() {
        assertSnapshot(of: render(theme: .none, width: 24), as: .terminal)
    }

    @Test("a cached feed shows the notice")
    func cachedFeedShowsTheNotice() {
        let renderer = FeedTextRenderer(theme: .dark, width: 60)

        let text =
            renderer.header(title: "My Feed", notice: "Showing the saved feed")
            + renderer.rows(Array(SampleViewModels.feed.prefix(1)))

        assertSnapshot(of: text, as: .terminal)
    }

    @Test("an empty feed shows the empty message", arguments: [Theme.light, .dark, .none])
    func emptyFeedShowsTheEmptyMessage(theme: Theme) {
        let renderer = FeedTextRenderer(theme: theme, width: 60)

        let text = renderer.header(title: "My Feed") + renderer.empty("No images yet")

        assertSnapshot(of: text, as: .terminal, named: theme.name.rawValue)
    }

    @Test("the feed never writes control characters from the network")
    func feedNeverWritesNetworkControlCharacters() {
        let text = render(theme: .none, width: 60)

        #expect(!text.contains("\u{1B}"))
        #expect(!text.contains("\u{07}"))
        #expect(!text.contains("\u{202E}"))
    }

    private func render(theme: Theme, width: Int) -> String {
        let renderer = FeedTextRenderer(theme: theme, width: width)
        return renderer.header(title: "My Feed") + renderer.rows(SampleViewModels.feed)
    }
}
