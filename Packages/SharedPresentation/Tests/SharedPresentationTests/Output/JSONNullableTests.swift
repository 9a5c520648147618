import SharedPresentation
import Testing

@Suite("JSONNullable: a missing value is an explicit null, so every key of a shape is there")
struct JSONNullableTests {
    private struct Shape: Encodable {
        @JSONNullable var location: String?
        var note: String?
    }

    @Test("nil is written as null, where a plain optional is left out")
    func missing() {
        #expect(JSONOutputEncoder.encode(Shape(location: nil, note: nil)) == #"{"location":null}"#)
    }

    @Test("a value is written as it is")
    func present() {
        #expect(JSONOutputEncoder.encode(Shape(location: "Lisbon", note: "n")) == #"{"location":"Lisbon","note":"n"}"#)
    }
}
