import Foundation
import SharedPresentation
import SnapshotTesting
import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("Comments screen drawing: the composer's line, its cursor and refusals, and a failed reload over comments")
struct CommentComposerRenderingTests {
    @Test(
        "the composer's line is drawn above the hints whatever the list shows",
        arguments: CommentComposerScenarios.all.prefix(3))
    func composerLineIsDrawnWhateverTheListShows(scenario: BrowserScenario) {
        let lines = render(scenario.make(TerminalSize(columns: 40, rows: 12)), theme: .none)

        #expect(lines[10].hasPrefix(" › "), "\(scenario.name): \(lines)")
        #expect(lines[11].hasPrefix(" ⏎ send · Esc close, text kept"), "says Esc keeps the text: \(lines[11])")
    }

    @Test("the cursor is a reverse-video cell at its place in the text")
    func cursorIsAReverseVideoCell() {
        var state = CommentComposerScenarios.overNoComments(TerminalSize(columns: 40, rows: 12))
        _ = state.press(.left, .left)

        let line = render(state, theme: .dark)[10]

        #expect(line.contains(Theme.dark.body.apply("Firs") + Theme.dark.body.with(.inverse).apply("t")), "\(line)")
        #expect(visibleText(line).hasPrefix(" › First! "))
    }

    @Test("without colour the cursor is a bar before its character")
    func cursorWithoutColourIsABar() {
        var state = CommentComposerScenarios.overNoComments(TerminalSize(columns: 40, rows: 12))
        _ = state.press(.home)

        #expect(render(state, theme: .none)[10].hasPrefix(" › ▏First! "))
    }

    @Test("a draft longer than the line shows the part around the cursor, with … for the rest and the count past 1000")
    func aLongDraftShowsThePartAroundTheCursor() {
        var state = CommentComposerScenarios.overNoComments(TerminalSize(columns: 40, rows: 12))
        _ = state.type(String(repeating: "x", count: 1_000))
        _ = state.press(.home)

        let line = render(state, theme: .none)[10]

        #expect(line.hasPrefix(" › ▏First!xxxx"), "\(line)")
        #expect(line.hasSuffix("… 1006/1000 "), "\(line)")
    }

    @Test("the counter counts as the comment rule does: blanks after a message of 1000 characters show no count")
    func counterCountsAsTheCommentRuleDoes() {
        var state = CommentComposerScenarios.overNoComments(TerminalSize(columns: 40, rows: 12))
        _ = state.type(String(repeating: "x", count: 994) + "   ")

        let line = render(state, theme: .none)[10]
        let effects = state.press(.enter)

        #expect(!line.contains("/1000"), "\(line)")
        #expect(effects.contains { if case .postComment = $0 { true } else { false } }, "the message is posted")
    }

    @Test("Enter on blanks says why in the hints, in the reader's language")
    func enterOnBlanksSaysWhy() {
        let state = CommentComposerScenarios.blankRefused(TerminalSize(columns: 60, rows: 12))

        #expect(render(state, theme: .none)[11].hasPrefix(" Type a comment first · ⏎ send"))
        #expect(render(state, theme: .none, language: "de")[11].hasPrefix(" Zuerst einen Kommentar schreiben ·"))
    }

    @Test(
        "the refusals and the retry note are translated in every language, not left in English",
        arguments: SupportedLanguages.all.filter { $0 != "en" })
    func refusalsAndRetryNoteAreTranslated(language: String) {
        for key in [BrowserStrings.Key.composerBlank, .composerTooLong, .retrying] {
            let english = BrowserStrings.string(key, language: "en")

            #expect(BrowserStrings.string(key, language: language) != english, "\(language): \(key)")
        }
    }

    @Test("a failed reload while following keeps the comments and shows the failure in the hints line")
    func aFailedReloadKeepsTheComments() {
        let lines = render(
            CommentComposerScenarios.followReloadFailed(TerminalSize(columns: 100, rows: 12)), theme: .none)

        #expect(lines[2].hasPrefix(" ana · "), "\(lines)")
        #expect(lines[11].hasPrefix(" ✗ Couldn't connect to server — retrying · Esc back"), "\(lines[11])")
    }

    @Test("every composer frame has exactly the terminal's rows and columns", arguments: CommentComposerScenarios.all)
    func everyFrameHasExactlyTheTerminalsSize(scenario: BrowserScenario) {
        for (columns, rows) in [(1, 1), (5, 3), (13, 7), (40, 12), (79, 24)] {
            let lines = render(scenario.make(TerminalSize(columns: columns, rows: rows)), theme: .dark)

            #expect(lines.count == rows, "\(scenario.name) \(columns)×\(rows)")
            #expect(lines.allSatisfy { DisplayWidth.of(visibleText($0)) == columns }, "\(scenario.name) \(lines)")
        }
    }

    @Test("snapshots, plain", arguments: CommentComposerScenarios.all, [40, 120])
    func snapshotsPlain(scenario: BrowserScenario, columns: Int) {
        let frame = render(scenario.make(TerminalSize(columns: columns, rows: 16)), theme: .none)

        assertSnapshot(
            of: frame.map { $0 + "|" }.joined(separator: "\n"), as: .lines, named: "\(scenario.name)-\(columns)")
    }

    @Test("snapshot of the cursor in the dark theme, with visible escapes")
    func snapshotOfTheCursorInTheDarkTheme() {
        let state = CommentComposerScenarios.cursorInALongDraft(TerminalSize(columns: 40, rows: 16))

        let frame = render(state, theme: .dark).map { $0 + "|" }.joined(separator: "\n")

        assertSnapshot(of: frame.replacingOccurrences(of: "\u{1B}", with: "␛"), as: .lines)
    }

    // MARK: - Helpers

    private func render(_ state: BrowserState, theme: Theme, language: String = "en") -> [String] {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return BrowserRenderer(theme: theme, language: language, currentDate: referenceDate, calendar: calendar)
            .render(state)
    }
}
