import Foundation
import TerminalUI

/// The interactive feed browser: `feed-cli browse`.
package enum Browser {
    /// Runs the browser on `dependencies.terminal` until `q`, Ctrl-C, SIGTERM, SIGINT or SIGHUP, and always leaves
    /// the terminal as it found it: TerminalUI's loop runs the state machine, whose effects the ``EffectRunner``
    /// performs and whose outcomes come back as events, drawn by the ``BrowserRenderer``.
    ///
    /// Throws `RawTerminalError.notATerminal` when input or output is not a terminal, before touching it.
    package static func run(_ dependencies: BrowserDependencies) async throws {
        try await TerminalLoop.run(
            input: dependencies.terminal.input, output: dependencies.terminal.output, mouse: dependencies.mouse,
            images: dependencies.pictures?.drawing.inlineProtocol, cellAspect: dependencies.pictures?.cell.aspect
        ) { program(dependencies, size: $0, send: $1) }
    }

    private static func program(
        _ dependencies: BrowserDependencies, size: TerminalSize, send: @escaping @Sendable (BrowserEvent) -> Void
    ) -> StateProgram<BrowserState> {
        let runner = EffectRunner(dependencies: dependencies, send: send)
        var state = BrowserState(
            size: size, canPost: dependencies.postComment != nil, pictures: dependencies.pictures?.drawing,
            language: dependencies.style.language)
        state.keymap = dependencies.keymap
        let style = dependencies.style
        return StateProgram(state, perform: { await runner.perform($0) }, stop: { await runner.cancelAll() }) {
            BrowserRenderer(
                theme: style.theme, language: style.language, currentDate: style.currentDate(), calendar: style.calendar
            ).frame($0)
        }
    }
}

extension BrowserState: ProgramState {
    static func event(for input: TerminalInput) -> BrowserEvent {
        switch input {
        case let .key(key): .key(key)
        case let .resize(size): .resize(size)
        case .tick: .tick
        case .suspend: .suspend
        case .terminate: .terminate
        }
    }

    var isFinished: Bool { isQuitting }
}
