import Foundation
import ImageComments
import Testing

@Suite("ImageCommentsGrouping.byAuthor")
struct ImageCommentsGroupingTests {
    @Test("groups by username in order of first appearance, keeping each author's order, with counts")
    func groupsByAuthor() {
        let (a1, b1, a2, c1, b2, a3) = (
            comment("ann"), comment("bob"), comment("ann"), comment("carl"), comment("bob"), comment("ann")
        )

        let groups = ImageCommentsGrouping.byAuthor([a1, b1, a2, c1, b2, a3])

        #expect(
            groups == [
                ImageCommentsGroup(username: "ann", comments: [a1, a2, a3]),
                ImageCommentsGroup(username: "bob", comments: [b1, b2]),
                ImageCommentsGroup(username: "carl", comments: [c1]),
            ])
        #expect(groups.map(\.count) == [3, 2, 1])
    }

    @Test("treats usernames that differ in case as different authors")
    func exactUsernames() {
        let groups = ImageCommentsGrouping.byAuthor([comment("Ann"), comment("ann")])

        #expect(groups.map(\.username) == ["Ann", "ann"])
    }

    @Test("groups nothing into no groups")
    func empty() {
        #expect(ImageCommentsGrouping.byAuthor([]).isEmpty)
    }

    @Test("follows a prior sort: groups appear in the sorted order")
    func afterSort() {
        let comments = [comment("zed"), comment("amy"), comment("zed")]

        let groups = ImageCommentsGrouping.byAuthor(ImageCommentsSort.author.sorted(comments))

        #expect(groups.map(\.username) == ["amy", "zed"])
        #expect(groups.map(\.count) == [1, 2])
    }

    @Test("sorts, then groups by author when asked")
    func sortsThenGroups() {
        let (zed1, amy, zed2) = (comment("zed"), comment("amy"), comment("zed"))

        let groups = ImageCommentsGrouping.groups([zed1, amy, zed2], sortedBy: .author, byAuthor: true)

        #expect(
            groups == [
                ImageCommentsGroup(username: "amy", comments: [amy]),
                ImageCommentsGroup(username: "zed", comments: [zed1, zed2]),
            ])
    }

    @Test("sorts into one group with an empty username when not grouping by author")
    func sortsIntoOneGroup() {
        let (zed, amy) = (comment("zed"), comment("amy"))

        let groups = ImageCommentsGrouping.groups([zed, amy], sortedBy: .author, byAuthor: false)

        #expect(groups == [ImageCommentsGroup(username: "", comments: [amy, zed])])
    }

    // MARK: - Helpers

    private func comment(_ username: String) -> ImageComment {
        ImageComment(id: UUID(), message: "m", createdAt: Date(timeIntervalSince1970: 0), username: username)
    }
}
