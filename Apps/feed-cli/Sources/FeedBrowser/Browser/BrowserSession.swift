import Foundation
import TerminalUI

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// One run of the browser: events in, state machine, effects out, a frame drawn after each event that no other
/// event waits behind (``EventBacklog``).
struct BrowserSession {
    let dependencies: BrowserDependencies
    let terminal: RawTerminal

    func run() async {
        let (events, continuation) = AsyncStream<BrowserEvent>.makeStream()
        let backlog = EventBacklog()
        let send: @Sendable (BrowserEvent) -> Void = {
            backlog.sent()
            continuation.yield($0)
        }
        let resize: @Sendable () -> Void = { [terminal] in send(.resize(terminal.size())) }
        let suspend: @Sendable () -> Void = { send(.suspend) }
        let end: @Sendable () -> Void = { send(.terminate) }
        let signals = SignalWatcher(
            [(SIGWINCH, resize), (SIGTSTP, suspend)] + SignalWatcher.endingSignals.map { ($0, end) })
        // Raw mode turns Ctrl-Z into a key: it suspends as the shell's would.
        let keys = KeyReader(descriptor: dependencies.input) { send($0 == .control("z") ? .suspend : .key($0)) }
        defer {
            keys.stop()
            signals.stop()
        }
        keys.start()
        await loop(events, backlog: backlog, send: send)
    }

    private func loop(
        _ events: AsyncStream<BrowserEvent>, backlog: EventBacklog, send: @escaping @Sendable (BrowserEvent) -> Void
    ) async {
        let runner = EffectRunner(dependencies: dependencies, send: send)
        let ticker = Ticker(oneAtATime: true) { send(.tick) }
        let drawing = dependencies.pictures?.drawing
        let frames = FrameWriter(
            writer: FileDescriptorOutput(descriptor: dependencies.output), images: drawing?.inlineProtocol)
        var state = BrowserState(
            size: terminal.size(), canPost: dependencies.postComment != nil, pictures: drawing,
            language: dependencies.style.language)
        state.keymap = dependencies.keymap
        frames.setCellAspect(cellAspect())
        defer { frames.finish() }
        await runner.perform(state.start())
        await ticker.set(running: state.needsTicks)
        frames.draw(renderer().frame(state))
        for await event in events {
            backlog.taken()
            if case .tick = event { await ticker.tickHandled() }
            let effects = state.handle(event)
            await runner.perform(effects)
            if state.isQuitting { break }
            await ticker.set(running: state.needsTicks)
            if case .suspend = event {
                frames.finish()
                terminal.suspend()
                send(.resize(terminal.size()))
            }
            if case .resize = event {
                frames.setCellAspect(cellAspect())
                frames.invalidate()
            }
            if backlog.isIdle { frames.draw(renderer().frame(state)) }
        }
        await ticker.set(running: false)
        await runner.cancelAll()
    }

    /// The kernel's cell shape now (it changes with the font), else the one the terminal answered at the start.
    private func cellAspect() -> Double? {
        terminal.cellAspect() ?? dependencies.pictures?.cell.aspect
    }

    private func renderer() -> BrowserRenderer {
        BrowserRenderer(
            theme: dependencies.style.theme, language: dependencies.style.language,
            currentDate: dependencies.style.currentDate(), calendar: dependencies.style.calendar)
    }
}
