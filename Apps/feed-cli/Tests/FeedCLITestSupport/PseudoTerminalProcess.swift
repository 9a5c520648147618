import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A process whose stdin, stdout and stderr are the slave side of a new pseudo-terminal;
/// the test reads the screen bytes and types keys through the master side. The one pseudo-terminal harness of the
/// app's tests: the browser's, and every command run "on a terminal".
///
/// `@unchecked Sendable`: `buffer` is only touched under `lock`.
package final class PseudoTerminalProcess: @unchecked Sendable {
    package enum Failure: Error { case pseudoTerminal(String), spawn(Int32) }

    package let master: Int32
    package let slave: Int32
    package let pid: pid_t
    /// The terminal's settings before the process started.
    package let initialSettings: termios
    private let lock = NSLock()
    private var buffer: [UInt8] = []

    package init(executable: URL, arguments: [String], environment: [String: String], columns: UInt16, rows: UInt16)
        throws
    {
        master = PseudoTerminalCalls.openMaster()
        guard master >= 0, let name = PseudoTerminalCalls.slaveName(of: master) else {
            throw Failure.pseudoTerminal("posix_openpt")
        }
        slave = open(name, O_RDWR | O_NOCTTY | O_CLOEXEC)
        guard slave >= 0 else { throw Failure.pseudoTerminal("open slave") }
        // Not inherited by the processes of other tests running meanwhile (the child's 0, 1 and 2 are copies).
        _ = fcntl(master, F_SETFD, FD_CLOEXEC)
        var size = winsize(ws_row: rows, ws_col: columns, ws_xpixel: 0, ws_ypixel: 0)
        _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
        var settings = termios()
        tcgetattr(slave, &settings)
        initialSettings = settings
        pid = try Self.spawn(executable, arguments, environment, slave: slave, master: master)
        startReading()
    }

    /// Everything the process wrote so far.
    package var output: [UInt8] { lock.withLock { buffer } }

    package var text: String { String(decoding: output, as: UTF8.self) }

    package func type(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Waits until `text` appears after byte `offset`; false when `seconds` pass first (a guard, not a measure).
    @discardableResult
    package func waitFor(_ text: String, after offset: Int = 0, seconds: Double = 60) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            let output = self.output
            if output.count > offset, String(decoding: output[offset...], as: UTF8.self).contains(text) { return true }
            usleep(20_000)
        }
        return false
    }

    /// Waits for the process to end and returns its exit status (128 + the signal's number when one ended it), or nil if it is still running after `seconds` (a
    /// guard, not a measure). Then waits for the reading thread to take what the process wrote last (the
    /// terminal's restore): the test holds the slave open, so the master never reports an end.
    package func waitForExit(seconds: Double = 120) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                drain()
                // Ended by a signal: 128 and its number, as a shell says.
                return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
            }
            usleep(20_000)
        }
        return nil
    }

    /// Until the reading thread took every byte the process wrote: a mark written on the slave after the process
    /// ended comes out of the master after them, and is taken out of the output again. Waiting for a pause instead
    /// (200 ms without a byte) cut the last bytes off when a busy machine left the reading thread waiting longer.
    private func drain() {
        let mark = Array("\u{1B}[drained-\(UUID().uuidString)]".utf8)
        _ = mark.withUnsafeBytes { write(slave, $0.baseAddress, $0.count) }
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline {
            let found = lock.withLock { () -> Bool in
                guard let range = buffer.firstRange(of: mark) else { return false }
                buffer.removeSubrange(range)
                return true
            }
            if found { return }
            usleep(20_000)
        }
    }

    /// The terminal's settings now.
    package var settings: termios {
        var settings = termios()
        tcgetattr(slave, &settings)
        return settings
    }

    /// How many bytes typed wait for a reader of the terminal (in line mode, only those of finished lines).
    package var pendingInput: Int {
        var count: Int32 = 0
        return ioctl(slave, UInt(FIONREAD), &count) == 0 ? Int(count) : 0
    }

    /// Whether bytes typed wait for a reader, as a shell reads keys: one at a time, not a line at a time. Only once
    /// the process has ended: the settings are changed to look and put back.
    package func hasInputLeft() -> Bool {
        var before = settings
        var raw = before
        cfmakeraw(&raw)
        tcsetattr(slave, TCSANOW, &raw)
        defer { tcsetattr(slave, TCSANOW, &before) }
        var poller = pollfd(fd: slave, events: Int16(POLLIN), revents: 0)
        return poll(&poller, 1, 0) > 0
    }

    /// Waits until `condition` holds, checking every millisecond; false when `seconds` pass first (a guard, not a
    /// measure).
    package func waitUntil(seconds: Double = 60, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(1000)
        }
        return false
    }

    /// Once the process ended and the test read all it needs: the slave side is closed, so the reading thread, at
    /// the end of what the process wrote, closes the master side and stops.
    package func finish() {
        close(slave)
    }

    package func terminate() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    private func startReading() {
        let thread = Thread { [self] in
            var chunk = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = read(master, &chunk, chunk.count)
                if count < 0, errno == EINTR { continue }
                guard count > 0 else {
                    close(master)
                    return
                }
                lock.withLock { buffer += chunk[0..<count] }
            }
        }
        thread.start()
    }

    private static func spawn(
        _ executable: URL, _ arguments: [String], _ environment: [String: String], slave: Int32, master: Int32
    ) throws -> pid_t {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for descriptor in [STDIN_FILENO, STDOUT_FILENO, STDERR_FILENO] {
            posix_spawn_file_actions_adddup2(&actions, slave, descriptor)
        }
        posix_spawn_file_actions_addclose(&actions, master)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawnattr_setflags(&attributes, PseudoTerminalCalls.setSessionFlag)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure.spawn(result) }
        return pid
    }
}
