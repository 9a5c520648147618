import Testing

@testable import TerminalUI

@Suite("KeyDecoder: SGR mouse reports become mouse events, and broken ones never become keys")
struct KeyDecoderMouseTests {
    @Test("decodes presses, releases and the wheel, 1-based cells counted from 0")
    func pressesReleasesAndTheWheel() {
        #expect(
            decode("\u{1B}[<0;5;3M\u{1B}[<0;5;3m\u{1B}[<2;1;1M\u{1B}[<64;10;20M\u{1B}[<65;10;20M")
                == [
                    .mouse(MouseEvent(.press(button: 0), row: 2, column: 4)),
                    .mouse(MouseEvent(.release, row: 2, column: 4)),
                    .mouse(MouseEvent(.press(button: 2), row: 0, column: 0)),
                    .mouse(MouseEvent(.wheelUp, row: 19, column: 9)),
                    .mouse(MouseEvent(.wheelDown, row: 19, column: 9)),
                ])
    }

    @Test("ignores Shift, Meta and Ctrl, and reads columns past 223 (SGR has no limit)")
    func modifiersAndWideTerminals() {
        #expect(decode("\u{1B}[<16;300;2M") == [.mouse(MouseEvent(.press(button: 0), row: 1, column: 299))])
        #expect(decode("\u{1B}[<68;1;1M") == [.mouse(MouseEvent(.wheelUp, row: 0, column: 0))])
    }

    @Test("a report split anywhere across reads is one event")
    func splitAnywhere() {
        let report = Array("\u{1B}[<0;12;7M".utf8)
        for cut in 1..<report.count {
            var decoder = KeyDecoder()
            let first = decoder.decode(Array(report[..<cut]))
            let second = decoder.decode(Array(report[cut...]))

            #expect(first == [], "cut at \(cut)")
            #expect(second == [.mouse(MouseEvent(.press(button: 0), row: 6, column: 11))], "cut at \(cut)")
        }
    }

    @Test("motion, unknown buttons and malformed reports are dropped whole, the keys after them kept")
    func garbageIsDroppedWhole() {
        #expect(decode("\u{1B}[<32;1;1Mq") == [.character("q")])
        #expect(decode("\u{1B}[<0;1Mj") == [.character("j")])
        #expect(decode("\u{1B}[<0;0;1Mj") == [.character("j")])
        #expect(decode("\u{1B}[<0;1;1;1Mj") == [.character("j")])
        #expect(decode("\u{1B}[<;1;1Mj") == [.character("j")])
        #expect(decode("\u{1B}[<99999999999999999999;1;1Mj") == [.character("j")])
        #expect(decode("\u{1B}[<3;1;1Mj") == [.character("j")])
    }

    @Test("a report cut short by the next escape or a control byte is dropped up to it, and what follows is read")
    func cutShortIsDroppedUpToTheBreak() {
        #expect(decode("\u{1B}[<0;5\u{1B}[<64;1;1M") == [.mouse(MouseEvent(.wheelUp, row: 0, column: 0))])
        #expect(decode("\u{1B}[<0;5\u{03}") == [.control("c")])
    }

    @Test("a sequence that never ends is not held for ever: the bytes after the limit are read again")
    func endlessSequenceIsDropped() {
        var decoder = KeyDecoder()
        let endless = "\u{1B}[<" + String(repeating: "1", count: EscapeSequence.maximumLength + 1)

        #expect(decoder.decode(Array(endless.utf8)) == [])
        #expect(!decoder.hasPending)
        #expect(decoder.decode(Array("k".utf8)) == [.character("k")])
    }

    // MARK: - Helpers

    private func decode(_ text: String) -> [Key] {
        var decoder = KeyDecoder()
        return decoder.decode(Array(text.utf8))
    }
}
