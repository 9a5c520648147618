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

    @Test("a comment from a server clock ahead of this one reads '1 second ago', as one just made does")
    func readsOneSecondAgoWhateverTheServerClock() {
        let comments = [2, 0, -0.4, -30].map { makeComment(createdAt: Self.now.addingTimeInterval($0)) }

        let viewModel = ImageCommentsPresenter.map(
            comments, currentDate: Self.now, calendar: Calendar(identifier: .gregorian), language: "en")

        #expect(viewModel.comments.map(\.date) == ["1 second ago", "1 second ago", "1 second ago", "30 seconds ago"])
    }

    // MARK: - Helpers

    private func makeComment(createdAt: Date) -> ImageComment {
        ImageComment(id: UUID(), message: "a message \(createdAt)", createdAt: createdAt, username: "ann")
    }
}
