import EssentialFeed
import Foundation
import TerminalUI
import TerminalViews
import Testing

@Suite("FeedRowLayout: one row layout for feed's text, the browser's rows and its picture rows")
struct FeedRowLayoutTests {
    let id = UUID(uuidString: "9B2B5C3E-4D1A-4F7E-8C2A-1E5D3F6A7B80")!

    @Test("the location heads the row and the description is under it, the id last, lower-case")
    func locationHeadsTheRow() {
        let model = FeedImageViewModel(description: "A description", location: "A place")

        let text = FeedRowLayout(id: id, model, theme: .dark, look: .text)
        let screen = FeedRowLayout(id: id, model, theme: .dark, look: .screen)

        #expect(text.parts.map(\.text) == ["📍 A place", "A description", "9b2b5c3e-4d1a-4f7e-8c2a-1e5d3f6a7b80"])
        #expect(text.parts.map(\.style) == [Theme.dark.accent, Theme.dark.body, Theme.dark.secondary])
        #expect(screen.parts.map(\.text) == ["A place", "A description", "9b2b5c3e-4d1a-4f7e-8c2a-1e5d3f6a7b80"])
        #expect(screen.parts.map(\.style) == [Theme.dark.heading, Theme.dark.secondary, Theme.dark.secondary])
    }

    @Test("without a location the description heads the row, with nothing under it; blank texts are absent")
    func descriptionHeadsTheRowWithoutALocation() {
        let model = FeedImagePresenter.map(FeedImage(id: id, description: "Only words", location: " \n", url: url))

        for look in [FeedRowLayout.Look.text, .screen] {
            let row = FeedRowLayout(id: id, model, theme: .light, look: look)
            #expect(row.title == FeedRowLayout.Part("Only words", Theme.light.body))
            #expect(row.subtitle == nil)
        }
    }

    @Test("an image with no text has only its id")
    func noText() {
        let row = FeedRowLayout(id: id, FeedImageViewModel(description: nil, location: ""), theme: .none, look: .screen)

        #expect(row.title == nil)
        #expect(row.parts.map(\.text) == ["9b2b5c3e-4d1a-4f7e-8c2a-1e5d3f6a7b80"])
    }

    @Test("control characters never reach the terminal; a description keeps its line breaks only where text wraps")
    func textIsSafe() {
        let model = FeedImageViewModel(description: "one\ntwo\u{1B}[2J", location: "here\nthere")

        let text = FeedRowLayout(id: id, model, theme: .none, look: .text)
        let screen = FeedRowLayout(id: id, model, theme: .none, look: .screen)

        #expect(text.title?.text == "📍 here there")
        #expect(text.subtitle?.text.contains("one\ntwo") == true)
        #expect(screen.subtitle?.text.contains("one two") == true)
        #expect(!(text.parts + screen.parts).contains { $0.text.contains("\u{1B}") })
    }

    private var url: URL { URL(string: "https://example.com/image.png")! }
}
