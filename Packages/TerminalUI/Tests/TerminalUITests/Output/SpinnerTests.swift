import Foundation
import TerminalUITestSupport
import Testing

@testable import TerminalUI

@Suite("Spinner: activity on a terminal only")
struct SpinnerTests {
    @Test("writes nothing when the output is not a terminal")
    func silentWhenNotTerminal() {
        let output = BufferedOutput(isTerminal: false)
        let spinner = Spinner(output: output)

        spinner.start(message: "Loading…")
        spinner.stop()

        #expect(output.text == "")
    }

    @Test("draws a frame with the message and clears its line on stop")
    func drawsAndClears() async throws {
        let output = BufferedOutput(isTerminal: true)
        let spinner = Spinner(output: output, interval: .milliseconds(5))

        spinner.start(message: "Loading…")
        while !output.text.contains("Loading…") { try await Task.sleep(for: .milliseconds(5)) }
        spinner.stop()

        #expect(output.text.hasPrefix("\r\u{1B}[2K⠋ Loading…"))
        #expect(output.text.hasSuffix("\r\u{1B}[2K"))
    }

    @Test("sanitizes its message")
    func sanitizesMessage() async throws {
        let output = BufferedOutput(isTerminal: true)
        let spinner = Spinner(output: output, interval: .milliseconds(5))

        spinner.start(message: "a\u{1B}]0;x\u{07}b")
        while !output.text.contains("a�b") { try await Task.sleep(for: .milliseconds(5)) }
        spinner.stop()

        #expect(!output.text.contains("\u{07}"))
    }

    @Test("stop without start writes nothing")
    func stopWithoutStart() {
        let output = BufferedOutput(isTerminal: true)

        Spinner(output: output).stop()

        #expect(output.text == "")
    }

    @Test("the frame of a beat: the frames in turn, from the first again after the last")
    func frameOfABeat() {
        #expect(Spinner.frame(0) == "⠋")
        #expect(Spinner.frame(1) == "⠙")
        #expect(Spinner.frame(Spinner.frames.count) == "⠋")
        #expect(Spinner.frame(Spinner.frames.count * 3 + 2) == "⠹")
    }
}
