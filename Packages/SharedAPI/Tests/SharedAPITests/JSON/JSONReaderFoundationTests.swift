import Foundation
import SharedAPI
import Testing

@Suite("JSONReader reads UUIDs and URLs as Foundation parses them")
struct JSONReaderFoundationTests {
    @Test(
        "reads UUIDs of either case, escaped or not",
        arguments: [
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5F", "e621e1f8-c36c-495a-93fc-0c247a3e6e5f",
            "00000000-0000-0000-0000-000000000000",
        ])
    func readsUUIDs(_ text: String) throws {
        let expected = try #require(UUID(uuidString: text))

        #expect(try read("\"\(text)\"") { try $0.readUUID() } == expected)
        #expect(
            try read("\"\\u0045\(text.dropFirst())\"") { try $0.readUUID() } == UUID(uuidString: "E" + text.dropFirst())
        )
    }

    @Test(
        "rejects strings that are not UUIDs",
        arguments: [
            "", "E621E1F8C36C495A93FC0C247A3E6E5F", "E621E1F8-C36C-495A-93FC-0C247A3E6E5",
            "E621E1F8-C36C-495A-93FC-0C247A3E6E5FF",
            "G621E1F8-C36C-495A-93FC-0C247A3E6E5F", "E621E1F8+C36C-495A-93FC-0C247A3E6E5F",
            "{E621E1F8-C36C-495A-93FC-0C247A3E6E5F}",
        ])
    func rejectsNonUUIDs(_ text: String) {
        #expect(UUID(uuidString: text) == nil)
        #expect(throws: JSONReaderError(.invalidUUID, offset: 1)) { try read(" \"\(text)\"") { try $0.readUUID() } }
    }

    @Test("rejects an escaped UUID with a sign inside a group, which UUID(uuidString:) on Linux accepts")
    func rejectsEscapedUUIDsWithASign() {
        let document = #""73A7F70C-75DA-4C2E-B6A3-E70C\u002d7553AA6""#

        #expect(throws: JSONReaderError(.invalidUUID, offset: 0)) { try read(document) { try $0.readUUID() } }
    }

    @Test("agrees with UUID(uuidString:) on random UUIDs")
    func agreesWithFoundationOnRandomUUIDs() throws {
        for _ in 0..<200 {
            let uuid = UUID()

            #expect(try read("\"\(uuid.uuidString.lowercased())\"") { try $0.readUUID() } == uuid)
        }
    }

    @Test("reads URLs that URL(string:) accepts and rejects the others")
    func readsURLs() throws {
        let url = try read(#""https:\/\/example.com\/a b?q=1""#) { try $0.readURL() }

        #expect(url == URL(string: "https://example.com/a b?q=1"))
        #expect(throws: JSONReaderError(.invalidURL, offset: 0)) { try read(#""""#) { try $0.readURL() } }
    }

    private func read<T>(_ text: String, _ body: (inout JSONReader) throws -> T) throws -> T {
        try JSONReader.read(Data(text.utf8), body)
    }
}
