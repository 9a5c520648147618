import Testing

@testable import TerminalUI

@Suite("KeyDecoder: bytes from the terminal become keys")
struct KeyDecoderTests {
    @Test("decodes arrows in CSI and SS3 form")
    func arrowsInCSIAndSS3Form() {
        #expect(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D") == [.up, .down, .right, .left])
        #expect(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD") == [.up, .down, .right, .left])
    }

    @Test("decodes paging, Home, End and Delete")
    func pagingHomeEndAndDelete() {
        #expect(
            decode("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~")
                == [.pageUp, .pageDown, .home, .end, .home, .end, .delete])
    }

    @Test("ignores the modifiers of arrows and paging keys")
    func ignoresModifiersOfArrows() {
        #expect(decode("\u{1B}[1;5A\u{1B}[5;2~") == [.up, .pageUp])
    }

    @Test("skips unknown sequences whole")
    func skipsUnknownSequencesWhole() {
        #expect(decode("\u{1B}[200~x\u{1B}[?1;2c") == [.character("x")])
    }

    // A terminal that answers the start-up query late sends its replies while keys are read: kitty's `G`, `i`, the
    // background's `r`, `g` and `b` would move, retry and reload.
    @Test("skips a terminal's replies whole: kitty's graphics answer, the background colour, sizes and attributes")
    func skipsTerminalReplies() {
        #expect(
            decode(
                "\u{1B}_Gi=31;OK\u{1B}\\\u{1B}]11;rgb:0000/0000/0000\u{1B}\\\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"
                    + "\u{1B}[6;20;10t\u{1B}[?62;4cj") == [.character("j")])
    }

    @Test("a reply split across reads is held until its end, then skipped; one that never ends is dropped")
    func replySplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("\u{1B}_Gi=31;OK\u{1B}\\k".utf8)

        let keys = bytes.flatMap { decoder.decode([$0]) }

        #expect(keys == [.character("k")])
        #expect(decoder.decode(Array(("\u{1B}]11;" + String(repeating: "x", count: 600)).utf8)).isEmpty)
        #expect(decoder.decode(Array("j".utf8)) == [.character("j")])
    }

    @Test("decodes control keys")
    func controlKeys() {
        #expect(decode("\r\n\u{7F}\u{08}\t\u{03}") == [.enter, .enter, .backspace, .backspace, .tab, .control("c")])
    }

    @Test("decodes the keys that edit a line: Ctrl-A E U K W, and Home and End in xterm, SS3 and rxvt forms")
    func lineEditingKeys() {
        #expect(
            decode("\u{01}\u{05}\u{15}\u{0B}\u{17}")
                == [.control("a"), .control("e"), .control("u"), .control("k"), .control("w")])
        #expect(decode("\u{1B}OH\u{1B}OF\u{1B}[7~\u{1B}[8~\u{1B}[1;5H") == [.home, .end, .home, .end, .home])
    }

    @Test("decodes UTF-8 text split across reads")
    func utf8TextSplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("jé日🙂".utf8)

        let keys = bytes.flatMap { decoder.decode([$0]) }

        #expect(keys == [.character("j"), .character("é"), .character("日"), .character("🙂")])
        #expect(!decoder.hasPending)
    }

    @Test("skips invalid UTF-8")
    func skipsInvalidUTF8() {
        #expect(decode(bytes: [0xFF, 0x61, 0xC3, 0x28]) == [.character("a"), .character("(")])
    }

    @Test("holds a lone escape until it is flushed")
    func loneEscapeIsHeldUntilFlushed() {
        var decoder = KeyDecoder()

        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.hasPending)

        #expect(decoder.flush() == [.escape])
        #expect(!decoder.hasPending)
    }

    @Test("an escape sequence split across reads is one key")
    func escapeSequenceSplitAcrossReadsIsOneKey() {
        var decoder = KeyDecoder()

        #expect(decoder.decode([0x1B]) == [])
        #expect(decoder.decode(Array("[".utf8)) == [])
        #expect(decoder.decode(Array("B".utf8)) == [.down])
    }

    @Test("an escape followed by a key is escape, then the key")
    func escapeFollowedByAKeyIsEscapeThenTheKey() {
        #expect(decode("\u{1B}q") == [.escape, .character("q")])
        #expect(decode("\u{1B}\u{1B}[A") == [.escape, .up])
    }

    @Test("flush drops an incomplete character")
    func flushDropsAnIncompleteCharacter() {
        var decoder = KeyDecoder()
        _ = decoder.decode([0xE6])

        #expect(decoder.flush() == [])
        #expect(decoder.decode(Array("k".utf8)) == [.character("k")])
    }

    // MARK: - Helpers

    private func decode(_ text: String) -> [Key] {
        decode(bytes: Array(text.utf8))
    }

    private func decode(bytes: [UInt8]) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(bytes)
    }
}
