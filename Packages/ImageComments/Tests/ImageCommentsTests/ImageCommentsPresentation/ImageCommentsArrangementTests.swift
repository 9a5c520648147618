import Foundation
import ImageComments
import Testing

@Suite("Arranging comments for reading: sorted, gathered by author, each author under a counted header")
struct ImageCommentsArrangementTests {
    private static let now = Date(timeIntervalSince1970: 1_600_000_000)

    @Test("arranging comments sorts, then gathers by author in order of first appearance")
    func arrangement() {
        let a1 = comment("ann", 3), b1 = comment("bob", 2), a2 = comment("ann", 1), c1 = comment("cy", 4)
        let api = [a1, b1, a2, c1]

        #expect(ImageCommentsArrangement().arranged(api) == api)
        #expect(ImageCommentsArrangement(sort: .newest).arranged(api) == [c1, a1, b1, a2])
        #expect(ImageCommentsArrangement(groupsByAuthor: true).arranged(api) == [a1, a2, b1, c1])
        #expect(ImageCommentsArrangement(sort: .oldest, groupsByAuthor: true).arranged(api) == [a2, a1, b1, c1])
        #expect(ImageCommentsArrangement(groupsByAuthor: true).groups(api).map(\.count) == [2, 1, 1])
    }

    @Test("without grouping, one group with no username holds every comment")
    func oneGroup() {
        let comments = [comment("ann", 1), comment("bob", 2)]

        let groups = ImageCommentsArrangement().groups(comments)

        #expect(groups == [ImageCommentsGroup(username: "", comments: comments)])
    }

    @Test("a section per author: the header counts their comments in the language's plural form")
    func sectionHeaders() {
        let groups = ImageCommentsArrangement(groupsByAuthor: true).groups(
            [comment("ann", 1), comment("bob", 2), comment("ann", 3)])

        let english = ImageCommentsPresenter.sections(
            groups, currentDate: Self.now, calendar: utcGregorian(), language: "en")
        let russian = ImageCommentsPresenter.sections(
            groups, currentDate: Self.now, calendar: utcGregorian(), language: "ru")

        #expect(english.map(\.header) == ["ann (2 comments)", "bob (1 comment)"])
        #expect(russian.map(\.header) == ["ann (2 комментария)", "bob (1 комментарий)"])
    }

    @Test("a section's comments are the group's, in its order, dated as the presenter dates them")
    func sectionComments() {
        let first = comment("ann", -60, message: "first"), second = comment("ann", -3_600, message: "second")
        let group = ImageCommentsGroup(username: "ann", comments: [first, second])

        let sections = ImageCommentsPresenter.sections(
            [group], currentDate: Self.now, calendar: utcGregorian(), language: "en")

        #expect(sections.first?.comments.map(\.message) == ["first", "second"])
        #expect(sections.first?.comments.map(\.date) == ["1 minute ago", "1 hour ago"])
    }

    // MARK: - Helpers

    private func comment(_ username: String, _ seconds: TimeInterval, message: String = "m") -> ImageComment {
        ImageComment(
            id: UUID(), message: message, createdAt: Self.now.addingTimeInterval(seconds), username: username)
    }

    private func utcGregorian() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
