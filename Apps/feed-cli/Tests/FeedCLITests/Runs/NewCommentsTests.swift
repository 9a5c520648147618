import Foundation
import ImageComments
import Testing

@testable import FeedCLI

@Suite("The CLI's glue for following comments: remembering the comments shown")
struct NewCommentsTests {
    @Test("following shows each comment id once, whatever order the polls return")
    func newComments() {
        var shown = NewComments()
        let first = comment("a", 1), second = comment("b", 2), third = comment("c", 3)

        #expect(shown.unseen(in: [first, second]) == [first, second])
        #expect(shown.unseen(in: [second, first]) == [])
        #expect(shown.unseen(in: [first, third, second]) == [third])
        #expect(shown.unseen(in: []) == [])
    }

    // MARK: - Helpers

    private func comment(_ username: String, _ seconds: TimeInterval) -> ImageComment {
        ImageComment(id: UUID(), message: "m", createdAt: Date(timeIntervalSince1970: seconds), username: username)
    }
}
