import Foundation
import Testing

@testable import TerminalUI

@Suite("KittyPlaceholder: a kitty picture written as text, for tmux to keep in its pane")
struct KittyPlaceholderTests {
    @Test("numbers rows and columns with kitty's marks: combining, drawn above, never composed into a letter")
    func diacriticsTable() {
        let table = KittyPlaceholder.diacritics

        #expect(table.count == 260)
        #expect(table.prefix(4).map(\.value) == [0x0305, 0x030D, 0x030E, 0x0310])
        #expect(table.last?.value == 0xA8E9)
        #expect(Set(table).count == table.count)
        #expect(table.allSatisfy { $0.properties.canonicalCombiningClass == .above })
        #expect(table.allSatisfy { "a\($0)".precomposedStringWithCanonicalMapping.unicodeScalars.count == 2 })
        #expect(KittyPlaceholder.maximumSide >= 160, "the widest picture, PictureBox's 160 columns")
    }

    @Test(
        "each line is the id's colour, then a placeholder a cell with its row and column marks, then the colour reset")
    func linesCarryTheIDInTheirColour() {
        let lines = KittyPlaceholder.lines(imageID: 0x12_34_56, columns: 2, rows: 2)

        #expect(
            lines == [
                "\u{1B}[38;2;18;52;86m\u{10EEEE}\u{0305}\u{0305}\u{10EEEE}\u{0305}\u{030D}\u{1B}[39m",
                "\u{1B}[38;2;18;52;86m\u{10EEEE}\u{030D}\u{0305}\u{10EEEE}\u{030D}\u{030D}\u{1B}[39m",
            ])
    }

    @Test("a side past what the marks can number is cut to it")
    func sidesAreCut() {
        let lines = KittyPlaceholder.lines(imageID: 300, columns: 1_000, rows: 1)

        #expect(lines.first?.unicodeScalars.filter { $0 == KittyPlaceholder.character }.count == 260)
    }

    @Test("the picture is the image sent through tmux as a virtual placement, then its lines, each in its column")
    func pictureSendsTheImageThroughTmuxThenWritesTheLines() throws {
        let red = try #require(
            PixelImage(width: 2, height: 2, rgb: Array(repeating: [255, 0, 0], count: 4).flatMap { $0 }))
        let placement = ImagePlacement(pixels: red, column: 3, row: 1, columns: 2, rows: 1)

        let picture = KittyPlaceholder.picture(placement, id: 0x0A_0B_0C, cellAspect: 2)

        let transmit = try #require(picture.range(of: "\u{1B}\\", options: .backwards))
        let sent = String(picture[..<transmit.upperBound])
        #expect(sent.hasPrefix("\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,f=24,s=2,v=2,o=z,t=d,i=658188,q=2,U=1,c=2,r=1,m=0;"))
        #expect(sent.hasSuffix("\u{1B}\u{1B}\\\u{1B}\\"))
        #expect(
            String(picture[transmit.upperBound...])
                == KittyPlaceholder.lines(imageID: 0x0A_0B_0C, columns: 2, rows: 1)[0])
    }

    @Test("the lines after the first start in the placement's column, one line down")
    func laterLinesStartInTheColumn() throws {
        let red = try #require(PixelImage(width: 2, height: 4, rgb: Array(repeating: 200, count: 24)))

        let inColumnThree = KittyPlaceholder.picture(
            ImagePlacement(pixels: red, column: 3, row: 0, columns: 1, rows: 2), id: 256, cellAspect: 1)
        let atTheEdge = KittyPlaceholder.picture(
            ImagePlacement(pixels: red, column: 0, row: 0, columns: 1, rows: 2), id: 256, cellAspect: 1)

        #expect(inColumnThree.contains("\u{1B}[39m\r\u{1B}[3C\u{1B}[1B\u{1B}[38;2;0;1;0m"))
        #expect(atTheEdge.contains("\u{1B}[39m\r\u{1B}[1B\u{1B}[38;2;0;1;0m"))
    }

    @Test("a picture left in the text gets an id of its own, in 24 bits and not a palette index")
    func freshIDs() {
        let ids = (0..<50).map { _ in KittyPlaceholder.freshImageID() }

        #expect(ids.allSatisfy { (0x100...0xFF_FFFF).contains($0) })
        #expect(Set(ids).count > 1)
    }

    @Test("tmux's passthrough doubles every ESC inside and ends with ESC backslash")
    func passthroughWrapping() {
        #expect(TmuxPassthrough.wrap("\u{1B}_Ga=d;\u{1B}\\") == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d;\u{1B}\u{1B}\\\u{1B}\\")
    }
}
