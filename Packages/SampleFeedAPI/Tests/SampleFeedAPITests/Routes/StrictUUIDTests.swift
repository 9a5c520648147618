import Foundation
import Testing

@testable import SampleFeedAPI

@Suite("StrictUUID: request ids are 8-4-4-4-12 hex digits, nothing else")
struct StrictUUIDTests {
    @Test("accepts the canonical form in lower, upper and mixed case")
    func acceptsCanonical() throws {
        let id = UUID()

        #expect(StrictUUID.parse(id.uuidString.lowercased()) == id)
        #expect(StrictUUID.parse(id.uuidString.uppercased()) == id)
        #expect(
            StrictUUID.parse("73a7F70C-75da-4C2E-b6A3-E70CF9553AA6")
                == UUID(uuidString: "73A7F70C-75DA-4C2E-B6A3-E70CF9553AA6"))
    }

    @Test(
        "rejects signs inside a group, misplaced hyphens, wrong lengths, spaces, braces and non-hex",
        arguments: [
            "73A7F70C-75DA-4C2E-B6A3-E70C-7553AA6", "73A7F70C-75DA-4C2E-B6A3-E70C+7553AA6",
            "+3A7F70C-75DA-4C2E-B6A3-E70CF9553AA6",
            "73A7F70C75DA-4C2E-B6A3-E70CF9553AA6-", "73A7F70C75DA4C2EB6A3E70CF9553AA6",
            "73A7F70C-75DA-4C2E-B6A3-E70CF9553AA",
            "73A7F70C-75DA-4C2E-B6A3-E70CF9553AA60", " 3A7F70C-75DA-4C2E-B6A3-E70CF9553AA6",
            "{3A7F70C-75DA-4C2E-B6A3-E70CF9553AA}",
            "G3A7F70C-75DA-4C2E-B6A3-E70CF9553AA6", "73A7F70C-75DA-4C2E-B6A3-E70CF9553AÄ", "", "42",
        ])
    func rejectsLenientForms(text: String) {
        #expect(StrictUUID.parse(text) == nil)
    }
}
