import Foundation
import TerminalUI
import TerminalViews

/// The pure renderer: a state, a theme and a language in, the frame out — exactly `state.size.rows`
/// lines of exactly `state.size.columns` columns each, except beside the image panel of a graphics protocol,
/// whose cells the lines leave alone for the image. Pictures come made in the state; nothing is decoded here.
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
        let screen = screenLayout(state)
        let bodyHeight = screen.bodyHeight(rows: height)
        let columns = imagePanelColumns(state)
        let panel = PicturePanel(
            column: width - columns, row: screen.header.count, columns: columns, rows: bodyHeight)
        // Half blocks, or why there is no picture, are text the lines draw; a graphics protocol's picture is not.
        let message = columns > 0 ? previewMessage(state.feed) : nil
        let missing = columns > 0 ? missingPreview(state.feed, panel: panel) : nil
        let textPanel = columns > 0 && (state.pictures == .blocks || message != nil || missing != nil)
        let lines = screen.lines(
            width: width, rows: height, panelColumns: columns,
            panel: textPanel ? panel.lines(missing ?? state.feed.preview?.picture, message: message) : [])
        let images = placements(
            state, panel: columns > 0 ? panel : nil, firstRow: screen.header.count, height: bodyHeight)
        return Frame(lines: lines, images: images, panelColumns: textPanel ? 0 : columns)
    }

    /// Why the selected image shows no picture in the panel: its bytes do not decode.
    private func previewMessage(_ feed: FeedScreenState) -> FrameLine? {
        guard let index = feed.selectedIndex else { return nil }
        let undecoded = feed.preview.map { !$0.isMaking && $0.picture == nil } ?? false
        guard feed.images[index] == .undecodable || undecoded else { return nil }
        return FrameLine("✗ " + BrowserStrings.string(.undecodable, language: language), style: theme.warning)
    }

    /// The panel's box with "no picture" in its middle when the selected image's download failed: there are no bytes
    /// to show, and a blank panel would read as a picture still on its way.
    private func missingPreview(_ feed: FeedScreenState, panel: PicturePanel) -> TerminalPicture? {
        guard let index = feed.selectedIndex, feed.images[index] == .failed else { return nil }
        return MissingPicture.box(
            columns: panel.columns - 2, rows: panel.rows, theme: theme, language: language)
    }

    /// The right-hand columns kept for the selected image: on the feed, when drawing pictures.
    private func imagePanelColumns(_ state: BrowserState) -> Int {
        guard state.screen == .feed, !state.showsHelp,
            state.size.rows > BrowserLayout.headerLines + BrowserLayout.footerLines
        else {
            return 0
        }
        return BrowserLayout.imagePanelColumns(state.size, showsImages: state.pictures != nil)
    }

    /// With a graphics protocol: the thumbnails of the rows in view, then the selected image in the panel.
    private func placements(_ state: BrowserState, panel: PicturePanel?, firstRow: Int, height: Int)
        -> [ImagePlacement]
    {
        guard state.pictures?.inlineProtocol != nil, state.screen == .feed, !state.showsHelp else { return [] }
        let feed = FeedScreenRenderer(theme: theme, language: language, spinner: spinner(state))
        let thumbnails =
            state.showsThumbnails
            ? feed.thumbnailPlacements(state.feed, size: state.size, firstRow: firstRow, height: height) : []
        return thumbnails + (panel?.placement(state.feed.preview?.picture).map { [$0] } ?? [])
    }

    private func screenLayout(_ state: BrowserState) -> ScreenLayout {
        let help = HelpRenderer(theme: theme, language: language, columns: state.size.columns, keymap: state.keymap)
        switch (state.screen, state.comments) {
        case let (.comments, comments?):
            let renderer = CommentsScreenRenderer(
                theme: theme, language: language, currentDate: currentDate, calendar: calendar,
                spinner: spinner(state), columns: state.size.columns, keymap: state.keymap)
            let drafts = state.drafts[comments.image.id] ?? []
            let body =
                state.showsHelp
                ? help.lines(.comments, canPost: state.canPost)
                : renderer.body(comments, drafts: drafts, rows: state.size.rows)
            return ScreenLayout(
                header: [renderer.header(comments), rule(state)], body: body.map { ComposedLine($0) },
                footer: renderer.footer(comments, drafts: drafts, notice: state.notice))
        default:
            let renderer = FeedScreenRenderer(theme: theme, language: language, spinner: spinner(state))
            let body =
                state.showsHelp
                ? help.lines(.feed).map { ComposedLine($0) }
                : renderer.body(state.feed, size: state.size, pictures: state.showsThumbnails)
            let footer = FeedFooterRenderer(theme: theme, language: language, keymap: state.keymap).line(
                state.feed, columns: state.size.columns, notice: state.notice)
            return ScreenLayout(
                header: [renderer.header(state.feed, currentDate: currentDate), rule(state)], body: body,
                footer: [footer])
        }
    }

    private func spinner(_ state: BrowserState) -> String {
        Spinner.frame(state.spinnerFrame)
    }

    private func rule(_ state: BrowserState) -> FrameLine {
        FrameLine.rule(width: state.size.columns, style: theme.secondary)
    }
}
