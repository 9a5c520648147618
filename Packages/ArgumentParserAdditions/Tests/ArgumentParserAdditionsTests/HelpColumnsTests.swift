import ArgumentParserAdditions
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("HelpColumns is the width ArgumentParser wraps help to")
struct HelpColumnsTests {
    @Test("COLUMNS when it is a number")
    func columnsVariable() {
        #expect(HelpColumns.current(variable: { $0 == "COLUMNS" ? "132" : nil }) == 132)
    }

    @Test("80 without COLUMNS (or with one that is no number) on an output that is no terminal")
    func fallback() throws {
        var ends: [Int32] = [0, 0]
        try #require(pipe(&ends) == 0)
        defer {
            close(ends[0])
            close(ends[1])
        }

        #expect(HelpColumns.current(descriptor: ends[1], variable: { _ in nil }) == 80)
        #expect(HelpColumns.current(descriptor: ends[1], variable: { _ in "wide" }) == 80)
    }
}
