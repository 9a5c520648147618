#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs a ``TerminalProgram`` on a terminal in raw mode: keys from its input, SIGWINCH, SIGTSTP and the ending
/// signals, and the ticks the program asks for become its events, one at a time; a frame is drawn after each
/// event that no other waits behind (an ``EventBacklog``). Ctrl-Z and SIGTSTP suspend the program as a shell's
/// Ctrl-Z would, and everything is redrawn when it continues.
public struct TerminalLoop: Sendable {
    private let terminal: RawTerminal
    private let input: Int32
    private let output: Int32
    private let images: InlineImageProtocol?
    private let cellAspect: Double?
    private let clock: any Clock<Duration>

    /// A loop on `terminal`, which the caller has entered and restores after ``run(_:)``.
    ///
    /// - Parameters:
    ///   - terminal: The terminal in raw mode.
    ///   - input: The descriptor keys are read from.
    ///   - output: The descriptor frames are written to.
    ///   - images: The graphics protocol the frames' pictures are drawn with; nil for none.
    ///   - cellAspect: The cell shape when the kernel does not say it (the terminal's answer at the start).
    ///   - clock: The clock of the ticks.
    public init(
        terminal: RawTerminal, input: Int32, output: Int32, images: InlineImageProtocol? = nil,
        cellAspect: Double? = nil, clock: any Clock<Duration> = ContinuousClock()
    ) {
        self.terminal = terminal
        self.input = input
        self.output = output
        self.images = images
        self.cellAspect = cellAspect
        self.clock = clock
    }

    /// Runs the program `make` makes until it ``TerminalProgram/isFinished``, then stops its work.
    ///
    /// - Parameter make: Makes the program, given the function that sends it an event from any task.
    public func run<Program: TerminalProgram>(
        _ make: (_ send: @escaping @Sendable (Program.Event) -> Void) -> Program
    ) async {
        let (messages, continuation) = AsyncStream<Message<Program.Event>>.makeStream()
        let backlog = EventBacklog()
        let post: @Sendable (Message<Program.Event>) -> Void = {
            backlog.sent()
            continuation.yield($0)
        }
        let resize: @Sendable () -> Void = { [terminal] in post(.input(.resize(terminal.size()))) }
        let suspend: @Sendable () -> Void = { post(.input(.suspend)) }
        let end: @Sendable () -> Void = { post(.input(.terminate)) }
        let signals = SignalWatcher(
            [(SIGWINCH, resize), (SIGTSTP, suspend)] + SignalWatcher.endingSignals.map { ($0, end) })
        // Raw mode turns Ctrl-Z into a key: it suspends as the shell's would.
        let keys = KeyReader(descriptor: input) { post(.input($0 == .control("z") ? .suspend : .key($0))) }
        defer {
            keys.stop()
            signals.stop()
        }
        keys.start()
        var program = make { post(.event($0)) }
        await loop(&program, messages, backlog: backlog, post: post)
    }

    private func loop<Program: TerminalProgram>(
        _ program: inout Program, _ messages: AsyncStream<Message<Program.Event>>, backlog: EventBacklog,
        post: @escaping @Sendable (Message<Program.Event>) -> Void
    ) async {
        let ticker = Ticker(oneAtATime: true, clock: clock) { post(.input(.tick)) }
        let frames = FrameWriter(writer: FileDescriptorOutput(descriptor: output), images: images)
        frames.setCellAspect(currentCellAspect())
        defer { frames.finish() }
        await program.start()
        await ticker.set(running: program.needsTicks)
        frames.draw(program.frame())
        for await message in messages {
            backlog.taken()
            if message.input == .tick { await ticker.tickHandled() }
            await program.handle(message.event(of: program))
            if program.isFinished { break }
            await ticker.set(running: program.needsTicks)
            if message.input == .suspend {
                frames.finish()
                terminal.suspend()
                post(.input(.resize(terminal.size())))
            }
            if case .resize? = message.input {
                frames.setCellAspect(currentCellAspect())
                frames.invalidate()
            }
            if backlog.isIdle { frames.draw(program.frame()) }
        }
        await ticker.set(running: false)
        await program.stop()
    }

    /// The kernel's cell shape now (it changes with the font), else the one given at the start.
    private func currentCellAspect() -> Double? {
        terminal.cellAspect() ?? cellAspect
    }
}

/// What the loop takes in turn: what the terminal said, or an event the program sent itself.
private enum Message<Event: Sendable>: Sendable {
    case input(TerminalInput)
    case event(Event)

    var input: TerminalInput? {
        guard case let .input(input) = self else { return nil }
        return input
    }

    func event<Program: TerminalProgram>(of program: Program) -> Event where Program.Event == Event {
        switch self {
        case let .input(input): program.event(for: input)
        case let .event(event): event
        }
    }
}
