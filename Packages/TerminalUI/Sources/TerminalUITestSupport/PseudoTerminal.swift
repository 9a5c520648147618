import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A new pseudo-terminal: the program under test runs on its slave side, a process's stdin, stdout and stderr
/// (the app's tests' `PseudoTerminalProcess`) or the terminal a program run in this process is given; the test reads
/// what was drawn from the master side (a thread of its own takes it as it comes), types keys there, and reads the
/// settings. The one pseudo-terminal harness of the project's tests: TerminalUI's and the app's.
///
/// Waiting is for what the screen shows, never for a time: a wait ends when its text shows, or once no more output
/// can come (the slave side closed, or ``endOutput()`` after a run in this process ended).
///
/// `@unchecked Sendable`: `buffer`, `waiters`, `answered` and `hasEnded` are only touched under `lock`.
public final class PseudoTerminal: @unchecked Sendable {
    public enum Failure: Error { case pseudoTerminal(String) }

    /// A plain terminal's answer to the device attributes request (VT220, ANSI colour): no graphics, no background.
    public static let plainDeviceAttributes = "\u{1B}[?62;22c"

    public let master: Int32
    public let slave: Int32
    /// The terminal's settings before the program started.
    public let initialSettings: termios
    private let deviceAttributes: String?
    private let lock = NSLock()
    private var buffer: [UInt8] = []
    /// How far the output was searched for device attributes requests.
    private var answered = 0
    private var waiters: [UUID: Waiter] = [:]
    private var hasEnded = false

    private struct Waiter {
        let isMet: ([UInt8]) -> Bool
        let resume: (Bool) -> Void
    }

    /// A pseudo-terminal pair of `columns` × `rows`, its output read from now on.
    ///
    /// - Parameters:
    ///   - columns: The terminal's width in cells, as the kernel reports it.
    ///   - rows: The terminal's height in cells.
    ///   - deviceAttributes: Typed as soon as the program asks the device attributes (`ESC [ c`, the last
    ///     question of the graphics query), as a terminal answers; nil leaves the answer to the test.
    public init(columns: UInt16, rows: UInt16, answeringDeviceAttributes deviceAttributes: String? = nil) throws {
        master = PseudoTerminalCalls.openMaster()
        guard master >= 0, let name = PseudoTerminalCalls.slaveName(of: master) else {
            throw Failure.pseudoTerminal("posix_openpt")
        }
        // Neither side is inherited by the processes of other tests running meanwhile (a child's 0, 1 and 2 are
        // copies).
        slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw Failure.pseudoTerminal("open slave") }
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        var settings = termios()
        tcgetattr(slave, &settings)
        initialSettings = settings
        self.deviceAttributes = deviceAttributes
        startReading()
    }

    /// Everything drawn so far.
    public var output: [UInt8] { lock.withLock { buffer } }

    public var text: String { String(decoding: output, as: UTF8.self) }

    public func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// The window's size as the kernel has it.
    public var size: (columns: Int, rows: Int) {
        var window = winsize()
        _ = ioctl(slave, UInt(TIOCGWINSZ), &window)
        return (Int(window.ws_col), Int(window.ws_row))
    }

    // MARK: - What the screen shows

    /// Whether `text` shows after byte `offset`: waits until it does, or until no more output can come.
    public func shows(_ text: String, after offset: Int = 0) async -> Bool {
        await wait { Self.decoded($0, after: offset).contains(text) }
    }

    /// Whether `text` shows after byte `offset` once styles and cursor moves are taken out (what a person reads),
    /// waiting as ``shows(_:after:)`` does.
    public func showsVisible(_ text: String, after offset: Int = 0) async -> Bool {
        await wait { Self.visibleText(Self.decoded($0, after: offset)).contains(text) }
    }

    /// Whether `isMet` holds for the output after byte `offset`: waits until it does, or until no more output can
    /// come. For what a search for one text cannot tell, as what a line of the screen shows now.
    public func shows(after offset: Int = 0, where isMet: @escaping (String) -> Bool) async -> Bool {
        await wait { isMet(Self.decoded($0, after: offset)) }
    }

    /// `shows`, for a test that waits on its own thread (a process's): false when `seconds` pass first, a guard
    /// against a hang, not a measure.
    @discardableResult
    public func waitFor(_ text: String, after offset: Int = 0, seconds: Double = TerminalHangGuard.seconds) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let result = Locked(false)
        let id = UUID()
        register(id, { Self.decoded($0, after: offset).contains(text) }) {
            result.set($0)
            done.signal()
        }
        if done.wait(timeout: .now() + seconds) == .timedOut { cancel(id) }
        return result.value
    }

    /// `line` without its escape sequences (styles, cursor moves): what a person sees.
    public static func visibleText(_ line: String) -> String {
        line.replacingOccurrences(of: "\u{1B}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
    }

    private static func decoded(_ output: [UInt8], after offset: Int) -> String {
        output.count > offset ? String(decoding: output[offset...], as: UTF8.self) : ""
    }

    private func wait(_ isMet: @escaping ([UInt8]) -> Bool) async -> Bool {
        let id = UUID()
        return await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                register(id, isMet) { continuation.resume(returning: $0) }
            }
        } onCancel: {
            // A test past its time limit: the wait ends, the test fails and says what it waited for.
            cancel(id)
        }
    }

    /// Calls `resume` once: at once if `isMet` holds or nothing more comes, else when it holds or the output ends.
    private func register(_ id: UUID, _ isMet: @escaping ([UInt8]) -> Bool, resume: @escaping (Bool) -> Void) {
        let now: Bool? = lock.withLock {
            if isMet(buffer) { return true }
            if hasEnded { return false }
            waiters[id] = Waiter(isMet: isMet, resume: resume)
            return nil
        }
        if let now { resume(now) }
    }

    private func cancel(_ id: UUID) {
        lock.withLock { waiters.removeValue(forKey: id) }?.resume(false)
    }

    // MARK: - The end of the output

    /// Waits until every byte written to the slave side so far was read: a mark written after them comes out after
    /// them, and is taken out of the output again.
    public func drained() async {
        let mark = writeMark()
        _ = await wait { $0.firstRange(of: mark) != nil }
        removeMark(mark)
    }

    /// `drained`, for a test on its own thread; gives up after `seconds` (a guard, not a measure).
    public func drain(seconds: Double = TerminalHangGuard.seconds) {
        let mark = writeMark()
        let done = DispatchSemaphore(value: 0)
        let id = UUID()
        register(id, { $0.firstRange(of: mark) != nil }) { _ in done.signal() }
        if done.wait(timeout: .now() + seconds) == .timedOut { cancel(id) }
        removeMark(mark)
    }

    /// Says that no more output comes (the program ended and its output was ``drained()``): a wait for what is not
    /// there ends, unmet.
    public func endOutput() {
        let pending = lock.withLock {
            hasEnded = true
            defer { waiters = [:] }
            return waiters.values.map(\.resume)
        }
        pending.forEach { $0(false) }
    }

    private func writeMark() -> [UInt8] {
        let mark = Array("\u{1B}[drained-\(UUID().uuidString)]".utf8)
        _ = mark.withUnsafeBytes { write(slave, $0.baseAddress, $0.count) }
        return mark
    }

    private func removeMark(_ mark: [UInt8]) {
        lock.withLock {
            guard let range = buffer.firstRange(of: mark) else { return }
            buffer.removeSubrange(range)
            answered = min(answered, buffer.count)
        }
    }

    // MARK: - Settings and input

    /// The terminal's settings now.
    public var settings: termios {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings
    }

    /// How many bytes typed wait for a reader of the terminal (in line mode, only those of finished lines).
    public var pendingInput: Int {
        var count: Int32 = 0
        return ioctl(slave, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
    }

    /// Whether bytes typed wait for a reader, as a shell reads keys: one at a time, not a line at a time. Only once
    /// the program has ended: the settings are changed to look and put back.
    public func hasInputLeft() -> Bool {
        var before = settings
        var raw = before
        cfmakeraw(&raw)
        tcsetattr(slave, TCSANOW, &raw)
        defer { tcsetattr(slave, TCSANOW, &before) }
        var poller = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    /// Once the program ended and the test read all it needs: the slave side is closed, so the reading thread, at
    /// the end of what was written, closes the master side and stops.
    public func finish() {
        close(slave)
    }

    /// `finish` for a program that ran in this process: the slave's descriptor becomes /dev/null instead of closing,
    /// so a reader of it that has not stopped yet reads an end, never the file another test opens under the same
    /// number.
    public func release() {
        let null = open("/dev/null", O_RDWR | O_CLOEXEC)
        if null >= 0 {
            dup2(null, slave)
            _ = fcntl(slave, F_SETFD, FD_CLOEXEC)
            close(null)
        } else {
            close(slave)
        }
    }

    // MARK: - Reading

    private func startReading() {
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &chunk, chunk.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    endOutput()
                    close(master)
                    return
                }
                took(chunk[0..<count])
            }
        }
        thread.start()
    }

    private func took(_ bytes: ArraySlice<UInt8>) {
        let (met, asked) = lock.withLock { () -> ([(Bool) -> Void], Int) in
            buffer += bytes
            let asked = deviceAttributesRequests()
            let met = waiters.filter { $0.value.isMet(buffer) }
            met.keys.forEach { waiters.removeValue(forKey: $0) }
            return (met.values.map(\.resume), asked)
        }
        if let deviceAttributes { (0..<asked).forEach { _ in type(deviceAttributes) } }
        met.forEach { $0(true) }
    }

    /// How many device attributes requests came since the last look (under `lock`).
    private func deviceAttributesRequests() -> Int {
        let request = Array("\u{1B}[c".utf8)
        var count = 0
        while let found = buffer[max(0, answered - (request.count - 1))...].firstRange(of: request) {
            answered = found.upperBound
            count += 1
        }
        answered = max(answered, buffer.count - (request.count - 1))
        return count
    }
}

/// A value set from one thread and read from another.
private final class Locked<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) { stored = value }

    var value: Value { lock.withLock { stored } }

    func set(_ value: Value) { lock.withLock { stored = value } }
}
