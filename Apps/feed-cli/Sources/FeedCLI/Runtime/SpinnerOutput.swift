import TerminalUI

/// Stderr as the spinner sees it: a terminal only when stdout is one too, so that `feed --all | less` gets no
/// spinner drawn over the pager's screen.
struct SpinnerOutput: TextOutput {
    let standardError: any TextOutput
    let standardOutput: any TextOutput

    var isTerminal: Bool { standardError.isTerminal && standardOutput.isTerminal }

    func write(_ text: String) {
        standardError.write(text)
    }
}
