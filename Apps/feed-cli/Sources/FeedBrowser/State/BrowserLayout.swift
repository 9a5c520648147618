import TerminalUI

/// The geometry shared by the state machine and the renderer, so both agree on what is in view.
enum BrowserLayout {
    /// The title line and a rule.
    static let headerLines = 2
    /// The key hints or status line.
    static let footerLines = 1
    /// Location with the image status, then the description.
    static let feedRowLines = 2
    /// With pictures: the thumbnail's rows beside location, description and id, then a blank line.
    static let pictureRowLines = 4
    /// The box of a row's thumbnail.
    static let thumbnailBox = CellBox(columns: 10, rows: 3)
    /// The columns left of a row's thumbnail (the selection marker).
    static let thumbnailColumn = 3
    /// Narrower terminals show rows without thumbnails: beside one, less than 16 columns would be left for the text.
    static let thumbnailMinimumColumns = 30
    /// Rows below the view whose images load ahead of scrolling.
    static let preloadRows = 3
    /// The next page starts loading when the selection is this close to the end.
    static let loadMoreThreshold = 3
    /// Ticks between reloads while following comments (a tick is 100 ms).
    static let followTicks = 50
    /// Terminals at least this wide show the selected image in a panel on the right; narrower ones keep
    /// the textual status only.
    static let imagePanelMinimumColumns = 80

    /// The columns of the image panel on the right of the feed, 0 without one.
    static func imagePanelColumns(_ size: TerminalSize, showsImages: Bool) -> Int {
        guard showsImages, size.columns >= imagePanelMinimumColumns else { return 0 }
        return size.columns * 2 / 5
    }

    /// The feed's rows of `rowLines` lines, between header and footer.
    static func feedList(rowLines: Int = feedRowLines) -> ListViewport {
        ListViewport(headerLines: headerLines, footerLines: footerLines, rowLines: rowLines)
    }

    /// How many feed rows of `rowLines` lines fit between header and footer.
    static func feedViewportRows(_ size: TerminalSize, rowLines: Int = feedRowLines) -> Int {
        feedList(rowLines: rowLines).rows(onScreen: size.rows)
    }

    /// The box of the selected image inside the panel (a blank column each side), nil without a panel.
    static func previewBox(_ size: TerminalSize) -> CellBox? {
        let panel = imagePanelColumns(size, showsImages: true)
        let rows = size.rows - headerLines - footerLines
        guard panel > 2, rows > 0 else { return nil }
        return CellBox(columns: panel - 2, rows: rows)
    }

    /// How many comment lines fit between header and footer, above an open composer.
    static func commentsViewportLines(_ size: TerminalSize, composerOpen: Bool) -> Int {
        ListViewport(headerLines: headerLines, footerLines: footerLines + (composerOpen ? 1 : 0)).rows(
            onScreen: size.rows)
    }

    /// The wrapped lines of a comment's message, indented under its author line.
    static func messageLines(_ message: String, columns: Int) -> [String] {
        TerminalText.wrap(TerminalText.safe(message, lineBreaks: .keep), width: max(1, columns - 2))
    }

    /// The lines one comment or draft takes: author line, message, blank line.
    static func blockHeight(_ message: String, columns: Int) -> Int {
        messageLines(message, columns: columns).count + 2
    }
}
