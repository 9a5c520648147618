import TerminalUI
import Testing

@Suite("ListMove.position: where a move goes in a list, stopping at either end")
struct ListMovePositionTests {
    @Test("a line or a page moves by that much inside the list")
    func movesBy() {
        #expect(ListMove.by(1).position(from: 3, last: 10) == 4)
        #expect(ListMove.by(-5).position(from: 8, last: 10) == 3)
    }

    @Test("a move past either end stops there")
    func stopsAtTheEnds() {
        #expect(ListMove.by(-5).position(from: 2, last: 10) == 0)
        #expect(ListMove.by(20).position(from: 2, last: 10) == 10)
    }

    @Test("the first and the last move to the ends; an empty list has only position 0")
    func ends() {
        #expect(ListMove.first.position(from: 7, last: 10) == 0)
        #expect(ListMove.last.position(from: 7, last: 10) == 10)
        #expect(ListMove.last.position(from: 0, last: -1) == 0)
    }
}
