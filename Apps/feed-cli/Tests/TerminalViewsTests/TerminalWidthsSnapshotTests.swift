import SnapshotTesting
import TerminalUI
import TerminalViews
import Testing

/// A line wider than the terminal wraps into the next, where a picture's column is: each text keeps every line
/// within the width, from the narrowest terminal to a wide one.
@Suite("Feed and comments as text at 20, 40, 80 and 200 columns: every line within the width")
struct TerminalWidthsSnapshotTests {
    static let widths = [20, 40, 80, 200]

    @Test("the feed keeps every line within the width", arguments: widths)
    func feed(width: Int) {
        let renderer = FeedTextRenderer(theme: .dark, width: width)

        let text =
            renderer.header(title: "My Feed", notice: "Showing the saved feed, the network being down")
            + renderer.rows(SampleViewModels.feed) + renderer.empty("No images match the search you typed")

        #expect(VisibleWidth.overflowing(text, width: width) == [])
        assertSnapshot(of: text, as: .terminal, named: "\(width)")
    }

    @Test("the feed beside its thumbnails keeps every line within the width", arguments: widths)
    func feedWithPictures(width: Int) {
        let renderer = FeedTextRenderer(theme: .dark, width: width)
        let picture = PictureText.placeholder(columns: 18, rows: 6, mark: "▀▀", style: .plain)
        let rows = SampleViewModels.feed.map { ($0.id, $0.viewModel, Optional(picture)) }

        let text = renderer.rows(rows, pictures: PictureText(drawing: .blocks), placeholder: picture)

        #expect(VisibleWidth.overflowing(text, width: width) == [])
        assertSnapshot(of: text, as: .terminal, named: "\(width)")
    }

    @Test("comments keep every line within the width", arguments: widths)
    func comments(width: Int) {
        let renderer = CommentsTextRenderer(theme: .dark, width: width)

        let text =
            renderer.render(
                title: "Comments on a long title (3)", comments: SampleViewModels.comments, emptyMessage: "")
            + renderer.render(title: "Comments", comments: [], emptyMessage: "Comments not loaded: the server is down")

        #expect(VisibleWidth.overflowing(text, width: width) == [])
        assertSnapshot(of: text, as: .terminal, named: "\(width)")
    }
}
