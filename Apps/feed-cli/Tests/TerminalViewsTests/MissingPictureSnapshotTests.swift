import Foundation
import ImageDecoding
import SnapshotTesting
import TerminalUI
import TerminalViews
import Testing

@Suite("MissingPicture: a picture that could not be had is a box its size with a dim, localized \"no picture\"")
struct MissingPictureSnapshotTests {
    struct Drawing: Sendable, CustomTestStringConvertible {
        let name: String
        let drawing: ImageDrawing
        var testDescription: String { name }
    }

    static let drawings = [Drawing(name: "blocks", drawing: .blocks), Drawing(name: "kitty", drawing: .inline(.kitty))]

    @Test(
        "feed's rows: the second image's picture is missing, its box says so and its text stays in the column",
        arguments: drawings, [80, 40])
    func feedRowsWithAMissingPicture(drawing: Drawing, width: Int) throws {
        let renderer = FeedTextRenderer(theme: .dark, width: width)
        let picture = try Self.picture(drawing.drawing)
        let rows = SampleViewModels.feed.prefix(3).enumerated().map { index, row in
            (row.id, row.viewModel, index == 1 ? nil : picture)
        }

        let text = renderer.rows(
            rows, pictures: PictureText(drawing: drawing.drawing),
            placeholder: MissingPicture.box(columns: 18, rows: 6, theme: .dark, language: "en"))

        assertSnapshot(of: text, as: .terminal, named: "\(drawing.name)-\(width)")
        if drawing.drawing == .blocks { #expect(VisibleWidth.overflowing(text, width: width) == []) }
    }

    @Test(
        "every language's mark fits a feed box and a browser row's box, a CJK character counted two columns",
        arguments: [(18, 6), (10, 3)])
    func everyLanguagesMarkFitsTheBox(columns: Int, rows: Int) throws {
        #expect(TerminalViewsStrings.languages.count == 12)
        for language in TerminalViewsStrings.languages {
            let box = MissingPicture.box(columns: columns, rows: rows, theme: .none, language: language)

            guard case let .blocks(lines, boxColumns) = box else { throw PictureRendererTests.Unexpected(box) }
            let words = lines.map { $0.rendered(width: columns).trimmingCharacters(in: .whitespaces) }
            #expect(boxColumns == columns && lines.count == rows, "\(language)")
            #expect(lines.allSatisfy { DisplayWidth.of($0.rendered(width: columns)) == columns }, "\(language)")
            #expect(
                words.filter { !$0.isEmpty }.joined(separator: " ")
                    == TerminalViewsStrings.string(.noPicture, language: language), "\(language): \(words)")
        }
    }

    @Test("the mark is centred across and down (two rows above it, three below in six), in the theme's secondary style")
    func markIsCentredInTheSecondaryStyle() throws {
        let box = MissingPicture.box(columns: 18, rows: 6, theme: .dark, language: "ja")

        guard case let .blocks(lines, _) = box else { throw PictureRendererTests.Unexpected(box) }
        let middle = lines[2].rendered(width: 18)
        #expect(middle.replacing(/\x{1B}\[[0-9;]*m/, with: "") == "     画像なし     ")
        #expect(middle.hasPrefix(Theme.dark.secondary.apply("x").prefix { $0 != "x" }), "\(middle.debugDescription)")
        #expect(lines.enumerated().allSatisfy { $0.offset == 2 || $0.element == FrameLine() })
    }

    @Test("every language has the table with every key", arguments: TerminalViewsStrings.languages)
    func everyLanguageHasEveryKey(language: String) {
        #expect(TerminalViewsStrings.hasEveryKey(language: language))
    }

    /// A 36×24 picture in two colours: half blocks, or a placed picture of its pixels.
    private static func picture(_ drawing: ImageDrawing) throws -> TerminalPicture {
        let png = PNGFile.rgb(width: 36, height: 24) { x, _ in x < 18 ? [200, 60, 40] : [40, 90, 200] }
        guard drawing == .blocks else {
            let pixels = try #require(PixelImage(width: 2, height: 1, rgb: [200, 60, 40, 40, 90, 200]))
            return .placed(.pixels(pixels), columns: 18, rows: 6)
        }
        let renderer = PictureRenderer(drawing: .blocks, depth: .trueColor, background: RGB(red: 0, green: 0, blue: 0))
        return try #require(renderer.picture(of: png, columns: 18, rows: 6))
    }
}
