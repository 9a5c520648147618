import Foundation
import ImageComments
import SharedAPI
import SharedPresentationTestSupport
import Testing

@Suite("ImageCommentsMapper")
struct ImageCommentsMapperTests {
    @Test(
        "throws on a non-2xx status, even with a valid body", arguments: [199, 150, 300, 301, 400, 401, 404, 500, 503])
    func rejectsStatus(code: Int) {
        let data = itemsJSON([validItem()])

        #expect(throws: InvalidData.status(code)) { try ImageCommentsMapper.map(data, from: response(code)) }
    }

    @Test("maps an empty list on any 2xx", arguments: [200, 201, 202, 204, 250, 299])
    func mapsEmptyList(code: Int) throws {
        let comments = try ImageCommentsMapper.map(itemsJSON([]), from: response(code))

        #expect(comments.isEmpty)
    }

    @Test("maps items in the order received, ignoring unknown fields")
    func mapsItems() throws {
        let first = makeComment(
            message: "a message", date: (Date(timeIntervalSince1970: 1_598_627_222), "2020-08-28T15:07:02+00:00"),
            username: "a username")
        let second = makeComment(
            message: "another message", date: (Date(timeIntervalSince1970: 1_577_881_882), "2020-01-01T12:31:22Z"),
            username: "another username")
        let third = makeComment(
            message: "zzz", date: (Date(timeIntervalSince1970: 1_589_973_899.25), "2020-05-20T16:54:59.25+0530"),
            username: "Ann")
        var extra = third.json
        extra["unknown"] = ["nested": [1, 2]]
        extra["author"] = ["username": "Ann", "avatar": NSNull()]

        let comments = try ImageCommentsMapper.map(itemsJSON([second.json, extra, first.json]), from: response(200))

        #expect(comments == [second.model, third.model, first.model])
    }

    @Test("throws invalid data naming the item for a repeated id, as the feed does")
    func rejectsDuplicateIDs() {
        let id = UUID()
        let date = (Date(timeIntervalSince1970: 1_598_627_222), "2020-08-28T15:07:02+00:00")
        let first = makeComment(id: id, message: "first", date: date, username: "ann")
        let repeated = makeComment(id: id, message: "again", date: date, username: "bob")

        #expect(
            invalidDataWords {
                try ImageCommentsMapper.map(itemsJSON([first.json, validItem(), repeated.json]), from: response(200))
            } == "items[2].id \(id) is a duplicate")
    }

    @Test("keeps exactly the server's order for many items")
    func keepsOrder() throws {
        let items = (0..<500).map { index in
            makeComment(
                message: "m\(index)",
                date: (
                    Date(timeIntervalSince1970: Double(1_600_000_000 - index * 7_919 % 1_000)),
                    Self.iso(1_600_000_000 - index * 7_919 % 1_000)
                ), username: "u\(index % 7)")
        }

        let comments = try ImageCommentsMapper.map(itemsJSON(items.map(\.json)), from: response(200))

        #expect(comments == items.map(\.model))
    }

    @Test(
        "throws invalid data naming the field for every invalid payload shape",
        arguments: InvalidPayload.all)
    func rejectsInvalidPayload(payload: InvalidPayload) {
        #expect(invalidDataWords { try ImageCommentsMapper.map(payload.data, from: response(200)) } == payload.reason)
    }

    @Test("rejects the whole list when only the last item is invalid")
    func allOrNothing() {
        var invalid = validItem()
        invalid["created_at"] = "yesterday"
        let data = itemsJSON([validItem(), validItem(), invalid])

        #expect(
            invalidDataWords {
                try ImageCommentsMapper.map(data, from: response(200))
            } == "items[2].created_at is not an ISO 8601 date-time")
    }

    @Test("reads members in any order, escaped strings, a byte order mark and surrounding whitespace")
    func readsLenientJSONShapes() throws {
        let text =
            "\u{FEFF} \n{\"other\":[1,{\"a\":null}],\"items\":[{\"author\":{\"x\":1,\"username\":\"\\u0041nn\"},"
            + #""created_at":"2020-05-20T11:24:59Z","message":"line\nnext \"q\" \ud83d\udc4d","#
            + #""id":"7019D8A7\u002D0B35-4057-B7F9-8C5471961ED0"}]} "# + "\n"

        let comments = try ImageCommentsMapper.map(Data(text.utf8), from: response(200))

        #expect(
            comments == [
                ImageComment(
                    id: UUID(uuidString: "7019D8A7-0B35-4057-B7F9-8C5471961ED0")!, message: "line\nnext \"q\" 👍",
                    createdAt: Date(timeIntervalSince1970: 1_589_973_899), username: "Ann")
            ])
    }

    @Test(
        "throws invalid data naming a member that appears twice, as the feed does",
        arguments: [
            (#"{"items":[],"items":[]}"#, "items appears twice"),
            (
                Self.item(#""id":"\#(Self.id)","message":"a","message":"b",\#(Self.dateAndAuthor)"#),
                "items[0].message appears twice"
            ),
            (
                Self.item(#""id":"\#(Self.id)","message":"a",\#(Self.dateAndAuthor),"id":"\#(Self.id)""#),
                "items[0].id appears twice"
            ),
            (
                Self.item(
                    #""id":"\#(Self.id)","message":"a","created_at":"2020-05-20T11:24:59Z","author":{"username":"a","username":"b"}"#
                ),
                "items[0].author.username appears twice"
            ),
        ])
    func rejectsRepeatedMembers(text: String, reason: String) {
        #expect(invalidDataWords { try ImageCommentsMapper.map(Data(text.utf8), from: response(200)) } == reason)
    }

    @Test("ignores unknown members that appear twice")
    func ignoresRepeatedUnknownMembers() throws {
        let text =
            #"{"next":1,"items":[{"id":"\#(Self.id)","message":"a",\#(Self.dateAndAuthor),"x":1,"x":2}],"next":2}"#

        let comments = try ImageCommentsMapper.map(Data(text.utf8), from: response(200))

        #expect(comments.map(\.message) == ["a"])
    }

    @Test(
        "rejects malformed JSON around valid items with the reader's cause and byte offset",
        arguments: [
            (#"{"items":[]} x"#, "malformed JSON: unexpected data after the document at byte 13"),
            (#"{"items":[]}{}"#, "malformed JSON: unexpected data after the document at byte 12"),
            (#"{"items":[],}"#, "malformed JSON: expected a string as object key at byte 12"),
            (#"{"items":[],"x":[1,]}"#, "malformed JSON: expected a value at byte 19"),
            (#"{'items':[]}"#, "malformed JSON: expected a string as object key at byte 1"),
        ])
    func rejectsMalformedJSON(text: String, reason: String) {
        #expect(invalidDataWords { try ImageCommentsMapper.map(Data(text.utf8), from: response(200)) } == reason)
    }

    // MARK: - Helpers

    private static let id = "7019D8A7-0B35-4057-B7F9-8C5471961ED0"
    private static let dateAndAuthor = #""created_at":"2020-05-20T11:24:59Z","author":{"username":"ann"}"#

    private static func item(_ members: String) -> String {
        #"{"items":[{\#(members)}]}"#
    }

    private static func iso(_ seconds: Int) -> String {
        let formatter = ISO8601DateFormatter()
        return formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
    }
}

/// One invalid `{"items":[...]}` payload and the reason the mapper must give.
struct InvalidPayload: Sendable, CustomTestStringConvertible {
    let name: String
    let data: Data
    let reason: String

    var testDescription: String { name }

    static let all: [InvalidPayload] = [
        InvalidPayload(
            name: "empty body", data: Data(),
            reason: "malformed JSON: unexpected end of input, expected a value at byte 0"),
        InvalidPayload(
            name: "not JSON", data: Data("<html>".utf8), reason: "malformed JSON: expected a value at byte 0"),
        InvalidPayload(
            name: "truncated", data: Data(#"{"items":[{"id":"#.utf8),
            reason: "malformed JSON: unexpected end of input, expected a value at byte 16"),
        InvalidPayload(
            name: "invalid UTF-8", data: Data([0x7B, 0x22, 0xFF, 0x22, 0x3A, 0x31, 0x7D]),
            reason: "malformed JSON: invalid UTF-8 at byte 2"),
        InvalidPayload(name: "top-level array", data: Data("[]".utf8), reason: "the payload is not an object"),
        InvalidPayload(name: "top-level string", data: Data(#""items""#.utf8), reason: "the payload is not an object"),
        InvalidPayload(name: "top-level null", data: Data("null".utf8), reason: "the payload is null"),
        json(name: "missing items", [:], reason: "items is missing"),
        json(name: "null items", ["items": NSNull()], reason: "items is null"),
        json(name: "items is an object", ["items": [:] as [String: Any]], reason: "items is not an array"),
        json(name: "items is a string", ["items": "[]"], reason: "items is not an array"),
        json(name: "item is a string", ["items": ["comment"]], reason: "items[0] is not an object"),
        json(name: "item is null", ["items": [NSNull()]], reason: "items[0] is null"),
        item(name: "missing id", removing: "id", reason: "items[0].id is missing"),
        item(name: "missing message", removing: "message", reason: "items[0].message is missing"),
        item(name: "missing created_at", removing: "created_at", reason: "items[0].created_at is missing"),
        item(name: "missing author", removing: "author", reason: "items[0].author is missing"),
        item(name: "null id", setting: "id", to: NSNull(), reason: "items[0].id is null"),
        item(name: "null message", setting: "message", to: NSNull(), reason: "items[0].message is null"),
        item(name: "null created_at", setting: "created_at", to: NSNull(), reason: "items[0].created_at is null"),
        item(name: "null author", setting: "author", to: NSNull(), reason: "items[0].author is null"),
        item(name: "numeric id", setting: "id", to: 42, reason: "items[0].id is not a string"),
        item(name: "numeric message", setting: "message", to: 42, reason: "items[0].message is not a string"),
        item(name: "boolean message", setting: "message", to: true, reason: "items[0].message is not a string"),
        item(name: "array message", setting: "message", to: ["a"], reason: "items[0].message is not a string"),
        item(
            name: "numeric created_at", setting: "created_at", to: 1_589_973_899,
            reason: "items[0].created_at is not a string"),
        item(name: "author is a string", setting: "author", to: "ann", reason: "items[0].author is not an object"),
        item(
            name: "author without username", setting: "author", to: ["name": "ann"],
            reason: "items[0].author.username is missing"),
        item(
            name: "null username", setting: "author", to: ["username": NSNull()],
            reason: "items[0].author.username is null"),
        item(
            name: "numeric username", setting: "author", to: ["username": 7],
            reason: "items[0].author.username is not a string"),
        item(name: "invalid UUID", setting: "id", to: "not-a-uuid", reason: "items[0].id is not a UUID"),
        item(
            name: "UUID without hyphens", setting: "id", to: "2239CBA2CB354392ADC024A37D38E010",
            reason: "items[0].id is not a UUID"),
        item(name: "empty id", setting: "id", to: "", reason: "items[0].id is not a UUID"),
        item(
            name: "empty date", setting: "created_at", to: "",
            reason: "items[0].created_at is not an ISO 8601 date-time"),
        item(
            name: "date without zone", setting: "created_at", to: "2020-05-20T11:24:59",
            reason: "items[0].created_at is not an ISO 8601 date-time"),
        item(
            name: "date only", setting: "created_at", to: "2020-05-20",
            reason: "items[0].created_at is not an ISO 8601 date-time"),
        item(
            name: "month 13", setting: "created_at", to: "2020-13-20T11:24:59Z",
            reason: "items[0].created_at is not an ISO 8601 date-time"),
        item(
            name: "February 30", setting: "created_at", to: "2021-02-29T11:24:59Z",
            reason: "items[0].created_at is not an ISO 8601 date-time"),
        item(
            name: "human date", setting: "created_at", to: "May 20, 2020",
            reason: "items[0].created_at is not an ISO 8601 date-time"),
    ]

    private static func json(name: String, _ object: [String: Any], reason: String) -> InvalidPayload {
        InvalidPayload(name: name, data: try! JSONSerialization.data(withJSONObject: object), reason: reason)
    }

    private static func item(name: String, removing key: String, reason: String) -> InvalidPayload {
        var item = validItem()
        item[key] = nil
        return InvalidPayload(name: name, data: itemsJSON([item]), reason: reason)
    }

    private static func item(name: String, setting key: String, to value: Any, reason: String) -> InvalidPayload {
        var item = validItem()
        item[key] = value
        return InvalidPayload(name: name, data: itemsJSON([item]), reason: reason)
    }
}
