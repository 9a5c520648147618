import EssentialFeed
import Foundation
import Testing

@Suite("FeedPresenter: the saved feed's age")
struct FeedPresenterSavedAgeTests {
    private let savedAt = Date(timeIntervalSince1970: 1_700_000_000)

    @Test("hours since the save read as a person says them")
    func hoursAgo() {
        let age = FeedPresenter.savedAge(savedAt, currentDate: savedAt.addingTimeInterval(2 * 3600), language: "en")

        #expect(age == "2 hours ago")
    }

    @Test("within the second of a save it reads now, never 'in 0 seconds'")
    func justSaved() {
        #expect(FeedPresenter.savedAge(savedAt, currentDate: savedAt, language: "en") == "now")
    }

    @Test("the age is said in the language asked")
    func localized() {
        let age = FeedPresenter.savedAge(savedAt, currentDate: savedAt.addingTimeInterval(3 * 86_400), language: "de")

        #expect(age == "vor 3 Tagen")
    }
}
