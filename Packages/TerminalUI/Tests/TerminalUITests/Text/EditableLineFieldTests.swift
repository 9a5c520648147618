import TerminalUI
import Testing

@Suite("EditableLine as a text field: the window around the cursor, the cursor shown with or without colour")
struct EditableLineFieldTests {
    @Test("with colour the cursor is a reverse-video cell")
    func cursorIsReverseVideoWithColour() {
        let theme = Theme.dark
        let field = EditableLine("ab", cursor: 1)
        var line = FrameLine()

        field.appendField(to: &line, width: 10, theme: theme)

        var expected = FrameLine()
        expected.append("a", theme.body)
        expected.append("b", theme.body.with(.inverse))
        #expect(line == expected)
    }

    @Test("without colour a bar stands before the cursor's cell; hidden text shows as …")
    func barBeforeTheCursorWithoutColourAndEllipsesForHiddenText() {
        let field = EditableLine("abcdefghijklmnop", cursor: 8)
        var line = FrameLine()

        field.appendField(to: &line, width: 8, theme: .none)

        #expect(line.rendered(width: 12) == "…defgh▏i…   ")
    }
}
