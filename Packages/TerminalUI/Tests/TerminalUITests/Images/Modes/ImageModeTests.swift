import Testing

@testable import TerminalUI

@Suite("ImageMode: --images and the terminal decide how pictures are drawn")
struct ImageModeTests {
    /// One environment and terminal answer, the drawing expected, and a name for the case.
    struct Resolution: Sendable, CustomTestStringConvertible {
        let environment: [String: String]
        let answer: GraphicsQueryReply?
        let expected: ImageDrawing?
        let testDescription: String

        init(_ environment: [String: String], _ answer: GraphicsQueryReply?, _ expected: ImageDrawing?, _ name: String)
        {
            (self.environment, self.answer, self.expected, self.testDescription) = (environment, answer, expected, name)
        }
    }

    @Test(
        "auto follows the environment, then the terminal's answer, then falls back to blocks",
        arguments: [
            Resolution([:], nil, .blocks, "nothing known, no answer"),
            Resolution(["TERM": "xterm-256color"], GraphicsQueryReply(isComplete: true), .blocks, "a plain xterm"),
            Resolution(
                ["TERM": "xterm-256color"], GraphicsQueryReply(sixel: true, isComplete: true), .inline(.sixel),
                "answers sixel"),
            Resolution(
                ["TERM": "xterm-256color"], GraphicsQueryReply(kitty: true, sixel: true), .inline(.kitty),
                "answers both"),
            Resolution(["TERM": "xterm-kitty"], nil, .inline(.kitty), "kitty's TERM"),
            Resolution(["KITTY_WINDOW_ID": "2", "TERM": "xterm-256color"], nil, .inline(.kitty), "kitty's window"),
            Resolution(["TERM_PROGRAM": "iTerm.app"], nil, .inline(.iTerm2), "iTerm2"),
            Resolution(["LC_TERMINAL": "iTerm2"], nil, .inline(.iTerm2), "iTerm2 over ssh"),
            Resolution(["TERM_PROGRAM": "WezTerm"], GraphicsQueryReply(kitty: true), .inline(.sixel), "WezTerm"),
            Resolution(["TERM": "foot"], nil, .inline(.sixel), "foot"),
            Resolution(["TERM": "mlterm"], nil, .inline(.sixel), "mlterm"),
            Resolution(["TERM": "xterm-kitty", "TMUX": "/tmp/tmux"], GraphicsQueryReply(kitty: true), .blocks, "tmux"),
            Resolution(["TERM": "screen-256color"], nil, .blocks, "screen's TERM"),
            Resolution(["TERM": "tmux-256color"], nil, .blocks, "tmux's TERM"),
            Resolution(["STY": "1.pts", "TERM_PROGRAM": "iTerm.app"], nil, .blocks, "GNU screen"),
            Resolution(["TERM": "dumb"], nil, nil, "a dumb terminal"),
            Resolution(["TERM": "xterm-kitty", "NO_COLOR": ""], nil, nil, "NO_COLOR"),
        ])
    func autoFollowsTheEnvironment(_ resolution: Resolution) {
        let drawing = ImageMode.auto.drawing(
            environment: resolution.environment, isTerminal: true, usesColor: true, askTerminal: { resolution.answer })

        #expect(drawing == resolution.expected, "\(resolution.testDescription)")
    }

    @Test("auto draws nothing off a terminal or without colour, and asks the terminal nothing then")
    func autoDrawsNothingOffATerminalOrWithoutColour() {
        var asked = 0
        let ask: () -> GraphicsQueryReply? = {
            asked += 1
            return GraphicsQueryReply(kitty: true, isComplete: true)
        }

        let offTerminal = ImageMode.auto.drawing(environment: [:], isTerminal: false, usesColor: true, askTerminal: ask)
        let noColor = ImageMode.auto.drawing(environment: [:], isTerminal: true, usesColor: false, askTerminal: ask)

        #expect(offTerminal == nil)
        #expect(noColor == nil)
        #expect(asked == 0)
    }

    @Test("auto asks the terminal only when the environment says nothing")
    func autoAsksOnlyWhenTheEnvironmentSaysNothing() {
        var asked = 0
        let ask: () -> GraphicsQueryReply? = {
            asked += 1
            return nil
        }

        _ = ImageMode.auto.drawing(
            environment: ["TERM": "xterm-kitty"], isTerminal: true, usesColor: true, askTerminal: ask)
        #expect(asked == 0)
        _ = ImageMode.auto.drawing(environment: ["TERM": "xterm"], isTerminal: true, usesColor: true, askTerminal: ask)
        #expect(asked == 1)
    }

    @Test("an explicit mode is taken as given, even off a terminal; off draws nothing")
    func explicitModesAreTakenAsGiven() {
        let drawings = ImageMode.allCases.map {
            $0.drawing(environment: ["TERM": "dumb", "STY": "x"], isTerminal: false, usesColor: false)
        }

        #expect(drawings == [nil, .inline(.kitty), .inline(.iTerm2), .inline(.sixel), .blocks, nil])
    }

    @Test("kitty asked for inside tmux is drawn through placeholders, whatever tmux says")
    func explicitKittyInsideTmuxUsesPlaceholders() {
        let drawing = ImageMode.kitty.drawing(
            environment: ["TMUX": "/tmp/tmux-0/default,1,0"], isTerminal: true, usesColor: true,
            askTmux: { TmuxOuterTerminal(termType: "kitty(0.26.5)") })

        #expect(drawing == .inline(.kittyPlaceholders))
    }

    @Test(
        "auto inside tmux draws kitty placeholders only when the terminal outside draws them and tmux passes them",
        arguments: [
            (TmuxOuterTerminal(termName: "xterm-kitty", termType: "kitty(0.35.2)", passesThrough: true), true),
            (TmuxOuterTerminal(termName: "xterm-kitty", termType: "kitty(0.35.2)", passesThrough: false), false),
            (TmuxOuterTerminal(termName: "xterm-kitty", termType: "kitty(0.26.5)", passesThrough: true), false),
            (TmuxOuterTerminal(termName: "xterm-256color", termType: "XTerm(379)", passesThrough: true), false),
        ])
    func autoInsideTmuxAsksTmux(_ outer: TmuxOuterTerminal, _ placeholders: Bool) {
        let environment = ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0"]

        let drawing = ImageMode.auto.drawing(
            environment: environment, isTerminal: true, usesColor: true, askTmux: { outer })

        #expect(drawing == (placeholders ? .inline(.kittyPlaceholders) : .blocks))
    }

    @Test("auto asks tmux nothing outside tmux, nor inside GNU screen")
    func autoAsksTmuxOnlyInsideTmux() {
        var asked = 0
        let ask: () -> TmuxOuterTerminal? = {
            asked += 1
            return TmuxOuterTerminal(termType: "kitty(0.35.2)", passesThrough: true)
        }

        let kitty = ImageMode.auto.drawing(
            environment: ["TERM": "xterm-kitty"], isTerminal: true, usesColor: true, askTmux: ask)
        let screen = ImageMode.auto.drawing(
            environment: ["TERM": "screen", "STY": "1.pts"], isTerminal: true, usesColor: true, askTmux: ask)

        #expect(kitty == .inline(.kitty))
        #expect(screen == .blocks)
        #expect(asked == 0)
    }

    @Test(
        "parses --images and FEED_CLI_IMAGES values, the usual words for off included",
        arguments: [
            ("auto", ImageMode.auto), ("KITTY", .kitty), ("iterm2", .iterm2), ("sixel", .sixel), ("blocks", .blocks),
            ("off", .off), ("0", .off), ("no", .off), ("False", .off), ("none", .off),
        ])
    func parsesValues(_ text: String, _ expected: ImageMode) {
        #expect(ImageMode(parsing: text) == expected)
    }

    @Test("an unknown value is nil, for the caller to report")
    func unknownValuesAreNil() {
        #expect(ImageMode(parsing: "png") == nil)
        #expect(ImageMode(parsing: "") == nil)
    }

    @Test(
        "the pixel box: blocks 8×16 pixels a cell (halved past 1024), sixel the cells' pixels, kitty capped, iTerm2 the file"
    )
    func pixelBoxPerProtocol() {
        let cell = CellSize(width: 9, height: 18)

        #expect(
            ImageDrawing.blocks.pixelSize(columns: 10, rows: 4, cell: cell).map { [$0.width, $0.height] } == [80, 64])
        #expect(ImageDrawing.blocks.pixelSize(columns: 200, rows: 60).map { [$0.width, $0.height] } == [800, 480])
        #expect(
            ImageDrawing.inline(.sixel).pixelSize(columns: 10, rows: 4, cell: cell).map { [$0.width, $0.height] } == [
                90, 72,
            ])
        #expect(
            ImageDrawing.inline(.kitty).pixelSize(columns: 10, rows: 4, cell: cell).map { [$0.width, $0.height] } == [
                90, 72,
            ])
        #expect(
            ImageDrawing.inline(.kitty).pixelSize(columns: 200, rows: 60).map { [$0.width, $0.height] } == [1024, 614])
        #expect(ImageDrawing.inline(.iTerm2).pixelSize(columns: 10, rows: 4, cell: cell) == nil)
        #expect(
            ImageDrawing.inline(.sixel).pixelSize(columns: 10, rows: 4).map { [$0.width, $0.height] } == [100, 80])
    }

    @Test(
        "every protocol's pixel box is at most 1024 a side, whatever pixel size the terminal reports",
        arguments: [ImageDrawing.blocks, .inline(.sixel), .inline(.kitty), .inline(.kittyPlaceholders)])
    func pixelBoxIsCapped(drawing: ImageDrawing) throws {
        let reported = CellSize(width: 65_535 / 16, height: 65_535 / 16)

        let box = try #require(drawing.pixelSize(columns: 2_000, rows: 600, cell: reported))

        #expect(max(box.width, box.height) == 1_024)
        #expect(box.width * box.height * 3 <= InlineImageEncoder.maximumBytes)
    }
}
