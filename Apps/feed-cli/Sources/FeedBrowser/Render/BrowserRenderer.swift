import Foundation
import TerminalUI

/// The pure renderer: a state, a theme and a language in, the frame's lines out — exactly
/// `state.size.rows` lines of exactly `state.size.columns` columns each.
struct BrowserRenderer {
    let theme: Theme
    let language: String
    let currentDate: Date
    let calendar: Calendar

    func render(_ state: BrowserState) -> [String] {
        let width = max(1, state.size.columns)
        let height = max(1, state.size.rows)
        let screen = screenLines(state)
        let bodyHeight = max(0, height - screen.header.count - screen.footer.count)
        let body = Array(screen.body.prefix(bodyHeight)) + Array(repeating: FrameLine(), count: max(0, bodyHeight - screen.body.count))
        return (screen.header + body + screen.footer).prefix(height).map { $0.rendered(width: width) }
    }

    private func screenLines(_ state: BrowserState) -> (header: [FrameLine], body: [FrameLine], footer: [FrameLine]) {
        let help = HelpRenderer(theme: theme, language: language)
        switch (state.screen, state.comments) {
        case let (.comments, comments?):
            let renderer = CommentsScreenRenderer(
                theme: theme, language: language, currentDate: currentDate, calendar: calendar,
                spinner: spinner(state), columns: state.size.columns)
            let drafts = state.drafts[comments.image.id] ?? []
            let body = state.showsHelp ? help.lines() : renderer.body(comments, drafts: drafts, rows: state.size.rows)
            return ([renderer.header(comments), rule(state)], body, renderer.footer(comments, drafts: drafts))
        default:
            let renderer = FeedScreenRenderer(theme: theme, language: language, spinner: spinner(state))
            let body = state.showsHelp ? help.lines() : renderer.body(state.feed, size: state.size)
            return ([renderer.header(state.feed), rule(state)], body, [renderer.footer(state.feed)])
        }
    }

    private func spinner(_ state: BrowserState) -> String {
        Spinner.frames[state.spinnerFrame % Spinner.frames.count]
    }

    private func rule(_ state: BrowserState) -> FrameLine {
        FrameLine(String(repeating: "─", count: max(1, state.size.columns)), style: theme.secondary)
    }
}
