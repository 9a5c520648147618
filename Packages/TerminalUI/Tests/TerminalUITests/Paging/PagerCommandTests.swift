import Testing

@testable import TerminalUI

@Suite("The pager command: the program's variable, then PAGER, then less -FRX")
struct PagerCommandTests {
    @Test(
        "the first variable set wins, and empty or cat means no pager",
        arguments: [
            ([:], "less -FRX"),
            (["PAGER": "more"], "more"),
            (["PAGER": "more", "APP_PAGER": " most "], "most"),
            (["APP_PAGER": ""], nil),
            (["PAGER": "cat"], nil),
        ] as [([String: String], String?)])
    func command(environment: [String: String], expected: String?) {
        #expect(PagerCommand.command(environment: environment, variable: "APP_PAGER") == expected)
    }

    @Test("LESS is FRX unless the environment sets it")
    func lessOptions() {
        #expect(PagerCommand.environment(["A": "1"]) == ["A": "1", "LESS": "FRX"])
        #expect(PagerCommand.environment(["LESS": "R"]) == ["LESS": "R"])
    }
}

@Suite("A pager's program looked up before its shell starts")
struct PagerProgramTests {
    @Test(
        "a program neither on PATH nor an executable path is missing; what the shell reads itself is not",
        arguments: [
            ("no-such-pager -R", true),
            ("/no/such/pager", true),
            ("sh -c cat", false),
            ("/bin/sh", false),
            ("LESS=R less", false),
            ("exec no-such-pager", false),
            ("", false),
        ])
    func missing(command: String, expected: Bool) {
        #expect(PagerProgram.isMissing(command, environment: ["PATH": "/usr/bin:/bin"]) == expected)
    }

    @Test("an empty PATH entry is the current folder")
    func emptyPathEntry() {
        #expect(!PagerProgram.isMissing("sh", environment: ["PATH": ":/bin"]))
        #expect(PagerProgram.isMissing("sh", environment: ["PATH": "/nonexistent"]))
    }
}
