import TerminalUI
import Testing

@Suite("Keymap and KeyName: a program's keys by name, remapped from a configuration file, conflicts refused")
struct KeymapTests {
    enum Screen: CaseIterable, Hashable, Sendable { case list, detail }

    enum Action: String, KeyAction {
        case down, open, back, quit, edit

        static let programName = "the viewer"

        var scopes: Set<Screen> {
            switch self {
            case .open, .quit: [.list]
            case .back, .edit: [.detail]
            case .down: [.list, .detail]
            }
        }

        var defaultKeys: [Key] {
            switch self {
            case .down: [.down, .character("j")]
            case .open: [.enter]
            case .back: [.escape, .character("q")]
            case .quit: [.character("q")]
            case .edit: [.character("e")]
            }
        }
    }

    @Test("keys by name: Up, Enter, Esc, PgDn, Space and Ctrl-X, any case; one character as it is")
    func keyNames() {
        #expect(KeyName.parse("Up") == .up)
        #expect(KeyName.parse("ENTER") == .enter)
        #expect(KeyName.parse("esc") == .escape)
        #expect(KeyName.parse("PgDn") == .pageDown)
        #expect(KeyName.parse("space") == .character(" "))
        #expect(KeyName.parse("Ctrl-d") == .control("d"))
        #expect(KeyName.parse("^x") == .control("x"))
        #expect(KeyName.parse("G") == .character("G"))
        #expect(KeyName.parse("é") == .character("é"))
        #expect(KeyName.parse("Ctrl-1") == nil)
        #expect(KeyName.parse("Ctrl-M") == nil, "Enter on a terminal")
        #expect(KeyName.parse("banana") == nil)
        #expect(KeyName.parse("\u{7F}") == nil)
    }

    @Test("every key's name reads back as the key")
    func namesReadBack() {
        let keys: [Key] = [
            .up, .down, .left, .right, .pageUp, .pageDown, .home, .end, .enter, .escape, .backspace, .tab, .delete,
            .character(" "), .character("x"), .control("d"),
        ]

        for key in keys {
            #expect(KeyName.parse(KeyName.name(key)) == key, "\(KeyName.name(key))")
        }
        #expect(KeyName.name(.mouse(MouseEvent(.press(button: 0), row: 0, column: 0))) == "mouse")
    }

    @Test("the defaults: one key may act in two scopes that share no action")
    func defaults() {
        let keymap = Keymap<Action>.standard

        #expect(keymap.action(for: .character("q"), on: .list) == .quit)
        #expect(keymap.action(for: .character("q"), on: .detail) == .back)
        #expect(keymap.action(for: .character("e"), on: .list) == nil)
        #expect(keymap.canonical(.character("j"), on: .detail) == .down)
        #expect(keymap.label(.down, .back) == "↓ Esc j q")
        #expect(keymap.hint(.down, .open) == "↓⏎")
    }

    @Test("a remapped key stands for its action, known by the action's first default key; the old one no longer")
    func remapped() throws {
        let keymap = try Keymap<Action>.make([.init(action: "down", keys: ["n", "Ctrl-N"], line: 2)], path: "/k")

        #expect(keymap.canonical(.control("n"), on: .list) == .down)
        #expect(keymap.action(for: .character("j"), on: .list) == nil)
        #expect(keymap.label(.down) == "n Ctrl-N")
    }

    @Test("an unknown action, a key that is none, and Ctrl-C or Ctrl-Z are refused, naming the line")
    func refusals() {
        #expect(
            failure(("jump", ["x"], 7))
                == .init(
                    line: 7, action: "jump", problem: .unknownAction(known: ["down", "open", "back", "quit", "edit"])))
        #expect(failure(("jump", ["x"], 7))?.reason == "is no action of the viewer (down, open, back, quit, edit).")
        #expect(failure(("open", ["banana"], 3))?.reason.contains("no such key") == true)
        #expect(failure(("open", ["Ctrl-C"], 4))?.reason == "cannot take Ctrl-C: it quits or suspends on every screen.")
        #expect(failure(("open", ["ctrl-z"], 5))?.line == 5)
    }

    @Test("a key for two actions of one scope names both, and where the other got it")
    func conflicts() {
        #expect(
            failure(("open", ["j"], 3))?.reason
                == "takes j, which keys.down also takes (by default) on the list screen.")
        let twoLines = failure(("open", ["x"], 2), ("quit", ["x"], 5))
        #expect(twoLines?.line == 5)
        #expect(twoLines?.action == "quit")
        #expect(twoLines?.reason == "takes x, which keys.open also takes (/k:2) on the list screen.")
    }

    private func failure(_ bindings: (String, [String], Int)...) -> Keymap<Action>.Failure? {
        do {
            _ = try Keymap<Action>.make(bindings.map { .init(action: $0.0, keys: $0.1, line: $0.2) }, path: "/k")
            return nil
        } catch {
            return error
        }
    }
}
