import Foundation
import Hummingbird

/// Encodes a payload the way the API contract shows it: UTF-8 JSON, unescaped slashes.
enum JSONResponse {
    static func make(_ payload: some Encodable, status: HTTPResponse.Status = .ok) throws -> Response {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
        let data = try encoder.encode(payload)
        return Response(
            status: status,
            headers: [.contentType: "application/json; charset=utf-8"],
            body: .init(byteBuffer: ByteBuffer(bytes: data))
        )
    }
}
