import TerminalUI
import Testing

@testable import FeedBrowser

@Suite("BrowserKeymap: [keys] remaps every browser key; an unknown action or a key for two actions is refused")
struct BrowserKeymapTests {
    @Test("a remapped key does what the default did, and the default no longer does it")
    func remappedKeyActs() throws {
        var (state, _) = makeLoadedState()
        state.keymap = try make(("quit", ["x"], 3), ("move_down", ["w", "Ctrl-N"], 4))

        #expect(state.press(.character("q")) == [])
        _ = state.press(.character("w"), .control("n"))
        #expect(state.feed.selection == 2)
        #expect(state.press(.character("x")) == [.quit])
    }

    @Test("the comments screen reads its keys through the keymap too; the composer still takes every letter")
    func commentsScreen() throws {
        var (state, _) = makeLoadedState()
        state.keymap = try make(("back", ["b"], 2), ("comment", ["w"], 3))
        _ = state.press(.enter)

        _ = state.press(.character("w"))
        #expect(state.comments?.composer != nil)
        _ = state.type("b")
        #expect(state.comments?.composer?.text == "b")
        _ = state.press(.escape, .character("b"))
        #expect(state.screen == .feed)
    }

    @Test("an unknown action is refused with its line, the known ones listed")
    func unknownAction() {
        #expect(throws: BrowserKeymap.Failure.self) { try make(("jump", ["x"], 7)) }
        let failure = failure(("jump", ["x"], 7))
        #expect(failure?.line == 7)
        #expect(failure?.reason.contains("move_down") == true)
    }

    @Test("a key for two actions of one screen names both, and where the other got it")
    func conflicts() {
        let withDefault = failure(("quit", ["j"], 3))
        #expect(withDefault?.line == 3)
        #expect(withDefault?.action == "quit")
        #expect(withDefault?.reason == "takes j, which keys.move_down also takes (by default) on the feed screen.")

        let twoLines = failure(("reload", ["x"], 2), ("sort", ["x"], 5))
        #expect(twoLines?.line == 5)
        #expect(twoLines?.reason == "takes x, which keys.reload also takes (/c.toml:2) on the feed screen.")
    }

    @Test("one key for actions of different screens is fine: q quits the feed and leaves the comments")
    func differentScreensShare() throws {
        _ = try make(("quit", ["z"], 1), ("back", ["z"], 2))
    }

    @Test("a key that is none, and Ctrl-C or Ctrl-Z, are refused")
    func badKeys() {
        #expect(failure(("quit", ["banana"], 1))?.reason.contains("no such key") == true)
        #expect(failure(("quit", ["Ctrl-C"], 1))?.reason.contains("quits or suspends") == true)
        #expect(failure(("help", ["ctrl-z"], 1)) != nil)
    }

    @Test("the help shows the keys in force, and the footer's hints too")
    func helpAndFooterShowTheKeysInForce() throws {
        var (state, _) = makeLoadedState()
        state.keymap = try make(("quit", ["x"], 1), ("search", ["Ctrl-F"], 2))
        _ = state.press(.character("?"))

        let help = HelpRenderer(theme: .none, language: "en", keymap: state.keymap).lines(.feed)
            .map { $0.rendered(width: 80) }
        let footer = FeedFooterRenderer(theme: .none, language: "en", keymap: state.keymap)
            .line(state.feed, columns: 100).rendered(width: 100)

        #expect(help.contains { $0.hasPrefix(" x  Ctrl-C") }, "\(help)")
        #expect(help.contains { $0.hasPrefix(" Ctrl-F ") && $0.contains("search") }, "\(help)")
        #expect(footer.contains("x quit"), "\(footer)")
        #expect(footer.contains("Ctrl-F search"), "\(footer)")
    }

    @Test("a click on a remapped hint does its action")
    func clickOnARemappedHint() throws {
        var (state, _) = makeLoadedState()
        state.keymap = try make(("quit", ["x"], 1))
        let footer = FeedFooterRenderer(theme: .none, language: "en", keymap: state.keymap)
            .line(state.feed, columns: standardSize.columns).rendered(width: standardSize.columns)
        let column = try #require(footer.range(of: "x quit")).lowerBound
        let width = DisplayWidth.of(String(footer[..<column]))

        let effects = state.press(.mouse(MouseEvent(.press(button: 0), row: standardSize.rows - 1, column: width)))

        #expect(effects == [.quit])
    }

    // MARK: - Helpers

    private func make(_ bindings: (String, [String], Int)...) throws -> BrowserKeymap {
        try BrowserKeymap.make(bindings.map { .init(action: $0.0, keys: $0.1, line: $0.2) }, path: "/c.toml")
    }

    private func failure(_ bindings: (String, [String], Int)...) -> BrowserKeymap.Failure? {
        do {
            _ = try BrowserKeymap.make(bindings.map { .init(action: $0.0, keys: $0.1, line: $0.2) }, path: "/c.toml")
            return nil
        } catch {
            return error
        }
    }
}
