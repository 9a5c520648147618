import EssentialFeed
import SharedPresentation
import TerminalUI

/// A feed row with a thumbnail, the way the feed cell of the reference app looks: the picture on the left;
/// location with the image status, description and id beside it; a blank line under it. The selection covers
/// the marker and the text, never the thumbnail, whose half-block colours it would flip.
struct PictureRowRenderer {
    let theme: Theme
    let language: String
    let spinner: String

    func lines(
        _ image: FeedImage, image status: ImageStatus?, thumbnail: RowPicture?, selected: Bool, new: Bool = false
    ) -> [ComposedLine] {
        let rows = FeedRowRenderer(theme: theme, language: language, spinner: spinner)
        let boxes = ThumbnailRenderer(theme: theme, language: language).lines(thumbnail, status: status)
        let texts = rows.textLines(image, status: status, first: FrameLine(" "), indent: " ", id: true)
        let lines = zip(boxes, texts).enumerated().map { row, pair in
            var marker = FrameLine(row == 0 ? rows.marker(selected, new: new) : "", style: theme.accent)
            var text = pair.1
            if selected {
                marker.background = theme.selection
                text.background = theme.selection
            }
            var line = ComposedLine(text)
            line.append(marker, width: BrowserLayout.thumbnailColumn)
            line.append(pair.0, width: BrowserLayout.thumbnailBox.columns)
            return line
        }
        return lines + Array(repeating: ComposedLine(), count: BrowserLayout.pictureRowLines - lines.count)
    }
}
