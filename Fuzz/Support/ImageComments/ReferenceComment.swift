import Foundation
import ImageComments
import SharedAPI

/// The comments contract, read literally: `{"id","message","created_at","author":{"username"}}`.
enum ReferenceComment {
    static let acceptedStatuses = [200, 201, 202, 203, 204, 206, 250, 299]
    static let rejectedStatuses = [0, 100, 199, 300, 301, 304, 400, 401, 403, 404, 429, 500, 503, 999]

    static func comment(from value: ReferenceJSON, uuid: (String) -> UUID?) -> ImageComment? {
        guard case .object = value,
            let id = value["id"]?.string.flatMap(uuid),
            let message = value["message"]?.string,
            let date = value["created_at"]?.string.flatMap(ImageCommentDate.parse),
            case .object? = value["author"],
            let username = value["author"]?["username"]?.string
        else { return nil }
        return ImageComment(id: id, message: message, createdAt: date, username: username)
    }

    /// Whether two parsers may legitimately read `data` differently, so that only crash-freedom is checked.
    static func isAmbiguous(_ data: Data) -> Bool {
        JSONShape.hasTrailingComma(data) || JSONShape.isWideUnicode(data) || JSONShape.hasByteOrderMarkInside(data)
    }

    /// Checks an error is `InvalidData` with a one-line cause, and that rejected statuses never map.
    static func checkCommon<T>(_ result: Result<T, any Error>, _ input: FuzzResponse, mapper: String) {
        if case let .failure(error) = result {
            require(error is InvalidData, "\(mapper): not InvalidData: \(error)")
            requireOneLineCause((error as? InvalidData)?.reason ?? "", context: mapper)
        }
        if !input.isAccepted {
            require((try? result.get()) == nil, "\(mapper): a value for status \(input.status)")
        }
    }
}
