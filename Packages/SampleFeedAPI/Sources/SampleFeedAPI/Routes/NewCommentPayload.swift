import Foundation
import Hummingbird

/// The body of `POST /image/{id}/comments`, validated: trimmed, 1...1000 characters.
struct NewCommentPayload: Decodable {
    static let maximumLength = 1000
    static let maximumBodyBytes = 64 * 1024
    let message: String

    static func validatedMessage(from body: ByteBuffer) throws -> String {
        guard let payload = try? JSONDecoder().decode(Self.self, from: Data(body.readableBytesView)) else {
            throw HTTPError(.badRequest, message: #"The body must be JSON: {"message": "..."}."#)
        }
        let message = payload.message.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !message.isEmpty else { throw HTTPError(.badRequest, message: "The message is empty.") }
        guard message.count <= maximumLength else {
            throw HTTPError(.badRequest, message: "The message is longer than \(maximumLength) characters.")
        }
        return message
    }
}
