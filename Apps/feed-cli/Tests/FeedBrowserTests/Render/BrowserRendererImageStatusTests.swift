import Foundation
import TerminalUI
import Testing

@testable import FeedBrowser

/// Offline, every image never downloaded showed a red `✗ i: Retry` and the saved feed's error took the key hints'
/// place; bytes that do not decode left the preview empty without a word.
@Suite("BrowserRenderer image states: not saved offline said quietly, bytes that do not decode said plainly")
struct BrowserRendererImageStatusTests {
    @Test("offline, an image not saved says so quietly, and the footer keeps its key hints")
    func offlineImageNotSavedIsQuiet() throws {
        var state = BrowserScenarios.feedSaved(TerminalSize(columns: 80, rows: 12))

        _ = state.send(.imageFailed(row: 0))

        let lines = renderer.render(state)
        let row = try #require(lines.first { $0.contains("São Paulo") })
        #expect(row.contains("not saved offline"), "\(row)")
        #expect(!lines.joined().contains("✗"), "\(lines.joined(separator: "\n"))")
        #expect(lines.last?.contains("q quit") == true, "\(lines.last ?? "")")
        #expect(lines[0].contains("Couldn't connect") || lines[0].contains("—"), "the title says why: \(lines[0])")
    }

    @Test("online, an image that failed still offers i to retry")
    func onlineImageFailureOffersRetry() throws {
        var (state, _) = makeLoadedState(
            items: BrowserScenarios.sampleImages, size: TerminalSize(columns: 80, rows: 12))

        _ = state.send(.imageFailed(row: 0))

        let row = try #require(renderer.render(state).first { $0.contains("São Paulo") })
        #expect(row.contains("✗ i: Retry"), "\(row)")
    }

    @Test("bytes that do not decode: the row and the preview panel say the picture could not be decoded")
    func undecodableBytesAreSaid() throws {
        var state = makeLoadedState(
            items: BrowserScenarios.sampleImages, size: TerminalSize(columns: 100, rows: 14), pictures: .blocks
        ).state
        let data = Data(repeating: 1, count: 64)
        _ = state.send(.imageLoaded(row: 0, bytes: data.count, data: data))
        let preview = try #require(state.feed.preview?.request)

        _ = state.send(.pictureMade(preview, nil))

        let lines = renderer.render(state)
        #expect(lines.contains { $0.contains("│") == false && $0.contains("✗ picture could not be decoded") })
        _ = state.send(
            .pictureMade(PictureRequest(row: 0, box: BrowserLayout.thumbnailBox, purpose: .thumbnail), nil))
        let row = try #require(renderer.render(state).first { $0.contains("São Paulo") })
        #expect(row.contains("✗ picture could not be decoded"), "\(row)")
    }

    @Test("with a graphics protocol too, the panel says the picture could not be decoded, as text over all the width")
    func undecodableBytesAreSaidWithAGraphicsProtocol() throws {
        var state = makeLoadedState(
            items: BrowserScenarios.sampleImages, size: TerminalSize(columns: 100, rows: 14), pictures: .inline(.kitty)
        ).state
        let data = Data(repeating: 1, count: 64)
        _ = state.send(.imageLoaded(row: 0, bytes: data.count, data: data))
        let preview = try #require(state.feed.preview?.request)

        _ = state.send(.pictureMade(preview, nil))

        let frame = renderer.frame(state)
        #expect(frame.lines.contains { $0.contains("✗ picture could not be decoded") }, "\(frame.lines)")
        #expect(frame.panelColumns == 0, "the message is text the writer draws and erases like any line")
    }

    // MARK: - Helpers

    private var renderer: BrowserRenderer {
        BrowserRenderer(
            theme: .none, language: "en", currentDate: referenceDate, calendar: Calendar(identifier: .gregorian))
    }
}
