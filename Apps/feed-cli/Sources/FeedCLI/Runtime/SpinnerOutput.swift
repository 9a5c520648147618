import TerminalUI

/// Stderr as the spinner sees it: a terminal only when stdout is one too, so that `feed --all | less` gets no
/// spinner drawn over the pager's screen, and only when the terminal moves its cursor (not `TERM=dumb`).
struct SpinnerOutput: TextOutput {
    let standardError: any TextOutput
    let standardOutput: any TextOutput
    var environment: [String: String] = [:]

    /// Both are terminals that move the cursor, and no pager has taken the terminal (it starts with the first line
    /// written).
    var isTerminal: Bool {
        standardError.isTerminal && standardOutput.isTerminal && !standardOutput.occupiesTerminal
            && environment["TERM"] != "dumb"
    }

    func write(_ text: String) {
        standardError.write(text)
    }
}
