import Foundation
import ImageComments
import SharedAPI
import SharedPresentationTestSupport
import Testing

@Suite("CreatedImageCommentMapper")
struct CreatedImageCommentMapperTests {
    @Test("maps the created comment object on any 2xx", arguments: [200, 201, 202, 299])
    func mapsCreatedComment(code: Int) throws {
        let comment = makeComment(
            message: "new", date: (Date(timeIntervalSince1970: 1_589_973_899), "2020-05-20T11:24:59.000Z"),
            username: "me")

        let created = try CreatedImageCommentMapper.map(jsonData(comment.json), from: response(code))

        #expect(created == comment.model)
    }

    @Test("throws on a non-2xx status", arguments: [199, 300, 400, 422, 500])
    func rejectsStatus(code: Int) {
        #expect(throws: InvalidData.status(code)) {
            try CreatedImageCommentMapper.map(jsonData(validItem()), from: response(code))
        }
    }

    @Test(
        "throws invalid data naming the field for an invalid object",
        arguments: [
            (Data("{}".utf8), "id is missing"),
            (Data("[]".utf8), "the payload is not an object"),
            (Data(), "malformed JSON: unexpected end of input, expected a value at byte 0"),
            (jsonData(validItem().merging(["id": "x"]) { $1 }), "id is not a UUID"),
            (
                jsonData(validItem().merging(["created_at": "2020-05-20"]) { $1 }),
                "created_at is not an ISO 8601 date-time"
            ),
            (jsonData(validItem().merging(["author": [:] as [String: Any]]) { $1 }), "author.username is missing"),
            (jsonData(validItem().merging(["message": NSNull()]) { $1 }), "message is null"),
            (itemsJSON([validItem()]), "id is missing"),
            (Data(#"{"message":"a","message":"b"}"#.utf8), "message appears twice"),
        ] as [(Data, String)])
    func rejectsInvalidObject(data: Data, reason: String) {
        #expect(invalidDataWords { try CreatedImageCommentMapper.map(data, from: response(201)) } == reason)
    }
}
