import Foundation
import ImageComments
import SharedPresentation
import Testing

@Suite("ImageCommentsPresenter's JSON")
struct ImageCommentsJSONTests {
    private static let now = Date(timeIntervalSince1970: 1_600_000_000)
    private static let id = UUID(uuidString: "7019D8A7-0B35-4057-B7F9-8C5471961ED0")!

    @Test("writes a comment's id in lower case, its date in ISO 8601 and as people read it, in the same order")
    func comments() {
        let comments = [
            ImageComment(id: Self.id, message: "first", createdAt: Self.now.addingTimeInterval(-60), username: "ann"),
            ImageComment(
                id: Self.id, message: "second", createdAt: Self.now.addingTimeInterval(-86_400), username: "bo"),
        ]

        let json = ImageCommentsPresenter.json(
            comments, currentDate: Self.now, calendar: utcGregorian(), language: "en")

        #expect(
            JSONOutputEncoder.encode(json)
                == #"[{"created_at":"2020-09-13T12:25:40Z","id":"7019d8a7-0b35-4057-b7f9-8c5471961ed0","#
                + #""message":"first","relative_date":"1 minute ago","username":"ann"},"#
                + #"{"created_at":"2020-09-12T12:26:40Z","id":"7019d8a7-0b35-4057-b7f9-8c5471961ed0","#
                + #""message":"second","relative_date":"1 day ago","username":"bo"}]"#)
    }

    @Test("writes all of an image's comments under the title in the reader's language and the image's id")
    func imageComments() {
        let comment = ImageComment(id: Self.id, message: "hi", createdAt: Self.now, username: "ann")

        let json = ImageCommentsPresenter.json(
            [comment], of: Self.id, currentDate: Self.now, calendar: utcGregorian(), language: "pt-BR")

        #expect(json.title == ImageCommentsPresenter.title(language: "pt-BR"))
        #expect(
            JSONOutputEncoder.encode(json)
                == #"{"image_id":"7019d8a7-0b35-4057-b7f9-8c5471961ed0","items":[{"created_at":"2020-09-13T12:26:40Z","#
                + #""id":"7019d8a7-0b35-4057-b7f9-8c5471961ed0","message":"hi","relative_date":"há 1 segundo","#
                + #""username":"ann"}],"title":"Comentários"}"#)
    }

    private func utcGregorian() -> Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }
}
