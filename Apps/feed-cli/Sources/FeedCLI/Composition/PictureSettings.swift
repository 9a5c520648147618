import Foundation
import TerminalUI
import TerminalViews

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How a command draws pictures: `--images`, else `FEED_CLI_IMAGES`, else auto, resolved against the terminal.
enum PictureSettings {
    /// The renderer for `mode` on this process's stdout, or nil when nothing is drawn. `auto` takes the terminal's
    /// `answer` (asked once, ≤ 100 ms, only when stdin and stdout are both terminals) when the environment says
    /// nothing, and inside tmux what tmux knows of the terminal outside (one `tmux` call).
    static func renderer(
        mode: ImageMode, symbols: SymbolSet, theme: Theme, runtime: FeedCLIRuntime, answer: TerminalAnswer
    ) -> PictureRenderer? {
        let isTerminal = runtime.standardOutput.isTerminal
        let drawing = mode.drawing(
            environment: runtime.environment, isTerminal: isTerminal, usesColor: theme.usesColor,
            askTerminal: answer.reply, askTmux: { TmuxOuterTerminal.ask(environment: runtime.environment) })
        guard var drawing else { return nil }
        // A pager shows text with its colours (less -R) but passes no graphics protocol: half blocks there.
        if !runtime.standardOutput.passesGraphics { drawing = .blocks }
        let cell = isTerminal ? cellSize(drawing: drawing, on: runtime.terminal, answer: answer) : nil
        return PictureRenderer(
            drawing: drawing, depth: ColorDepth.detect(environment: runtime.environment),
            symbols: symbols, cell: cell ?? .fallback,
            background: .background(of: theme))
    }

    /// The kernel's cell size (the window's pixels over its cells); when it has none (`ws_xpixel` 0: many ssh
    /// sessions, some terminals) and the picture is sized in pixels, what the terminal answers to the query.
    private static func cellSize(drawing: ImageDrawing, on terminal: TerminalDevice, answer: TerminalAnswer)
        -> CellSize?
    {
        if let cell = CellSize.of(descriptor: terminal.output) { return cell }
        guard [.sixel, .kitty, .kittyPlaceholders].contains(drawing.inlineProtocol) else { return nil }
        return answer.reply()?.cellSize
    }

    /// The terminal's answer to ``GraphicsQuery``; nil unless stdin and stdout are both terminals.
    static func askTerminal(_ runtime: FeedCLIRuntime) -> GraphicsQueryReply? {
        guard runtime.standardInputIsTerminal, runtime.standardOutput.isTerminal,
            let terminal = try? RawTerminal(input: runtime.terminal.input, output: runtime.terminal.output)
        else { return nil }
        return GraphicsQuery.ask(
            terminal, timeoutMilliseconds: runtime.terminal.answerMilliseconds, environment: runtime.environment)
    }
}
