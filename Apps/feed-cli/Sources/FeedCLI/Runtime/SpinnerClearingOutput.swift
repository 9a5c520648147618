import TerminalUI

/// An output that erases the spinner's line before anything is written to it: the first line of text (or of the
/// pager, which starts with it) never shares the terminal's line with "Loading…", whatever the command writes first.
struct SpinnerClearingOutput: TextOutput {
    let output: any TextOutput
    let spinner: Spinner

    var isTerminal: Bool { output.isTerminal }
    var passesGraphics: Bool { output.passesGraphics }
    var occupiesTerminal: Bool { output.occupiesTerminal }

    func write(_ text: String) {
        spinner.stop()
        output.write(text)
    }
}
