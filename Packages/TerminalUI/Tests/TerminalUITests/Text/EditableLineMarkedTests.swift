import TerminalUI
import Testing

@Suite("EditableLine.marked(cursor:): a line typed inline in text, a mark at its cursor")
struct EditableLineMarkedTests {
    @Test("the mark stands at the cursor, at the end after typing")
    func markAtTheCursor() {
        var line = EditableLine("rome")
        #expect(line.marked() == "rome▏")

        _ = line.edit(.left)
        _ = line.edit(.left)

        #expect(line.marked() == "ro▏me")
        #expect(line.marked(cursor: "|") == "ro|me")
    }

    @Test("an empty line is the mark alone")
    func emptyLineIsTheMarkAlone() {
        #expect(EditableLine().marked() == "▏")
    }

    @Test("what was typed reaches the terminal safe: control characters never go out as they are")
    func typedTextIsSafe() {
        let line = EditableLine("a\u{1B}[2Jb")

        #expect(!line.marked().contains("\u{1B}"))
        #expect(line.marked().hasSuffix("▏"))
    }
}
