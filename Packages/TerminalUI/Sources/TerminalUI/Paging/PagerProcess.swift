import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A pager run as `/bin/sh -c COMMAND` whose stdin is a pipe this output writes to; its stdout and stderr are the
/// terminal. A write that fails (the pager quit: EPIPE) calls the `onFailure` it was started with.
struct PagerProcess {
    let pid: pid_t
    let input: FileDescriptorOutput

    func write(_ data: Data) { input.write(data) }

    /// Starts `command`, or nil when no pipe or process can be made (then output goes to stdout unpaged).
    static func start(
        _ command: String, environment: [String: String], onFailure: @escaping @Sendable (Int32) -> Void
    ) -> PagerProcess? {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { return nil }
        // Neither end open in the pager but as its stdin: it sees the end of the text when this side closes.
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        let pid = spawn(["/bin/sh", "-c", command], stdin: ends[0], environment: environment)
        close(ends[0])
        guard let pid else {
            close(ends[1])
            return nil
        }
        return PagerProcess(pid: pid, input: FileDescriptorOutput(descriptor: ends[1], onFailure: onFailure))
    }

    /// Closes the pager's stdin, so it sees the end of the text, and waits until the reader quits it.
    func finish() -> Int32 {
        close(input.descriptor)
        return waitForExit()
    }

    /// Ends the pager's input without closing its descriptor, which a write may be using: later writes go nowhere.
    func endInput() {
        let nothing = open("/dev/null", O_WRONLY | O_CLOEXEC)
        guard nothing >= 0 else { return }
        dup2(nothing, input.descriptor)
        close(nothing)
    }

    /// Waits until the pager exits, and returns its wait status.
    func waitForExit() -> Int32 {
        var status: Int32 = 0
        while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
        return status
    }

    /// Whether a wait status says the shell could not run the command (126: not executable, 127: not found).
    static func couldNotRun(_ status: Int32) -> Bool {
        status & 0x7f == 0 && [126, 127].contains((status >> 8) & 0xff)
    }

    private static func spawn(_ arguments: [String], stdin: Int32, environment: [String: String]) -> pid_t? {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, stdin, STDIN_FILENO)
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in [SIGPIPE, SIGINT, SIGTERM, SIGHUP] { sigaddset(&defaults, number) }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        // Nothing blocked: a signal watcher here may block the signals it reads (Dispatch's signalfd).
        var unblocked = sigset_t()
        sigemptyset(&unblocked)
        posix_spawnattr_setsigmask(&attributes, &unblocked)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGDEF | POSIX_SPAWN_SETSIGMASK))
        let argv = cStrings(arguments)
        let envp = cStrings(environment.map { "\($0.key)=\($0.value)" })
        defer { (argv + envp).forEach { free($0) } }
        var pid = pid_t()
        return posix_spawn(&pid, "/bin/sh", &actions, &attributes, argv + [nil], envp + [nil]) == 0 ? pid : nil
    }

    private static func cStrings(_ strings: [String]) -> [UnsafeMutablePointer<CChar>?] {
        strings.map { strdup($0) }
    }
}
