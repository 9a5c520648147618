import TerminalUI
import Testing

@Suite("KeyHintLine's key targets: a click on a hint is the key its action is known by")
struct KeyHintLineKeysTests {
    typealias Action = KeymapTests.Action

    @Test("each hint kept gives its columns and its action's first default key")
    func hintsGiveTheirActionsFirstDefaultKey() {
        let footer = KeyHintLine(hints: hints, priority: [.quit, .down, .open], style: .plain)

        let targets = footer.keyTargets(width: 40)

        #expect(targets.map(\.columns) == [1..<8, 11..<17, 20..<26])
        #expect(targets.map(\.key) == [.down, .enter, .character("q")])
    }

    @Test("a remapped action's hint still gives the default key the program reads it by")
    func remappedActionGivesItsDefaultKey() throws {
        let keymap = try Keymap<Action>.make([.init(action: "open", keys: ["o"], line: 1)], path: "keys.toml")
        let open = KeyHint(keys: keymap.hint(.open), label: "open", meaning: Action.open)
        let footer = KeyHintLine(hints: [open], priority: [.open], style: .plain)

        #expect(footer.line(width: 20).rendered(width: 20) == " o open             ")
        #expect(footer.keyTargets(width: 20).map(\.key) == [.enter])
    }

    @Test("hints left out for want of room have no target")
    func hintsLeftOutHaveNoTarget() {
        let footer = KeyHintLine(hints: hints, priority: [.quit, .down, .open], style: .plain)

        #expect(footer.keyTargets(width: 9).map(\.key) == [.character("q")])
    }

    /// `↑↓ move · ⏎ open · q quit`.
    private var hints: [KeyHint<Action>] {
        [
            KeyHint(keys: "↑↓", label: "move", meaning: .down), KeyHint(keys: "⏎", label: "open", meaning: .open),
            KeyHint(keys: "q", label: "quit", meaning: .quit),
        ]
    }
}
