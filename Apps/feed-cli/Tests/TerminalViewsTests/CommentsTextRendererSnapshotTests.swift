import SnapshotTesting
import TerminalUI
import TerminalViews
import Testing

@Suite("CommentsTextRenderer snapshots: comments as text in every theme")
struct CommentsTextRendererSnapshotTests {
    @Test("comments render in every theme", arguments: [Theme.light, .dark, .none])
    func commentsRenderInEveryTheme(theme: Theme) {
        assertSnapshot(of: render(theme: theme, width: 60), as: .terminal, named: theme.name.rawValue)
    }

    @Test("comments wrap at a narrow width")
    func commentsWrapAtANarrowWidth() {
        assertSnapshot(of: render(theme: .none, width: 22), as: .terminal)
    }

    @Test("no comments shows the empty message", arguments: [Theme.light, .dark, .none])
    func noCommentsShowsTheEmptyMessage(theme: Theme) {
        let text = CommentsTextRenderer(theme: theme, width: 60)
            .render(title: "Comments", comments: [], emptyMessage: "No comments yet")

        assertSnapshot(of: text, as: .terminal, named: theme.name.rawValue)
    }

    private func render(theme: Theme, width: Int) -> String {
        CommentsTextRenderer(theme: theme, width: width)
            .render(title: "Comments", comments: SampleViewModels.comments, emptyMessage: "No comments yet")
    }
}
