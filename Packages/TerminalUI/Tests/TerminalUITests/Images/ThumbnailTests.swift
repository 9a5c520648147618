import Foundation
import TerminalUI
import Testing

@Suite("Thumbnail: a small picture's box of cells, with dots while it comes and a mark when there is none")
struct ThumbnailTests {
    private let box = Thumbnail(columns: 10, rows: 3)

    @Test("half blocks are centred in the box, across and down")
    func halfBlocksAreCentred() {
        let picture = TerminalPicture.blocks([FrameLine("abcd")], columns: 4)

        let lines = box.lines(picture).map { $0.rendered(width: 10) }
        let offset = box.offset(of: picture)

        #expect(offset.column == 3)
        #expect(offset.row == 1)
        #expect(lines == [blank, "   abcd   ", blank])
    }

    @Test("a placed picture's cells stay blank for the graphics protocol, which draws it at the offset")
    func placedPictureLeavesBlankCells() {
        let picture = TerminalPicture.placed(.file(Data()), columns: 10, rows: 2)

        let lines = box.lines(picture).map { $0.rendered(width: 10) }
        let offset = box.offset(of: picture)

        #expect(offset.column == 0)
        #expect(offset.row == 0)
        #expect(lines == Array(repeating: blank, count: 3))
    }

    @Test("dots while the picture comes, staggered line by line; a mark in the middle when there is none")
    func dotsAndMarks() {
        let dots = box.loadingLines(.plain).map { $0.rendered(width: 10) }
        let mark = box.markLines("✗", .plain).map { $0.rendered(width: 10) }

        #expect(dots == ["· · · · · ", " · · · · ·", "· · · · · "])
        #expect(mark == [blank, "    ✗     ", blank])
    }

    private var blank: String { String(repeating: " ", count: 10) }
}
