import Foundation
import ImageComments
import Testing

@Suite("JustMadeComments")
struct JustMadeCommentsTests {
    private static let now = Date(timeIntervalSince1970: 1_600_000_000)

    @Test(
        "a comment dated less than a second before now, or later, was just made",
        arguments: [(-5.0, false), (-1, false), (-0.999, true), (-0.4, true), (0, true), (0.4, true), (2, true)]
            as [(TimeInterval, Bool)])
    func isJustMade(offset: TimeInterval, expected: Bool) {
        #expect(JustMadeComments.isJustMade(Self.now.addingTimeInterval(offset), now: Self.now) == expected)
    }

    @Test("dates each comment just made one second before now, keeping the others and the order")
    func datesJustMadeBeforeNow() {
        let old = makeComment(createdAt: Self.now.addingTimeInterval(-60))
        let ahead = makeComment(createdAt: Self.now.addingTimeInterval(2))
        let whole = makeComment(createdAt: Self.now.addingTimeInterval(-0.4))

        let dated = JustMadeComments.datedBeforeNow([old, ahead, whole], now: Self.now)

        #expect(
            dated.map(\.createdAt) == [old.createdAt, Self.now.addingTimeInterval(-1), Self.now.addingTimeInterval(-1)])
        #expect(dated.map(\.id) == [old.id, ahead.id, whole.id])
        #expect(dated.map(\.message) == [old.message, ahead.message, whole.message])
    }

    @Test("a comment from the future reads '1 second ago' once dated before now")
    func readsOneSecondAgo() {
        let ahead = makeComment(createdAt: Self.now.addingTimeInterval(2))

        let viewModel = ImageCommentsPresenter.map(
            JustMadeComments.datedBeforeNow([ahead], now: Self.now), currentDate: Self.now,
            calendar: Calendar(identifier: .gregorian), language: "en")

        #expect(viewModel.comments.map(\.date) == ["1 second ago"])
    }

    // MARK: - Helpers

    private func makeComment(createdAt: Date) -> ImageComment {
        ImageComment(id: UUID(), message: "a message \(createdAt)", createdAt: createdAt, username: "ann")
    }
}
