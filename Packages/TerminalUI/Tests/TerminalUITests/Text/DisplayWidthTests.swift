import Testing

@testable import TerminalUI

@Suite("DisplayWidth: terminal columns")
struct DisplayWidthTests {
    @Test("ASCII counts one column per character")
    func ascii() {
        #expect(DisplayWidth.of("hello world") == 11)
    }

    @Test("East Asian wide characters count two columns")
    func wide() {
        #expect(DisplayWidth.of("東京") == 4)
        #expect(DisplayWidth.of("한국") == 4)
        #expect(DisplayWidth.of("ｶﾀｶﾅ") == 4)
        #expect(DisplayWidth.of("Ａ") == 2)
    }

    @Test("emoji, with modifiers, ZWJ sequences or VS16, count two columns")
    func emoji() {
        #expect(DisplayWidth.of("👍") == 2)
        #expect(DisplayWidth.of("👍🏽") == 2)
        #expect(DisplayWidth.of("👨‍👩‍👧") == 2)
        #expect(DisplayWidth.of("❤️") == 2)
    }

    @Test("combining marks add no columns")
    func combining() {
        #expect(DisplayWidth.of("e\u{301}") == 1)
        #expect(DisplayWidth.of("\u{301}") == 0)
    }

    @Test("accented Latin, Greek and Cyrillic count one column each")
    func narrowScripts() {
        #expect(DisplayWidth.of("Café") == 4)
        #expect(DisplayWidth.of("Ωμέγα") == 5)
        #expect(DisplayWidth.of("Привет") == 6)
    }
}
