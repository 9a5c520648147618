import Foundation
import TerminalUI
import Testing

@Suite("Thumbnail placement: where a graphics protocol draws a box's picture on the screen")
struct ThumbnailPlacementTests {
    private let box = Thumbnail(columns: 10, rows: 3)

    @Test("a placed picture is centred in the box, counted from the box's screen cell")
    func placedPictureIsCentredFromTheBoxCell() {
        let picture = TerminalPicture.placed(.file(Data([1])), columns: 6, rows: 1)

        let placement = box.placement(picture, column: 3, row: 7)

        #expect(placement == ImagePlacement(data: Data([1]), column: 5, row: 8, columns: 6, rows: 1))
    }

    @Test("a picture that fills the box starts at the box's cell")
    func fullPictureStartsAtTheBoxCell() {
        let picture = TerminalPicture.placed(.file(Data([2])), columns: 10, rows: 3)

        let placement = box.placement(picture, column: 0, row: 2)

        #expect(placement == ImagePlacement(data: Data([2]), column: 0, row: 2, columns: 10, rows: 3))
    }

    @Test("half blocks have no placement: the box's lines draw them as text")
    func halfBlocksHaveNoPlacement() {
        let picture = TerminalPicture.blocks([FrameLine("ab")], columns: 2)

        #expect(box.placement(picture, column: 3, row: 7) == nil)
    }
}
