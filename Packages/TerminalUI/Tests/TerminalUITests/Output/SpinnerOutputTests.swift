import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite("A spinner's output: drawn only where it cannot land in another program's text")
struct SpinnerOutputTests {
    private let terminal = BufferedOutput(isTerminal: true)
    private let pipe = BufferedOutput(isTerminal: false)

    @Test("a terminal only when stdout is one too (program | less drew over the pager)")
    func needsBothStreamsOnATerminal() {
        #expect(SpinnerOutput(standardError: terminal, standardOutput: terminal).isTerminal)
        #expect(!SpinnerOutput(standardError: terminal, standardOutput: pipe).isTerminal)
        #expect(!SpinnerOutput(standardError: pipe, standardOutput: terminal).isTerminal)
    }

    @Test("no terminal where the cursor does not move (TERM=dumb) or a pager holds the terminal")
    func dumbTerminalOrPager() {
        let dumb = SpinnerOutput(standardError: terminal, standardOutput: terminal, environment: ["TERM": "dumb"])
        let paged = SpinnerOutput(standardError: terminal, standardOutput: OccupiedTerminal())

        #expect(!dumb.isTerminal)
        #expect(!paged.isTerminal)
    }

    @Test("what a spinner writes goes to stderr")
    func writesToStandardError() {
        SpinnerOutput(standardError: terminal, standardOutput: pipe).write("x")

        #expect(terminal.text == "x")
        #expect(pipe.text.isEmpty)
    }

    @Test("an output that clears the spinner first: its line is erased before the text, and it says what its output is")
    func clearingOutput() {
        let spinner = Spinner(output: terminal)
        spinner.start(message: "Loading…")
        let clearing = SpinnerClearingOutput(output: pipe, spinner: spinner)

        clearing.write("text\n")
        let shownAfterwards = terminal.text

        #expect(pipe.text == "text\n")
        #expect(!clearing.isTerminal)
        #expect(clearing.passesGraphics)
        #expect(!clearing.occupiesTerminal)
        spinner.stop()
        #expect(terminal.text == shownAfterwards, "the spinner was already stopped by the write")
    }
}

/// A terminal a pager has taken.
private struct OccupiedTerminal: TextOutput {
    var isTerminal: Bool { true }
    var occupiesTerminal: Bool { true }
    func write(_ text: String) {}
}
