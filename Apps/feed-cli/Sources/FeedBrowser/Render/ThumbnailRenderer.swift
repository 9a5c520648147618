import TerminalUI
import TerminalViews

/// The box of a row's thumbnail, `BrowserLayout.thumbnailBox` large: the picture centred in it (its half
/// blocks, or blank cells under a placed picture), dots while it loads, ``MissingPicture``'s dim "no picture" when it
/// failed or does not decode, a quiet `–` when it is not saved offline.
struct ThumbnailRenderer {
    let theme: Theme
    let language: String

    static let box = Thumbnail(columns: BrowserLayout.thumbnailBox.columns, rows: BrowserLayout.thumbnailBox.rows)

    /// One cell line per row of the box, each `box.columns` wide.
    func lines(_ thumbnail: RowPicture?, status: ImageStatus?) -> [ComposedLine] {
        if let picture = thumbnail?.picture { return Self.box.lines(picture) }
        if status == .failed || status == .undecodable {
            let missing = MissingPicture.box(
                columns: Self.box.columns, rows: Self.box.rows, theme: theme, language: language)
            return Self.box.lines(missing)
        }
        if status == .notSaved { return Self.box.markLines("–", theme.secondary) }
        return Self.box.loadingLines(theme.secondary)
    }
}
