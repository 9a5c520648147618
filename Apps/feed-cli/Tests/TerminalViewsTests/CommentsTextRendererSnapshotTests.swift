import SnapshotTesting
import TerminalUI
import TerminalViews
import XCTest

final class CommentsTextRendererSnapshotTests: XCTestCase {
    func test_comments_renderInEveryTheme() {
        for theme in [Theme.light, .dark, .none] {
            assertSnapshot(of: render(theme: theme, width: 60), as: .terminal, named: theme.name.rawValue)
        }
    }

    func test_comments_wrapAtANarrowWidth() {
        assertSnapshot(of: render(theme: .none, width: 22), as: .terminal)
    }

    func test_noComments_showsTheEmptyMessage() {
        for theme in [Theme.light, .dark, .none] {
            let text = CommentsTextRenderer(theme: theme, width: 60)
                .render(title: "Comments", comments: [], emptyMessage: "No comments yet")

            assertSnapshot(of: text, as: .terminal, named: theme.name.rawValue)
        }
    }

    private func render(theme: Theme, width: Int) -> String {
        CommentsTextRenderer(theme: theme, width: width)
            .render(title: "Comments", comments: SampleViewModels.comments, emptyMessage: "No comments yet")
    }
}
