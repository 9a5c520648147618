import EssentialFeed
import FeedCLITestSupport
import Foundation
import ImageComments
import SharedPresentation
import TerminalUI
import TerminalUITestSupport
import TerminalViews
import Testing

@testable import FeedBrowser

func uuid(_ number: Int) -> UUID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!
}

func makeImage(_ number: Int, location: String? = nil, description: String? = nil) -> FeedImage {
    FeedImage(
        id: uuid(number), description: description ?? "Description \(number)",
        location: location ?? "Location \(number)",
        url: URL(string: "https://images.example.com/\(number).png")!)
}

func makeImages(_ range: ClosedRange<Int>) -> [FeedImage] {
    range.map { makeImage($0) }
}

func makeComment(_ number: Int, message: String? = nil, username: String? = nil, createdAt: Date = referenceDate)
    -> ImageComment
{
    ImageComment(
        id: uuid(1_000 + number), message: message ?? "Message \(number)", createdAt: createdAt,
        username: username ?? "user\(number)")
}

let referenceDate = Date(timeIntervalSince1970: 1_700_000_000)

let standardSize = TerminalSize(columns: 80, rows: 24)

/// 10 feed rows fit in `standardSize`.
let standardViewport = 10

/// A state after the first page arrived, with the effects of that arrival.
func makeLoadedState(
    items: [FeedImage] = makeImages(1...30), hasMore: Bool = false, size: TerminalSize = standardSize,
    canPost: Bool = true, pictures: ImageDrawing? = nil
) -> (state: BrowserState, effects: [BrowserEffect]) {
    var state = BrowserState(size: size, canPost: canPost, pictures: pictures)
    _ = state.start()
    let effects = state.handle(.feedLoaded(FeedPage(items: items, hasMore: hasMore)))
    return (state, effects)
}

extension BrowserState {
    /// Handles every event and returns the effects of all of them.
    mutating func send(_ events: BrowserEvent...) -> [BrowserEffect] {
        send(events)
    }

    mutating func send(_ events: [BrowserEvent]) -> [BrowserEffect] {
        events.flatMap { handle($0) }
    }

    mutating func press(_ keys: Key...) -> [BrowserEffect] {
        keys.flatMap { handle(.key($0)) }
    }

    mutating func type(_ text: String) -> [BrowserEffect] {
        text.flatMap { handle(.key(.character($0))) }
    }
}

func loadImages(_ rows: Range<Int>, of items: [FeedImage]) -> [BrowserEffect] {
    rows.map { .loadImage(row: $0, url: items[$0].url) }
}

let anyFailure = LoadFailure(kind: .unavailable, cause: "connection refused")

/// A PNG signature and IHDR chunk for `width`×`height`, then `padding` more bytes: enough for the header check.
func makePNG(width: UInt32 = 160, height: UInt32 = 120, padding: Int = 16) -> Data {
    var data = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    data += Data("IHDR".utf8)
    for value in [width, height] { data += Data([24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }) }
    return data + Data(repeating: 0xAB, count: padding)
}

func makePictureRenderer(_ drawing: ImageDrawing) -> PictureRenderer {
    PictureRenderer(drawing: drawing, depth: .trueColor, background: .background(of: .dark))
}

/// A real 4×4 PNG: the left half red, the right half blue.
func tinyPNG() throws -> Data {
    let base64 =
        "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAE0lEQVR4nGP4z8AARGDiPwNxHACeow/xfxmViwAAAABJRU5ErkJggg=="
    return try #require(Data(base64Encoded: base64))
}

/// A half-block picture of `columns`×`2·rows` pixels in one colour, small enough to read in a snapshot.
func makeBlocksPicture(columns: Int, rows: Int, red: UInt8 = 200, green: UInt8 = 80, blue: UInt8 = 40)
    -> TerminalPicture
{
    let pixels = PixelImage(
        width: columns, height: 2 * rows,
        rgb: Array(repeating: [red, green, blue], count: columns * 2 * rows).flatMap { $0 })!
    return .blocks(HalfBlockEncoder.lines(for: pixels, depth: .palette256), columns: columns)
}

/// A placed picture of `columns`×`rows` cells.
func makePlacedPicture(columns: Int, rows: Int) -> TerminalPicture {
    .placed(
        .pixels(
            PixelImage(width: columns * 10, height: rows * 20, rgb: Array(repeating: 7, count: columns * rows * 600))!),
        columns: columns, rows: rows)
}

/// `line` without its escape sequences (styles, cursor moves): what a person sees.
func visibleText(_ line: String) -> String {
    PseudoTerminal.visibleText(line)
}
