import TerminalUI
import Testing

@Suite("KeyHintLine: a footer's leads, the hints that fit after them and a text on the right, and where a click is")
struct KeyHintLineTests {
    typealias Meaning = KeyHintsTests.Meaning

    /// `↑↓ move · ⏎ open · ? keys · q quit`, as KeyHints' tests have them.
    let hints = KeyHintsTests().hints
    let priority: [Meaning] = [.quit, .move, .open]

    @Test("without leads or a right text: a blank column, then the hints joined")
    func hintsAlone() {
        let footer = KeyHintLine(hints: hints, priority: priority, style: .plain)

        #expect(footer.line(width: 40).rendered(width: 40) == " ↑↓ move · ⏎ open · ? keys · q quit     ")
        #expect(footer.targets(width: 40).map(\.columns) == [1..<8, 11..<17, 20..<26, 29..<35])
    }

    @Test("the right text and its margins leave the hints less room: the least wanted go first")
    func rightTextLeavesLessRoom() {
        let footer = KeyHintLine(hints: hints, priority: priority, style: .plain, right: "12 / 230+")

        #expect(footer.kept(width: 40).map(\.meaning) == [.move, .open, .quit])
        #expect(footer.line(width: 40).rendered(width: 40) == " ↑↓ move · ⏎ open · q quit    12 / 230+ ")
    }

    @Test("leads come first and move the hints and their click columns right by their width")
    func leadsComeFirst() {
        let footer = KeyHintLine(
            hints: hints, priority: priority, style: .plain,
            leads: [.init(" ✗ failed ·", .plain), .init(" 終 ·", .plain)])

        #expect(footer.kept(width: 40).map(\.meaning) == [.move, .quit])
        #expect(footer.line(width: 40).rendered(width: 40) == " ✗ failed · 終 · ↑↓ move · q quit       ")
        #expect(footer.targets(width: 40).map(\.columns) == [17..<24, 27..<33])
        #expect(footer.targets(width: 40).map(\.meaning) == [.move, .quit])
    }

    @Test("too narrow for any hint: the line keeps its leads and right text, and no click finds a hint")
    func tooNarrowForAnyHint() {
        let footer = KeyHintLine(hints: hints, priority: priority, style: .plain, right: "1 / 2")

        #expect(footer.kept(width: 12).isEmpty)
        #expect(footer.targets(width: 12).isEmpty)
        #expect(footer.line(width: 12).rendered(width: 12) == "      1 / 2 ")
    }
}
