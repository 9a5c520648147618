import Foundation
import TerminalUI
import Testing

@Suite("ListPosition: the selected row over the count, as a footer says it")
struct ListPositionTests {
    @Test("the row's number from 1 over the count, a + while more rows may come")
    func rowOverCount() {
        let english = Locale(identifier: "en")

        #expect(ListPosition.text(selection: 0, count: 3, more: false, locale: english) == "1 / 3")
        #expect(ListPosition.text(selection: 11, count: 230, more: true, locale: english) == "12 / 230+")
    }

    @Test("a selection past the last row, such as an error row after the list, counts as the last")
    func pastTheLastCountsAsTheLast() {
        #expect(ListPosition.text(selection: 3, count: 3, more: true, locale: Locale(identifier: "en")) == "3 / 3+")
    }

    @Test("an empty list has no position")
    func emptyListHasNoPosition() {
        #expect(ListPosition.text(selection: 0, count: 0, more: true, locale: Locale(identifier: "en")).isEmpty)
    }

    @Test("the numbers are written in the locale's digits and grouping")
    func localeDigitsAndGrouping() {
        #expect(
            ListPosition.text(selection: 1_233, count: 5_000, more: false, locale: Locale(identifier: "en"))
                == "1,234 / 5,000")
        #expect(
            ListPosition.text(selection: 1_233, count: 5_000, more: false, locale: Locale(identifier: "de"))
                == "1.234 / 5.000")
    }
}
