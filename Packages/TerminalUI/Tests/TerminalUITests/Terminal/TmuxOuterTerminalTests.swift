import Testing

@testable import TerminalUI

@Suite("TmuxOuterTerminal: what tmux knows of the terminal outside it")
struct TmuxOuterTerminalTests {
    @Test("reads the client's name, type and passthrough, then the server's environment")
    func parsesTheAnswers() {
        let output = "xterm-kitty\tkitty(0.35.2)\t1\nKITTY_WINDOW_ID=3\n-SSH_AUTH_SOCK\nTERM_PROGRAM=a=b\n"

        let outer = TmuxOuterTerminal(parsing: output)

        #expect(
            outer
                == TmuxOuterTerminal(
                    termName: "xterm-kitty", termType: "kitty(0.35.2)", passesThrough: true,
                    environment: ["KITTY_WINDOW_ID": "3", "TERM_PROGRAM": "a=b"]))
    }

    @Test("passthrough counts when on or all, whether tmux says it as a word or a number")
    func passthroughValues() {
        let values = ["1", "on", "all", "0", "off", ""].map { TmuxOuterTerminal(parsing: "x\ty\t\($0)").passesThrough }

        #expect(values == [true, true, true, false, false, false])
    }

    @Test(
        "placeholders are drawn by kitty from 0.28 on and by Ghostty, found from the client, else the environment",
        arguments: [
            (TmuxOuterTerminal(termName: "xterm-kitty", termType: "kitty(0.28.0)"), true),
            (TmuxOuterTerminal(termName: "xterm-256color", termType: "kitty(0.41.1)"), true),
            (TmuxOuterTerminal(termName: "xterm-kitty", termType: "kitty(0.27.1)"), false),
            (TmuxOuterTerminal(termName: "xterm-ghostty", termType: "ghostty 1.1.3"), true),
            (TmuxOuterTerminal(termName: "xterm-256color", termType: "WezTerm 20240203"), false),
            (TmuxOuterTerminal(termName: "xterm-kitty"), true),
            (TmuxOuterTerminal(termName: "xterm-256color", environment: ["KITTY_WINDOW_ID": "1"]), false),
            (TmuxOuterTerminal(environment: ["KITTY_WINDOW_ID": "1"]), true),
            (TmuxOuterTerminal(environment: ["TERM_PROGRAM": "ghostty"]), true),
            (TmuxOuterTerminal(), false),
        ])
    func drawsPlaceholders(_ outer: TmuxOuterTerminal, _ expected: Bool) {
        var passing = outer
        passing.passesThrough = true

        #expect(passing.drawsKittyPlaceholders == expected)
        #expect(!outer.drawsKittyPlaceholders, "never without passthrough")
    }

    @Test("asks tmux once, about the pane it runs in, and nothing outside tmux")
    func asksTmuxAboutThePane() {
        var calls: [[String]] = []
        let run: ([String]) -> String? = {
            calls.append($0)
            return "xterm-kitty\tkitty(0.35.2)\t1\n"
        }

        let outside = TmuxOuterTerminal.ask(environment: ["TERM": "xterm-kitty"], run: run)
        let inside = TmuxOuterTerminal.ask(
            environment: ["TMUX": "/tmp/tmux-0/default,1,0", "TMUX_PANE": "%3"], run: run)

        #expect(outside == nil)
        #expect(inside?.drawsKittyPlaceholders == true)
        #expect(
            calls == [
                [
                    "display-message", "-p", "-t", "%3", "#{client_termname}\t#{client_termtype}\t#{allow-passthrough}",
                    ";", "show-environment", "-g",
                ]
            ])
    }

    @Test("a tmux that cannot be asked says nothing")
    func unreachableTmux() {
        let outer = TmuxOuterTerminal.ask(
            environment: ["TMUX": "/nonexistent/socket,1,0", "PATH": "/usr/bin:/bin"],
            run: {
                TmuxOuterTerminal.runTmux(
                    $0, environment: ["TMUX": "/nonexistent/socket,1,0", "PATH": "/usr/bin:/bin"])
            })

        #expect(outer == nil)
    }
}
