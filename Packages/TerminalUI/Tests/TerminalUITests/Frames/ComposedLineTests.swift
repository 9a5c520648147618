import Testing

@testable import TerminalUI

@Suite("A line of cells side by side, each in its own columns")
struct ComposedLineTests {
    @Test("each cell takes its columns and the rest the columns left")
    func cellsThenRest() {
        var line = ComposedLine(FrameLine("rest"))
        line.append(FrameLine("ab"), width: 3)
        line.append(FrameLine("cdef"), width: 2)

        #expect(line.rendered(width: 10) == "ab c…rest ")
    }

    @Test("no cell's style crosses into the next")
    func stylesStayInTheirCell() {
        var selected = FrameLine("x")
        selected.background = .inverse
        var line = ComposedLine(selected)
        line.append(FrameLine("p"), width: 2)

        #expect(line.rendered(width: 4) == "p " + Style.inverse.apply("x") + Style.inverse.apply(" "))
    }

    @Test("a narrow width cuts the cells and leaves the rest no columns")
    func narrow() {
        var line = ComposedLine(FrameLine("rest"))
        line.append(FrameLine("abc"), width: 3)

        #expect(line.rendered(width: 2) == "a…")
    }

    @Test("a composed line appended is laid out in the width it is given")
    func nested() {
        var inner = ComposedLine(FrameLine("in"))
        inner.append(FrameLine("c"), width: 1)
        var line = ComposedLine(FrameLine("out"))
        line.append(inner, width: 4)

        #expect(line.rendered(width: 7) == "cin out")
    }
}
