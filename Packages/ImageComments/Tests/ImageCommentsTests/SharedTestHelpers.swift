import Foundation
import HTTPTypes
import ImageComments

func response(_ code: Int) -> HTTPResponse {
    HTTPResponse(status: .init(code: code))
}

func makeComment(
    id: UUID = UUID(), message: String, date: (date: Date, iso8601: String), username: String
) -> (model: ImageComment, json: [String: Any]) {
    let model = ImageComment(id: id, message: message, createdAt: date.date, username: username)
    let json: [String: Any] = [
        "id": id.uuidString, "message": message, "created_at": date.iso8601, "author": ["username": username],
    ]
    return (model, json)
}

func validItem() -> [String: Any] {
    makeComment(
        message: "a message", date: (Date(timeIntervalSince1970: 1_589_973_899), "2020-05-20T11:24:59+0000"),
        username: "ann"
    ).json
}

func itemsJSON(_ items: [[String: Any]]) -> Data {
    jsonData(["items": items])
}

func jsonData(_ object: [String: Any]) -> Data {
    try! JSONSerialization.data(withJSONObject: object)
}
