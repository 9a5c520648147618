import Testing

@testable import TerminalUI

@Suite("GraphicsQuery: what the terminal's reply bytes say")
struct GraphicsQueryTests {
    @Test(
        "parses kitty's answer and the device attributes",
        arguments: [
            ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;4;22c", GraphicsQueryReply(kitty: true, sixel: true, isComplete: true)),
            ("\u{1B}_Gi=31;OK\u{1B}\\\u{1B}[?62;22c", GraphicsQueryReply(kitty: true, isComplete: true)),
            ("\u{1B}[?64;1;2;4;6;9;15;18;21;22c", GraphicsQueryReply(sixel: true, isComplete: true)),
            ("\u{1B}[?62;22c", GraphicsQueryReply(isComplete: true)),
            ("\u{1B}[?1;2c", GraphicsQueryReply(isComplete: true)),
            ("\u{1B}[?4;6c", GraphicsQueryReply(isComplete: true)),
            ("\u{1B}_Gi=31;ENOTSUPPORTED:nope\u{1B}\\\u{1B}[?62c", GraphicsQueryReply(isComplete: true)),
            ("\u{1B}_Gi=7;OK\u{1B}\\\u{1B}[?62c", GraphicsQueryReply(isComplete: true)),
            ("j\u{1B}[A\u{1B}[?62;4c", GraphicsQueryReply(sixel: true, isComplete: true)),
            ("\u{1B}_Gi=31;OK\u{1B}\\", GraphicsQueryReply(kitty: true)),
            ("\u{1B}_Gi=31;O", GraphicsQueryReply()),
            ("\u{1B}[?62;4", GraphicsQueryReply()),
            ("garbage\u{1B}\u{1B}[?", GraphicsQueryReply()),
            ("", GraphicsQueryReply()),
        ])
    func parsesTheReplies(_ reply: String, _ expected: GraphicsQueryReply) {
        #expect(GraphicsQuery.parse(Array(reply.utf8)) == expected, "\(reply.debugDescription)")
    }

    @Test("asks for kitty graphics with a 1×1 RGB image, the background colour, then the device attributes")
    func requestsKittyBackgroundThenDeviceAttributes() {
        #expect(
            GraphicsQuery.request == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}]11;?\u{1B}\\\u{1B}[c")
    }

    @Test(
        "reads the background colour's lightness from its OSC 11 answer, ended by BEL or ST",
        arguments: [
            ("\u{1B}]11;rgb:ffff/ffff/ffff\u{1B}\\\u{1B}[?63;4c", true),
            ("\u{1B}]11;rgb:ffff/ffff/dddd\u{07}\u{1B}[?62c", true),
            ("\u{1B}]11;rgb:00/00/00\u{07}\u{1B}[?62c", false),
            ("\u{1B}]11;rgb:1e1e/1e1e/2e2e\u{1B}\\\u{1B}[?62c", false),
            ("\u{1B}]11;rgb:f/f/e\u{07}\u{1B}[?62c", true),
            ("\u{1B}]11;rgb:2020/8080/ffff\u{07}\u{1B}[?62c", false),
        ])
    func readsTheBackground(_ reply: String, _ light: Bool) {
        let parsed = GraphicsQuery.parse(Array(reply.utf8))

        #expect(parsed.backgroundIsLight == light, "\(reply.debugDescription)")
        #expect(parsed.isComplete)
    }

    @Test(
        "an OSC 11 answer it cannot read says nothing of the background",
        arguments: [
            "\u{1B}]11;rgb:ffff/ffff\u{07}\u{1B}[?62c", "\u{1B}]11;#ffffff\u{07}\u{1B}[?62c",
            "\u{1B}]11;rgb:fffff/0/0\u{07}\u{1B}[?62c", "\u{1B}]11;rgb:ffff/ffff/ff",
            "\u{1B}]10;rgb:ffff/ffff/ffff\u{07}",
        ])
    func unreadableBackground(_ reply: String) {
        #expect(GraphicsQuery.parse(Array(reply.utf8)).backgroundIsLight == nil, "\(reply.debugDescription)")
    }

    @Test("a terminal's cell size is its pixel size over its cells; none when it reports no pixels")
    func cellSizeFromTheWindowSize() {
        #expect(CellSize(pixelWidth: 800, pixelHeight: 480, columns: 80, rows: 24) == CellSize(width: 10, height: 20))
        #expect(CellSize(pixelWidth: 0, pixelHeight: 0, columns: 80, rows: 24) == nil)
        #expect(CellSize(pixelWidth: 800, pixelHeight: 480, columns: 0, rows: 24) == nil)
        #expect(CellSize(width: 8, height: 20).aspect == 2.5)
    }
}
