import Foundation
import TerminalUI
import Testing

@Suite("PicturePanel: a picture beside the text, in a panel with a blank column each side, centred across its top")
struct PicturePanelTests {
    private let panel = PicturePanel(column: 60, row: 2, columns: 12, rows: 4)

    @Test("without a picture every line is blank, each moving the cursor to the panel's column first")
    func blankLinesStartAtThePanelsColumn() {
        let lines = panel.lines(nil)

        #expect(lines == Array(repeating: "\u{1B}[61G" + String(repeating: " ", count: 12), count: 4))
    }

    @Test("half blocks go in the middle of the top lines; a placed picture leaves the lines blank")
    func halfBlocksAreCentredAcrossTheTop() {
        let picture = TerminalPicture.blocks([FrameLine("abcd"), FrameLine("efgh")], columns: 4)

        let lines = panel.lines(picture)
        let placedLines = panel.lines(.placed(.file(Data()), columns: 4, rows: 2))

        #expect(lines.map { String($0.dropFirst(5)) } == ["    abcd    ", "    efgh    ", blank, blank])
        #expect(placedLines.map { String($0.dropFirst(5)) } == Array(repeating: blank, count: 4))
    }

    @Test("a message stands on the top line inside the blank columns")
    func messageStandsOnTheTopLine() {
        let lines = panel.lines(nil, message: FrameLine("✗ broken"))

        #expect(lines.map { String($0.dropFirst(5)) } == [" ✗ broken   ", blank, blank, blank])
    }

    @Test("a placed picture is placed centred at the panel's top, and only when it fits inside the blank columns")
    func placedPictureIsCentredWhenItFits() {
        let content = ImagePlacement.Content.file(Data([1]))

        let placement = panel.placement(.placed(content, columns: 6, rows: 3))
        let tooWide = panel.placement(.placed(content, columns: 11, rows: 3))
        let tooTall = panel.placement(.placed(content, columns: 6, rows: 5))
        let blocks = panel.placement(.blocks([FrameLine("a")], columns: 1))

        #expect(placement == ImagePlacement(content: content, column: 63, row: 2, columns: 6, rows: 3))
        #expect(tooWide == nil)
        #expect(tooTall == nil)
        #expect(blocks == nil)
    }

    private var blank: String { String(repeating: " ", count: 12) }
}
