import Foundation
import HTTPTypes
import SharedAPI
import Testing

@Suite("MediaTypeCheck: a success that declares the wrong media type is invalid data before the mapper reads it")
struct MediaTypeCheckTests {
    @Test(
        "JSON routes accept application/json with parameters, any +json type, and no Content-Type",
        arguments: ["application/json", "Application/JSON; charset=utf-8", "application/problem+json", nil])
    func jsonAccepts(contentType: String?) throws {
        let map = MediaTypeCheck.json { data, _ in data.count }

        #expect(try map(Data("{}".utf8), response(200, contentType)) == 2)
    }

    @Test(
        "JSON routes reject text/html, text/plain and images with a one-line reason",
        arguments: ["text/html", "text/plain; charset=utf-8", "image/png"])
    func jsonRejects(contentType: String) throws {
        let map = MediaTypeCheck.json { data, _ in data.count }

        #expect(throws: InvalidData(FailureReason(.notJSON(mediaType: String(contentType.prefix { $0 != ";" }))))) {
            try map(Data("{}".utf8), response(200, contentType))
        }
    }

    @Test("image bytes accept image types, octet streams and no Content-Type; reject text and JSON")
    func image() throws {
        let map = MediaTypeCheck.image { data, _ in data }
        let bytes = Data([1, 2, 3])

        for accepted in ["image/png", "image/webp", "application/octet-stream", nil] {
            #expect(try map(bytes, response(200, accepted)) == bytes)
        }
        for rejected in ["text/html", "application/json", "application/vnd.error+json"] {
            #expect(throws: InvalidData.self) { try map(bytes, response(200, rejected)) }
        }
    }

    @Test("image bytes that are a picture are read whatever type is declared; others declared as text stay invalid")
    func imageBytesDecide() throws {
        let map = MediaTypeCheck.image({ data, _ in data }, isPicture: { $0.first == 0x89 })
        let picture = Data([0x89, 0x50, 0x4E, 0x47])

        for declared in ["text/plain", "text/html; charset=utf-8", "application/json", "image/png", nil] {
            #expect(try map(picture, response(200, declared)) == picture)
        }
        #expect(throws: InvalidData(FailureReason(.notImageData(mediaType: "text/html")))) {
            try map(Data("<html>".utf8), response(200, "text/html"))
        }
    }

    @Test("the reason reads as a sentence whatever the type: no \"a application/json\"")
    func reasonNamesTheType() {
        let map = MediaTypeCheck.image { data, _ in data }

        #expect(throws: InvalidData(FailureReason(.notImageData(mediaType: "application/json")))) {
            try map(Data([1]), response(200, "application/json"))
        }
    }

    @Test("error statuses reach the mapper whatever their type, so it reports the status")
    func errorStatusesPassThrough() throws {
        let map = MediaTypeCheck.json { _, response in response.status.code }

        #expect(try map(Data(), response(502, "text/html")) == 502)
    }

    @Test("a very long declared type is cut in the reason")
    func longTypeIsCut() {
        let map = MediaTypeCheck.json { data, _ in data.count }
        let type = "text/" + String(repeating: "x", count: 500)

        #expect(throws: InvalidData(FailureReason(.notJSON(mediaType: String(type.prefix(60)))))) {
            try map(Data(), response(200, type))
        }
    }

    private func response(_ status: Int, _ contentType: String?) -> HTTPResponse {
        HTTPResponse(status: .init(code: status), headerFields: contentType.map { [.contentType: $0] } ?? [:])
    }
}
