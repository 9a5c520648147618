extension TerminalLoop {
    /// Runs a program on the terminal of `input` and `output` in raw mode until it finishes or an ending signal
    /// comes, and always leaves the terminal as it found it.
    ///
    /// - Parameters:
    ///   - input: The descriptor keys are read from.
    ///   - output: The descriptor frames are written to.
    ///   - mouse: Whether the terminal reports clicks and the wheel while the program runs.
    ///   - images: The graphics protocol the frames' pictures are drawn with; nil for none.
    ///   - cellAspect: The cell shape when the kernel does not say it.
    ///   - make: Makes the program, given the terminal's size at the start and the function that sends it an event
    ///     from any task.
    /// - Throws: ``RawTerminalError/notATerminal`` when `input` or `output` is not a terminal, before touching it.
    public static func run<Program: TerminalProgram>(
        input: Int32, output: Int32, mouse: Bool = false, images: InlineImageProtocol? = nil,
        cellAspect: Double? = nil,
        _ make: (_ size: TerminalSize, _ send: @escaping @Sendable (Program.Event) -> Void) -> Program
    ) async throws(RawTerminalError) {
        let terminal = try RawTerminal(input: input, output: output, mouse: mouse)
        terminal.enter()
        defer { terminal.restore() }
        let loop = TerminalLoop(
            terminal: terminal, input: input, output: output, images: images, cellAspect: cellAspect)
        let size = terminal.size()
        await loop.run { make(size, $0) }
    }
}
