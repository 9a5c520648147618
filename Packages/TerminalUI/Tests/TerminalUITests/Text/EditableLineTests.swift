import Testing

@testable import TerminalUI

@Suite("EditableLine: a typed line with a cursor, edited by the keys of a shell prompt")
struct EditableLineTests {
    @Test("typing inserts at the cursor, which starts at the end")
    func typingInsertsAtTheCursor() {
        var line = EditableLine("held")

        _ = line.edit(.left)
        _ = line.edit(.left)
        let edited = line.edit(.character("l"))

        #expect(edited)
        #expect(line == EditableLine("helld", cursor: 3))
    }

    @Test("← and → move by character, a whole emoji or accented letter at a time, and stop at the ends")
    func arrowsMoveByGrapheme() {
        var line = EditableLine("a🇧🇷é")

        #expect(line.cursor == 3)
        _ = line.edit(.left)
        _ = line.edit(.left)
        #expect(line.cursor == 1)
        _ = line.edit(.delete)
        #expect(line.text == "aé")
        for _ in 0..<5 { _ = line.edit(.left) }
        #expect(line.cursor == 0)
        for _ in 0..<5 { _ = line.edit(.right) }
        #expect(line.cursor == 2)
    }

    @Test(
        "Home and Ctrl-A go to the start, End and Ctrl-E to the end",
        arguments: [(Key.home, Key.end), (.control("a"), .control("e"))])
    func homeAndEnd(start: Key, end: Key) {
        var line = EditableLine("some text", cursor: 4)

        _ = line.edit(start)
        #expect(line.cursor == 0)

        _ = line.edit(end)
        #expect(line.cursor == 9)
    }

    @Test("Backspace deletes before the cursor, Delete under it, and neither past the ends")
    func backspaceAndDelete() {
        var line = EditableLine("abcd", cursor: 2)

        _ = line.edit(.backspace)
        _ = line.edit(.delete)
        #expect(line == EditableLine("ad", cursor: 1))

        _ = line.edit(.end)
        _ = line.edit(.delete)
        _ = line.edit(.home)
        _ = line.edit(.backspace)
        #expect(line == EditableLine("ad", cursor: 0))
    }

    @Test("Ctrl-U deletes to the start, Ctrl-K to the end")
    func controlUAndK() {
        var line = EditableLine("one two three", cursor: 7)

        _ = line.edit(.control("k"))
        #expect(line == EditableLine("one two", cursor: 7))

        _ = line.edit(.left)
        _ = line.edit(.control("u"))
        #expect(line == EditableLine("o", cursor: 0))
    }

    @Test("Ctrl-W deletes the word before the cursor and the blanks after it")
    func controlWDeletesTheWordBefore() {
        var line = EditableLine("send this  now", cursor: 11)

        _ = line.edit(.control("w"))
        #expect(line == EditableLine("send now", cursor: 5))

        _ = line.edit(.control("w"))
        _ = line.edit(.control("w"))
        #expect(line == EditableLine("now", cursor: 0))
    }

    @Test("a combining mark typed after a letter joins it: one character, the cursor after it")
    func combiningMarkJoinsTheLetter() {
        var line = EditableLine("cafe")

        _ = line.edit(.character("\u{301}"))

        #expect(line.text == "caf\u{E9}")
        #expect(line.cursor == 4)
    }

    @Test(
        "keys that do not edit are left to the caller",
        arguments: [Key.enter, .escape, .up, .down, .tab, .control("c")])
    func keysThatDoNotEdit(key: Key) {
        var line = EditableLine("text", cursor: 2)

        let edited = line.edit(key)

        #expect(!edited)
        #expect(line == EditableLine("text", cursor: 2))
    }

    @Test("the window shows a line that fits whole, the cursor cell a space at the end")
    func windowOfALineThatFits() {
        let window = EditableLine("hello").window(width: 10)

        #expect(
            window == .init(isClippedAtStart: false, before: "hello", atCursor: " ", after: "", isClippedAtEnd: false))
        #expect(EditableLine("hello", cursor: 1).window(width: 6).atCursor == "e")
    }

    @Test("the window of a long line keeps the cursor in view, with … for what is hidden, never wider than asked")
    func windowKeepsTheCursorInView() {
        let text = String(repeating: "a", count: 20) + "X" + String(repeating: "b", count: 20)

        let start = EditableLine(text, cursor: 2).window(width: 10)
        let middle = EditableLine(text, cursor: 20).window(width: 10)
        let end = EditableLine(text).window(width: 10)

        #expect(
            start == .init(isClippedAtStart: false, before: "aa", atCursor: "a", after: "aaaaaa", isClippedAtEnd: true))
        #expect(
            middle == .init(isClippedAtStart: true, before: "aaaaaaa", atCursor: "X", after: "", isClippedAtEnd: true))
        #expect(
            end == .init(isClippedAtStart: true, before: "bbbbbbbb", atCursor: " ", after: "", isClippedAtEnd: false))
        for window in [start, middle, end] { #expect(width(window) <= 10) }
    }

    @Test("the window counts wide characters as two columns and shows controls as safe pictures")
    func windowCountsWideCharactersAndIsSafe() {
        let line = EditableLine("日本語のテキスト\u{07}", cursor: 8)

        let window = line.window(width: 8)

        #expect(window == .init(isClippedAtStart: true, before: "キスト", atCursor: "␇", after: "", isClippedAtEnd: false))
        #expect(width(window) <= 8)
    }

    // MARK: - Helpers

    private func width(_ window: EditableLine.Window) -> Int {
        DisplayWidth.of(window.before + window.atCursor + window.after) + (window.isClippedAtStart ? 1 : 0)
            + (window.isClippedAtEnd ? 1 : 0)
    }
}
