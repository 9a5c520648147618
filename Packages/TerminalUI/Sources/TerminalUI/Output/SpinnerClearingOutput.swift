/// An output that erases the spinner's line before anything is written to it: the first line of text (or of the
/// pager, which starts with it) never shares the terminal's line with "Loading…", whatever the command writes first.
public struct SpinnerClearingOutput: TextOutput {
    let output: any TextOutput
    let spinner: Spinner

    /// `output`, erasing `spinner`'s line before each write.
    public init(output: any TextOutput, spinner: Spinner) {
        self.output = output
        self.spinner = spinner
    }

    public var isTerminal: Bool { output.isTerminal }
    public var passesGraphics: Bool { output.passesGraphics }
    public var occupiesTerminal: Bool { output.occupiesTerminal }

    public func write(_ text: String) {
        spinner.stop()
        output.write(text)
    }
}
