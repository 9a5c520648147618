import Foundation
import Testing

@testable import TerminalUI

@Suite("InlinePicture: a picture drawn into a stream of text, at the cursor")
struct InlinePictureTests {
    @Test("makes room first, goes back up, and draws between a saved and a restored cursor")
    func reservesRowsThenDrawsAtTheSavedCursor() throws {
        let text = InlinePicture.atCursor(.pixels(try Self.red), columns: 4, rows: 2, with: .sixel)

        #expect(text.hasPrefix("\n\n\u{1B}[2A\r\u{1B}7\u{1B}P"))
        #expect(text.hasSuffix("\u{1B}\\\u{1B}8"))
    }

    @Test("kitty pixels carry no image id, so pictures written one after another all stay")
    func kittyWithoutImageID() throws {
        let text = InlinePicture.atCursor(.pixels(try Self.red), columns: 4, rows: 2, with: .kitty)

        #expect(text.contains("\u{1B}_Ga=T,f=24,s=2,v=2,o=z,t=d,q=2,C=1,"))
        #expect(!text.contains("i="))
    }

    @Test("iTerm2 gets the file with the box in cells")
    func iTerm2File() {
        let text = InlinePicture.atCursor(.file(Data("GIF89a".utf8)), columns: 6, rows: 3, with: .iTerm2)

        #expect(text.contains("\u{1B}]1337;File=inline=1;size=6;width=6;height=3;preserveAspectRatio=1:"))
    }

    @Test("nothing for content the protocol cannot show")
    func nothingForUnfitContent() throws {
        #expect(InlinePicture.atCursor(.pixels(try Self.red), columns: 4, rows: 2, with: .iTerm2) == "")
    }

    private static var red: PixelImage {
        get throws {
            try #require(PixelImage(width: 2, height: 2, rgb: Array(repeating: [255, 0, 0], count: 4).flatMap { $0 }))
        }
    }
}
