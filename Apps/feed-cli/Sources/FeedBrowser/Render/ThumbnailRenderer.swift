import TerminalUI

/// The box of a row's thumbnail, `BrowserLayout.thumbnailBox` large: the picture centred in it (its half
/// blocks, or blank cells under a placed picture), dots while it loads, a `✗` when it failed or does not decode, a
/// quiet `–` when it is not saved offline.
struct ThumbnailRenderer {
    let theme: Theme

    static let box = Thumbnail(columns: BrowserLayout.thumbnailBox.columns, rows: BrowserLayout.thumbnailBox.rows)

    /// One cell line per row of the box, each `box.columns` wide.
    func lines(_ thumbnail: RowPicture?, status: ImageStatus?) -> [ComposedLine] {
        if let picture = thumbnail?.picture { return Self.box.lines(picture) }
        if status == .failed || status == .undecodable { return Self.box.markLines("✗", theme.error) }
        if status == .notSaved { return Self.box.markLines("–", theme.secondary) }
        return Self.box.loadingLines(theme.secondary)
    }
}
