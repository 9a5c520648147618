import Foundation
import SharedPresentation
import TerminalUI
import TerminalViews

/// Shows loaded image bytes: the picture and a one-line summary where pictures are drawn (a terminal, or an
/// explicit `--images`); on a terminal the summary (and, on stderr, how to save the bytes); else the bytes
/// themselves. Nothing for bytes already saved to a file. On a terminal that shows OSC 8 links, the summary links to
/// the image's URL, kept to printable ASCII as all server text.
struct ImageDataView: ResourceView {
    let runtime: FeedCLIRuntime
    let spinner: Spinner
    let language: String
    var pictures: PictureRenderer? = nil

    func display(_ viewModel: ImageBytes?) {
        spinner.stop()
        guard let data = viewModel?.data else { return }
        if let pictures {
            // Below it: the summary line, and the hint on stderr.
            let box = PictureBox.large(runtime.terminalSize(), textBelow: 2)
            let picture = pictures.picture(of: data, columns: box.columns, rows: box.rows)
            if let picture { runtime.standardOutput.write(PictureText(drawing: pictures.drawing).alone(picture)) }
        }
        if runtime.standardOutput.isTerminal || pictures != nil {
            let summary = ImageSummary.describe(data, language: language)
            let linked =
                runtime.standardOutput.isTerminal && TerminalLinks.supportsHyperlinks(environment: runtime.environment)
            let url = linked ? viewModel?.url.absoluteString : nil
            runtime.standardOutput.write((url.map { TerminalLinks.hyperlink(summary, url: $0) } ?? summary) + "\n")
            runtime.standardError.write(CLIStrings.string(.saveHint, language: language) + "\n")
        } else {
            runtime.writeStandardOutputBytes(data)
        }
    }
}
