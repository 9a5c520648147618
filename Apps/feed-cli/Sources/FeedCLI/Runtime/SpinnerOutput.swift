import TerminalUI

/// Stderr as the spinner sees it: a terminal only when stdout is one too, so that `feed --all | less` gets no
/// spinner drawn over the pager's screen.
struct SpinnerOutput: TextOutput {
    let standardError: any TextOutput
    let standardOutput: any TextOutput

    /// Both are terminals, and no pager has taken the terminal (it starts with the first line written).
    var isTerminal: Bool {
        standardError.isTerminal && standardOutput.isTerminal && (standardOutput as? LazyPager)?.hasStarted != true
    }

    func write(_ text: String) {
        standardError.write(text)
    }
}
