import Foundation
import Testing

@testable import SharedPresentation

@Suite("JSONOutputEncoder: JSON a terminal can show safely, and still the same JSON")
struct JSONOutputEncoderTests {
    @Test("C1 controls, DEL, bidi overrides and line separators are escaped as \\u, and decode back the same")
    func escapesTerminalControls() throws {
        let text = "a\u{9B}31m\u{85}\u{7F}\u{202E}evil\u{2066}\u{2028}b\u{1B}[2J"

        let json = JSONOutputEncoder.encode(["message": text])

        #expect(json == #"{"message":"a\u009b31m\u0085\u007f\u202eevil\u2066\u2028b\u001b[2J"}"#)
        let decoded = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
        #expect(decoded?["message"] == text)
    }

    @Test("everything else passes as it is: accents, CJK, emoji, slashes")
    func keepsOtherText() {
        #expect(JSONOutputEncoder.string("São Paulo 東京 👋 http://a/b") == #""São Paulo 東京 👋 http://a/b""#)
    }
}
