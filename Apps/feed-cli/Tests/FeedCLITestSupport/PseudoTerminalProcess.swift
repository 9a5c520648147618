import Foundation
import SharedAPITestSupport
import TerminalUITestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A process whose stdin, stdout and stderr are the slave side of a new ``PseudoTerminal``: the test reads the screen
/// bytes and types keys through the master side, and sends the process signals. For what needs a process of its own
/// (signals, suspending, a crash, several processes); a command that needs only a terminal runs in the test's
/// process on a ``PseudoTerminal`` instead.
package final class PseudoTerminalProcess: Sendable {
    package enum Failure: Error { case spawn(Int32) }

    package let terminal: PseudoTerminal
    package let pid: pid_t

    package init(executable: URL, arguments: [String], environment: [String: String], columns: UInt16, rows: UInt16)
        throws
    {
        terminal = try PseudoTerminal(columns: columns, rows: rows)
        pid = try Self.spawn(executable, arguments, environment, slave: terminal.slave, master: terminal.master)
    }

    package var master: Int32 { terminal.master }
    package var slave: Int32 { terminal.slave }
    /// The terminal's settings before the process started.
    package var initialSettings: termios { terminal.initialSettings }
    /// Everything the process wrote so far.
    package var output: [UInt8] { terminal.output }
    package var text: String { terminal.text }
    /// The terminal's settings now.
    package var settings: termios { terminal.settings }
    /// How many bytes typed wait for a reader of the terminal (in line mode, only those of finished lines).
    package var pendingInput: Int { terminal.pendingInput }

    package func type(_ text: String) {
        terminal.type(text)
    }

    /// Waits until `text` appears after byte `offset`; false when `seconds` pass first (a guard, not a measure).
    @discardableResult
    package func waitFor(_ text: String, after offset: Int = 0, seconds: Double = HangGuard.seconds) -> Bool {
        terminal.waitFor(text, after: offset, seconds: seconds)
    }

    /// Waits for the process to end and returns its exit status (128 + the signal's number when one ended it), or nil
    /// if it is still running after `seconds` (a guard, not a measure). Then waits for the reading thread to take
    /// what the process wrote last (the terminal's restore): the test holds the slave open, so the master never
    /// reports an end.
    package func waitForExit(seconds: Double = HangGuard.seconds) -> Int32? {
        let deadline = Date().addingTimeInterval(seconds)
        var status: Int32 = 0
        while Date() < deadline {
            if waitpid(pid, &status, WNOHANG) == pid {
                terminal.drain()
                // Ended by a signal: 128 and its number, as a shell says.
                return status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
            }
            usleep(20_000)
        }
        return nil
    }

    /// Stops the process (SIGSTOP) and returns once every thread of it has stopped: `kill` only sends the signal,
    /// and a thread on a core meanwhile (a reader of keys, on a busy machine) could still read what is typed next.
    /// False when it has not stopped in `seconds` (a guard, not a measure). Where there is no `/proc`, once sent.
    @discardableResult
    package func stop(seconds: Double = HangGuard.seconds) -> Bool {
        kill(pid, SIGSTOP)
        let tasks = "/proc/\(pid)/task"
        guard FileManager.default.fileExists(atPath: tasks) else { return true }
        return waitUntil(seconds: seconds) {
            let threads = (try? FileManager.default.contentsOfDirectory(atPath: tasks)) ?? []
            return !threads.isEmpty
                && threads.allSatisfy { thread in
                    // "pid (comm) S …": the state is the first field after the command's closing parenthesis.
                    guard let stat = try? String(contentsOfFile: "\(tasks)/\(thread)/stat", encoding: .utf8),
                        let close = stat.lastIndex(of: ")")
                    else { return true }
                    let state = stat[stat.index(after: close)...].drop { $0 == " " }.first
                    return state == "T" || state == "t"
                }
        }
    }

    /// Whether bytes typed wait for a reader, as a shell reads keys (see ``PseudoTerminal/hasInputLeft()``).
    package func hasInputLeft() -> Bool {
        terminal.hasInputLeft()
    }

    /// Waits until `condition` holds, checking every millisecond; false when `seconds` pass first (a guard, not a
    /// measure).
    package func waitUntil(seconds: Double = HangGuard.seconds, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(1000)
        }
        return false
    }

    /// Once the process ended and the test read all it needs (see ``PseudoTerminal/finish()``).
    package func finish() {
        terminal.finish()
    }

    package func terminate() {
        kill(pid, SIGKILL)
        var status: Int32 = 0
        waitpid(pid, &status, 0)
    }

    /// Starts `executable` in a session of its own on the slave, with every signal's default action and none blocked,
    /// as a shell starts a program: this process may ignore or block some (a command run in process watches SIGINT).
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
        var all = sigset_t()
        var none = sigset_t()
        sigfillset(&all)
        sigemptyset(&none)
        posix_spawnattr_setsigdefault(&attributes, &all)
        posix_spawnattr_setsigmask(&attributes, &none)
        posix_spawnattr_setflags(
            &attributes,
            SpawnFlags.setSessionFlag | SpawnFlags.setSignalDefaultsFlag
                | SpawnFlags.setSignalMaskFlag)
        let argv = ([executable.path] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var pid: pid_t = 0
        let result = posix_spawn(&pid, executable.path, &actions, &attributes, argv, envp)
        guard result == 0 else { throw Failure.spawn(result) }
        return pid
    }
}

/// The flags of `posix_spawnattr_setflags` the Swift module leaves out.
private enum SpawnFlags {
    /// `POSIX_SPAWN_SETSID`: the child gets a session of its own (the same value in glibc and Darwin).
    static let setSessionFlag: Int16 = 0x80
    /// `POSIX_SPAWN_SETSIGDEF` and `POSIX_SPAWN_SETSIGMASK`: the child starts with the given signals' default actions
    /// and the given mask (the same values in glibc and Darwin).
    static let setSignalDefaultsFlag: Int16 = 0x04
    static let setSignalMaskFlag: Int16 = 0x08
}
