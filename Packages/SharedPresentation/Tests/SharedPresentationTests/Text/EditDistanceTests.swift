import SharedPresentation
import Testing

@Suite("EditDistance: how many edits turn one word into another")
struct EditDistanceTests {
    @Test(
        "counts insertions, deletions and substitutions",
        arguments: [
            ("feed", "feed", 0), ("fed", "feed", 1), ("feeds", "feed", 1), ("cahce", "cache", 2),
            ("", "show", 4), ("kitten", "sitting", 3), ("ünï", "uni", 2),
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(EditDistance.between(a, b) == expected)
        #expect(EditDistance.between(b, a) == expected)
    }

    @Test("the nearest candidate within the tolerance, else none")
    func nearest() {
        let commands = ["feed", "comments", "cache"]

        #expect(EditDistance.nearest(to: "comets", in: commands, tolerance: 2) == "comments")
        #expect(EditDistance.nearest(to: "xyzzy", in: commands, tolerance: 2) == nil)
        #expect(EditDistance.nearest(to: "feed", in: [], tolerance: 2) == nil)
    }
}
