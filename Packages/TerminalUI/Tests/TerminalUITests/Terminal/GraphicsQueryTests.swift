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

    @Test("asks for kitty graphics with a 1×1 RGB image, the background colour, the cell and window sizes, then DA1")
    func requestsKittyBackgroundSizesThenDeviceAttributes() {
        #expect(
            GraphicsQuery.request
                == "\u{1B}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1B}\\\u{1B}]11;?\u{1B}\\\u{1B}[16t\u{1B}[14t\u{1B}[c")
    }

    @Test("inside tmux or screen the kitty query is left out: tmux takes it for the pane's title")
    func noKittyQueryInsideAMultiplexer() {
        for environment in [["TMUX": "/tmp/tmux-0/default,1,0"], ["TERM": "screen-256color"]] {
            #expect(!GraphicsQuery.request(environment: environment).contains("_G"))
            #expect(GraphicsQuery.request(environment: environment).hasSuffix("\u{1B}[c"))
        }
    }

    @Test(
        "reads the cell size from CSI 16 t, else from CSI 14 t over the terminal's size, when it makes sense",
        arguments: [
            ("\u{1B}[6;20;10t\u{1B}[?62;4c", CellSize(width: 10, height: 20)),
            ("\u{1B}[4;800;1200t\u{1B}[?62;4c", CellSize(width: 10, height: 20)),
            ("\u{1B}[6;17;8t\u{1B}[4;800;1200t\u{1B}[?62;4c", CellSize(width: 8, height: 17)),
            ("\u{1B}[4;480;320t\u{1B}[?62;4c", nil),
            ("\u{1B}[6;0;0t\u{1B}[?62;4c", nil),
            ("\u{1B}[6;20;100t\u{1B}[?62;4c", nil),
            ("\u{1B}[6;20t\u{1B}[?62;4c", nil),
        ] as [(String, CellSize?)])
    func cellSizeFromTheWindowReports(_ reply: String, _ expected: CellSize?) {
        let parsed = GraphicsQuery.parse(Array(reply.utf8), size: TerminalSize(columns: 120, rows: 40))
        #expect(parsed.cellSize == expected, "\(reply.debugDescription)")
        #expect(parsed.isComplete)
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
        #expect(CellSize(pixelWidth: 640, pixelHeight: 480, columns: 200, rows: 50) == nil, "3×9 cells make no sense")
        #expect(CellSize(width: 8, height: 20).aspect == 2.5)
    }
}
