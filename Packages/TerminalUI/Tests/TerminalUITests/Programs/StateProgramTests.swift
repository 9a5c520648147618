import Synchronization
import TerminalUI
import Testing

@Suite("StateProgram: a state machine's events, effects and frames as a TerminalLoop's program")
struct StateProgramTests {
    @Test("start and each event change the state, whose effects are performed in order, and frames show the state")
    func eventsChangeTheStateAndTheirEffectsArePerformed() async {
        let performed = Mutex<[[String]]>([])
        var program = StateProgram(
            CounterState(), perform: { effects in performed.withLock { $0.append(effects) } }, stop: {},
            draw: { Frame(lines: ["count \($0.count)"]) })

        await program.start()
        let started = program.frame()
        await program.handle(program.event(for: .key(.character("+"))))
        await program.handle(program.event(for: .tick))

        #expect(started == Frame(lines: ["count 0"]))
        #expect(program.frame() == Frame(lines: ["count 1"]))
        #expect(program.state.count == 1)
        #expect(performed.withLock { $0 } == [["load"], ["save 1"], []])
        #expect(program.needsTicks, "as the state says")
        #expect(!program.isFinished)
    }

    @Test("the program finishes when its state does, and stop stops the work")
    func finishesWithItsStateAndStopsTheWork() async {
        let stopped = Mutex(false)
        var program = StateProgram(
            CounterState(), perform: { _ in }, stop: { stopped.withLock { $0 = true } }, draw: { _ in Frame(lines: []) }
        )

        await program.handle(program.event(for: .terminate))
        await program.stop()

        #expect(program.isFinished)
        #expect(stopped.withLock { $0 })
    }
}

/// Counts `+` keys, asks to save each count, and wants ticks once it counted.
private struct CounterState: ProgramState {
    enum Event: Sendable { case plus, end, other }

    var count = 0
    var isFinished = false
    var needsTicks: Bool { count > 0 }

    static func event(for input: TerminalInput) -> Event {
        switch input {
        case .key(.character("+")): .plus
        case .terminate: .end
        default: .other
        }
    }

    mutating func start() -> [String] { ["load"] }

    mutating func handle(_ event: Event) -> [String] {
        switch event {
        case .plus:
            count += 1
            return ["save \(count)"]
        case .end:
            isFinished = true
            return []
        case .other: return []
        }
    }
}
