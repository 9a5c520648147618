import Foundation
import TerminalUI

/// One run of the browser, as TerminalUI's loop runs it: the state machine, whose effects the ``EffectRunner``
/// performs and whose outcomes come back as events, drawn by the ``BrowserRenderer``.
struct BrowserSession: TerminalProgram {
    let dependencies: BrowserDependencies
    let runner: EffectRunner
    var state: BrowserState

    init(dependencies: BrowserDependencies, size: TerminalSize, send: @escaping @Sendable (BrowserEvent) -> Void) {
        self.dependencies = dependencies
        runner = EffectRunner(dependencies: dependencies, send: send)
        state = BrowserState(
            size: size, canPost: dependencies.postComment != nil, pictures: dependencies.pictures?.drawing,
            language: dependencies.style.language)
        state.keymap = dependencies.keymap
    }

    func event(for input: TerminalInput) -> BrowserEvent {
        switch input {
        case let .key(key): .key(key)
        case let .resize(size): .resize(size)
        case .tick: .tick
        case .suspend: .suspend
        case .terminate: .terminate
        }
    }

    mutating func start() async {
        await runner.perform(state.start())
    }

    mutating func handle(_ event: BrowserEvent) async {
        await runner.perform(state.handle(event))
    }

    var isFinished: Bool { state.isQuitting }

    var needsTicks: Bool { state.needsTicks }

    func frame() -> Frame {
        BrowserRenderer(
            theme: dependencies.style.theme, language: dependencies.style.language,
            currentDate: dependencies.style.currentDate(), calendar: dependencies.style.calendar
        ).frame(state)
    }

    func stop() async {
        await runner.cancelAll()
    }
}
