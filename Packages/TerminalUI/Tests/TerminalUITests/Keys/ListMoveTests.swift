import TerminalUI
import Testing

@Suite("ListMove: the keys that move through a list")
struct ListMoveTests {
    @Test("arrows and k/j move a line, PgUp/PgDn a page, Home/End and g/G to either end; other keys nothing")
    func keysMoveByLinePageOrToAnEnd() {
        let moves: [(Key, ListMove?)] = [
            (.up, .by(-1)), (.character("k"), .by(-1)), (.down, .by(1)), (.character("j"), .by(1)),
            (.pageUp, .by(-7)), (.pageDown, .by(7)), (.home, .first), (.character("g"), .first), (.end, .last),
            (.character("G"), .last), (.enter, nil), (.character("x"), nil),
        ]

        for (key, move) in moves {
            #expect(ListMove(key, page: 7) == move, "\(key)")
        }
    }
}
