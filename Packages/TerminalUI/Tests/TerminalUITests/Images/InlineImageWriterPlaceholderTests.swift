import Foundation
import Testing

@testable import TerminalUI

@Suite("InlineImageWriter with kitty placeholders: pictures in the pane's text, their images sent through tmux")
struct InlineImageWriterPlaceholderTests {
    @Test("draws the picture at its box: the image through tmux, then the placeholder text")
    func drawsThroughTmux() throws {
        var writer = InlineImageWriter(kind: .kittyPlaceholders)
        writer.cellAspect = 1

        let output = writer.update(to: try Self.placement(), screenCleared: false)

        #expect(output.hasPrefix("\u{1B}[3;5H\u{1B}Ptmux;\u{1B}\u{1B}_Ga=T,f=24,"))
        #expect(output.contains(",U=1,"))
        #expect(output.unicodeScalars.filter { $0 == KittyPlaceholder.character }.count == 4)
        #expect(
            !output.replacingOccurrences(of: "\u{1B}\u{1B}", with: "").contains("\u{1B}_G"),
            "nothing outside tmux's passthrough")
    }

    @Test("a picture that goes is blanked before the text, and its image deleted through tmux")
    func goneIsBlankedAndDeleted() throws {
        var writer = InlineImageWriter(kind: .kittyPlaceholders)
        writer.cellAspect = 1
        let shown = writer.update(to: try Self.placement(), screenCleared: false)
        let id = try #require(shown.firstMatch(of: /,i=([0-9]+),/)).output.1

        let update = writer.update(to: [], screenCleared: false)

        #expect(update.beforeText == "\u{1B}[3;5H  \u{1B}[4;5H  ")
        #expect(update.afterText == "\u{1B}Ptmux;\u{1B}\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\u{1B}\\\u{1B}\\")
    }

    @Test("a picture that text overwrote is drawn again")
    func overwrittenIsRedrawn() throws {
        var writer = InlineImageWriter(kind: .kittyPlaceholders)
        writer.cellAspect = 1
        _ = writer.update(to: [try Self.placement()], screenCleared: false)

        let update = writer.update(
            to: [try Self.placement()], screenCleared: false, rewrittenWidth: { $0 == 3 ? 40 : nil })

        #expect(update.afterText.unicodeScalars.filter { $0 == KittyPlaceholder.character }.count == 4)
    }

    private static func placement() throws -> ImagePlacement {
        let image = try #require(PixelImage(width: 4, height: 4, rgb: Array(repeating: 90, count: 48)))
        return ImagePlacement(pixels: image, column: 4, row: 2, columns: 2, rows: 2)
    }
}
