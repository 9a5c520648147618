import Foundation
import Testing

/// `TERM=dumb` used to get colours and the alternate screen, which such a terminal cannot show, and then to be told
/// that browse needs a terminal, while on one.
extension BrowseEndToEndTests {
    @Test("TERM=dumb: browse is refused (64) without touching the screen, and nothing is coloured")
    func dumbTerminal() throws {
        let (process, _) = try launch(environment: ["TERM": "dumb"])
        defer { process.terminate() }

        let status = process.waitForExit()

        #expect(status == 64, "\(process.text)")
        #expect(process.text.contains("this terminal (TERM=dumb) cannot draw the browser"), "\(process.text)")
        #expect(!process.text.contains("\u{1B}["), "no escape sequence: \(process.text.debugDescription)")
    }
}
