import XCTest

@testable import TerminalUI

final class KeyDecoderTests: XCTestCase {
    func test_decode_arrowsInCSIAndSS3Form() {
        XCTAssertEqual(decode("\u{1B}[A\u{1B}[B\u{1B}[C\u{1B}[D"), [.up, .down, .right, .left])
        XCTAssertEqual(decode("\u{1B}OA\u{1B}OB\u{1B}OC\u{1B}OD"), [.up, .down, .right, .left])
    }

    func test_decode_pagingHomeEndAndDelete() {
        XCTAssertEqual(
            decode("\u{1B}[5~\u{1B}[6~\u{1B}[H\u{1B}[F\u{1B}[1~\u{1B}[4~\u{1B}[3~"),
            [.pageUp, .pageDown, .home, .end, .home, .end, .delete])
    }

    func test_decode_ignoresModifiersOfArrows() {
        XCTAssertEqual(decode("\u{1B}[1;5A\u{1B}[5;2~"), [.up, .pageUp])
    }

    func test_decode_skipsUnknownSequencesWhole() {
        XCTAssertEqual(decode("\u{1B}[200~x\u{1B}[?1;2c"), [.character("x")])
    }

    func test_decode_controlKeys() {
        XCTAssertEqual(
            decode("\r\n\u{7F}\u{08}\t\u{03}"), [.enter, .enter, .backspace, .backspace, .tab, .control("c")])
    }

    func test_decode_utf8TextSplitAcrossReads() {
        var decoder = KeyDecoder()
        let bytes = Array("jé日🙂".utf8)

        let keys = bytes.flatMap { decoder.decode([$0]) }

        XCTAssertEqual(keys, [.character("j"), .character("é"), .character("日"), .character("🙂")])
        XCTAssertFalse(decoder.hasPending)
    }

    func test_decode_skipsInvalidUTF8() {
        XCTAssertEqual(decode(bytes: [0xFF, 0x61, 0xC3, 0x28]), [.character("a"), .character("(")])
    }

    func test_loneEscape_isHeldUntilFlushed() {
        var decoder = KeyDecoder()

        XCTAssertEqual(decoder.decode([0x1B]), [])
        XCTAssertTrue(decoder.hasPending)

        XCTAssertEqual(decoder.flush(), [.escape])
        XCTAssertFalse(decoder.hasPending)
    }

    func test_escapeSequenceSplitAcrossReads_isOneKey() {
        var decoder = KeyDecoder()

        XCTAssertEqual(decoder.decode([0x1B]), [])
        XCTAssertEqual(decoder.decode(Array("[".utf8)), [])
        XCTAssertEqual(decoder.decode(Array("B".utf8)), [.down])
    }

    func test_escapeFollowedByAKey_isEscapeThenTheKey() {
        XCTAssertEqual(decode("\u{1B}q"), [.escape, .character("q")])
        XCTAssertEqual(decode("\u{1B}\u{1B}[A"), [.escape, .up])
    }

    func test_flush_dropsAnIncompleteCharacter() {
        var decoder = KeyDecoder()
        _ = decoder.decode([0xE6])

        XCTAssertEqual(decoder.flush(), [])
        XCTAssertEqual(decoder.decode(Array("k".utf8)), [.character("k")])
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
