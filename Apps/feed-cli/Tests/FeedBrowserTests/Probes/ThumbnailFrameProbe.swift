import Foundation
import TerminalUI
import TerminalUITestSupport
import TerminalViews
import Testing

@testable import FeedBrowser

/// How long the browser takes from the last of 10 visible thumbnails arriving to its frame written out: the event
/// handled, the frame rendered, the changed lines and pictures encoded. A probe, not a timed test: run it with
/// `FEED_BROWSER_PROBE=1 swift test --filter ThumbnailFrameProbe` and read the `PROBE` lines; the goal is 50 ms.
@Suite(
    "Probe: the frame after the last of 10 thumbnails arrives",
    .enabled(if: ProcessInfo.processInfo.environment["FEED_BROWSER_PROBE"] != nil))
struct ThumbnailFrameProbe {
    @Test("blocks and kitty, 120×43, 10 rows in view, the preview already shown", arguments: ["blocks", "kitty"])
    func frameAfterTheLastThumbnail(mode: String) {
        let drawing: ImageDrawing = mode == "blocks" ? .blocks : .inline(.kitty)
        var durations: [Duration] = []
        var output = ""
        for _ in 0..<20 {
            let (duration, text) = measureLastThumbnail(drawing)
            durations.append(duration)
            output = text
        }

        let sorted = durations.sorted()
        print("PROBE thumbnail_frame_\(mode) median \(sorted[sorted.count / 2]) max \(sorted[sorted.count - 1])")
        #expect(output.contains(mode == "blocks" ? "▀" : "\u{1B}_Ga=T"), "the last thumbnail is written")
    }

    // MARK: - Helpers

    /// The time from the last thumbnail's event to its frame written, and what was written.
    private func measureLastThumbnail(_ drawing: ImageDrawing) -> (Duration, String) {
        var state = makeLoadedState(size: TerminalSize(columns: 120, rows: 43), pictures: drawing).state
        let data = Data(repeating: 1, count: 40_000)
        _ = state.send((0..<10).map { .imageLoaded(row: $0, bytes: data.count, data: data) })
        let requests = (0..<10).compactMap { state.feed.thumbnails[$0]?.request }
        for request in requests.dropLast() { _ = state.send(.pictureMade(request, thumbnail(drawing))) }
        if let preview = state.feed.preview?.request { _ = state.send(.pictureMade(preview, previewPicture(drawing))) }
        let buffer = BufferedOutput()
        let writer = FrameWriter(writer: buffer, images: drawing.inlineProtocol)
        let renderer = BrowserRenderer(
            theme: .dark, language: "en", currentDate: referenceDate, calendar: Calendar(identifier: .gregorian))
        writer.draw(renderer.frame(state))
        let last = BrowserEvent.pictureMade(requests[requests.count - 1], thumbnail(drawing))
        let written = buffer.text.count
        let duration = ContinuousClock().measure {
            _ = state.handle(last)
            writer.draw(renderer.frame(state))
        }
        return (duration, String(buffer.text.dropFirst(written)))
    }

    private func thumbnail(_ drawing: ImageDrawing) -> TerminalPicture {
        picture(drawing, columns: 10, rows: 3)
    }

    private func previewPicture(_ drawing: ImageDrawing) -> TerminalPicture {
        picture(drawing, columns: 46, rows: 30)
    }

    /// A gradient, so neighbouring cells differ as in a photograph.
    private func picture(_ drawing: ImageDrawing, columns: Int, rows: Int) -> TerminalPicture {
        let size = drawing.pixelSize(columns: columns, rows: rows) ?? (columns, 2 * rows)
        let rgb: [UInt8] = (0..<size.height).flatMap { y -> [UInt8] in
            (0..<size.width).flatMap { x -> [UInt8] in
                [UInt8(x * 255 / size.width), UInt8(y * 255 / size.height), 128]
            }
        }
        guard let pixels = PixelImage(width: size.width, height: size.height, rgb: rgb) else {
            return .blocks([], columns: 0)
        }
        if drawing == .blocks {
            return .blocks(HalfBlockEncoder.lines(for: pixels, depth: .trueColor), columns: columns)
        }
        return .placed(.pixels(pixels), columns: columns, rows: rows)
    }
}
