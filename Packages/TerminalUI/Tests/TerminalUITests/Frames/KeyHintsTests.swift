import TerminalUI
import Testing

@Suite("KeyHints: a footer's key hints joined, fitted by leaving whole hints out, and where each is for a click")
struct KeyHintsTests {
    enum Meaning: Hashable, Sendable { case move, open, help, quit }

    let hints = [
        KeyHint(keys: "↑↓", label: "move", meaning: Meaning.move), KeyHint(keys: "⏎", label: "open", meaning: .open),
        KeyHint(keys: "?", label: "keys", meaning: .help), KeyHint(keys: "q", label: "quit", meaning: .quit),
    ]

    @Test("joined with a dot between")
    func join() {
        #expect(KeyHints.join(hints) == "↑↓ move · ⏎ open · ? keys · q quit")
        #expect(KeyHints.join([KeyHint<Meaning>]()) == "")
    }

    @Test("too wide: the last of the priority goes first, then any hint not in it before those that are")
    func kept() {
        let priority: [Meaning] = [.quit, .move, .open]

        #expect(KeyHints.kept(hints, width: 34, priority: priority).map(\.meaning) == [.move, .open, .help, .quit])
        #expect(KeyHints.kept(hints, width: 25, priority: priority).map(\.meaning) == [.move, .open, .quit])
        #expect(KeyHints.kept(hints, width: 20, priority: priority).map(\.meaning) == [.move, .quit])
        #expect(KeyHints.kept(hints, width: 3, priority: priority).isEmpty)
    }

    @Test("each hint's columns from the first one's, counting wide characters as two")
    func targets() {
        let wide = [
            KeyHint(keys: "q", label: "終了", meaning: Meaning.quit), KeyHint(keys: "?", label: "k", meaning: .help),
        ]

        let targets = KeyHints.targets(wide, from: 2)

        #expect(targets.map(\.columns) == [2..<8, 11..<14])
        #expect(targets.map(\.meaning) == [.quit, .help])
    }
}
