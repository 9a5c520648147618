import AsyncHTTPClient
import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import SharedAPI

/// Between HTTPTypes and AsyncHTTPClient: the request sent, the response and body received.
extension NIOHTTPClient {
    /// The body, refused at the headers when its announced length is over `limit`, and as soon as the bytes
    /// read pass it otherwise: leaving the loop ends the stream and closes the connection.
    static func body(of response: HTTPClientResponse, limit: Int) async throws -> Data {
        if let length = response.headers.first(name: "Content-Length").flatMap(Int.init), length > limit {
            throw SharedAPI.HTTPClientError.responseTooLarge(limit: limit)
        }
        var data = Data()
        for try await buffer in response.body {
            guard data.count + buffer.readableBytes <= limit else {
                throw SharedAPI.HTTPClientError.responseTooLarge(limit: limit)
            }
            data.append(contentsOf: buffer.readableBytesView)
        }
        return data
    }

    static func clientRequest(_ request: HTTPRequest, url: URL, body: Data?) -> HTTPClientRequest {
        var clientRequest = HTTPClientRequest(url: url.absoluteString)
        clientRequest.method = HTTPMethod(rawValue: request.method.rawValue)
        for field in request.headerFields {
            clientRequest.headers.add(name: field.name.rawName, value: field.value)
        }
        if let body {
            clientRequest.body = .bytes(ByteBuffer(bytes: body))
        }
        return clientRequest
    }

    /// Header fields whose name is not a valid token are dropped.
    static func httpResponse(_ response: HTTPClientResponse) -> HTTPResponse {
        var fields = HTTPFields()
        for (name, value) in response.headers {
            guard let name = HTTPField.Name(name) else { continue }
            fields.append(HTTPField(name: name, value: value))
        }
        let status = HTTPResponse.Status(code: Int(response.status.code), reasonPhrase: response.status.reasonPhrase)
        return HTTPResponse(status: status, headerFields: fields)
    }
}
