import Foundation
import TerminalUI

/// The pure renderer: a state, a theme and a language in, the frame out — exactly `state.size.rows`
/// lines of exactly `state.size.columns` columns each, except beside the image panel, whose cells
/// the lines leave alone for the image.
struct BrowserRenderer {
    let theme: Theme
    let language: String
    let currentDate: Date
    let calendar: Calendar

    func render(_ state: BrowserState) -> [String] {
        frame(state).lines
    }

    func frame(_ state: BrowserState) -> Frame {
        let width = max(1, state.size.columns)
        let height = max(1, state.size.rows)
        let screen = screenLines(state)
        let bodyHeight = max(0, height - screen.header.count - screen.footer.count)
        let body =
            Array(screen.body.prefix(bodyHeight))
            + Array(repeating: FrameLine(), count: max(0, bodyHeight - screen.body.count))
        let panel = imagePanelColumns(state)
        let lines =
            screen.header.map { $0.rendered(width: width) } + body.map { $0.rendered(width: width - panel) }
            + screen.footer.map { $0.rendered(width: width) }
        let image =
            panel > 0 ? placement(state, column: width - panel, row: screen.header.count, rows: bodyHeight) : nil
        return Frame(lines: Array(lines.prefix(height)), image: image, panelColumns: panel)
    }

    /// The right-hand columns kept for the selected image: on the feed, on terminals that show images.
    private func imagePanelColumns(_ state: BrowserState) -> Int {
        guard state.screen == .feed, !state.showsHelp,
            state.size.rows > BrowserLayout.headerLines + BrowserLayout.footerLines
        else {
            return 0
        }
        return BrowserLayout.imagePanelColumns(state.size, showsImages: state.inlineImages != nil)
    }

    /// The selected row's image inside the panel (one blank column each side), once its bytes are here.
    private func placement(_ state: BrowserState, column: Int, row: Int, rows: Int) -> ImagePlacement? {
        guard let kind = state.inlineImages, let index = state.feed.selectedIndex,
            let data = state.feed.imageData[index],
            kind.canShow(data), data.count <= InlineImageEncoder.maximumBytes
        else { return nil }
        let columns = max(1, state.size.columns - column - 2)
        return ImagePlacement(data: data, column: column + 1, row: row, columns: columns, rows: rows)
    }

    private func screenLines(_ state: BrowserState) -> (header: [FrameLine], body: [FrameLine], footer: [FrameLine]) {
        let help = HelpRenderer(theme: theme, language: language)
        switch (state.screen, state.comments) {
        case let (.comments, comments?):
            let renderer = CommentsScreenRenderer(
                theme: theme, language: language, currentDate: currentDate, calendar: calendar,
                spinner: spinner(state), columns: state.size.columns)
            let drafts = state.drafts[comments.image.id] ?? []
            let body = state.showsHelp ? help.lines() : renderer.body(comments, drafts: drafts, rows: state.size.rows)
            return ([renderer.header(comments), rule(state)], body, renderer.footer(comments, drafts: drafts))
        default:
            let renderer = FeedScreenRenderer(theme: theme, language: language, spinner: spinner(state))
            let body = state.showsHelp ? help.lines() : renderer.body(state.feed, size: state.size)
            return ([renderer.header(state.feed), rule(state)], body, [renderer.footer(state.feed)])
        }
    }

    private func spinner(_ state: BrowserState) -> String {
        Spinner.frames[state.spinnerFrame % Spinner.frames.count]
    }

    private func rule(_ state: BrowserState) -> FrameLine {
        FrameLine(String(repeating: "─", count: max(1, state.size.columns)), style: theme.secondary)
    }
}
