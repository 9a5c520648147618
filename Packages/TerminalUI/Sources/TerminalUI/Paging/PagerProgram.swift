import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The program a pager command runs, looked up on `PATH` as the shell will, before the shell is started: a pager
/// that is not installed is known then, as git knows it, instead of by a shell's "not found" and a lost text.
enum PagerProgram {
    /// Whether `command`'s first word names a program that is neither on `PATH` nor an executable path. A first word
    /// the shell reads itself (an assignment, a keyword, a builtin, quoting or an expansion) counts as found: the
    /// shell decides then, and `LazyPager` replays the text when the shell says it could not run it.
    static func isMissing(_ command: String, environment: [String: String]) -> Bool {
        guard let word = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).first.map(String.init),
            !word.contains(where: shellSyntax.contains), !shellWords.contains(word)
        else { return false }
        if word.contains("/") { return !isExecutableFile(word) }
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        return !path.split(separator: ":", omittingEmptySubsequences: false).contains {
            isExecutableFile(($0.isEmpty ? "." : String($0)) + "/" + word)
        }
    }

    private static let shellSyntax = Set("=$'\"`\\(){}<>|;&*?[]~#!\n")

    /// POSIX sh's reserved words and builtins that a pager command could start with.
    private static let shellWords: Set = [
        "case", "for", "if", "until", "while", "exec", "eval", "command", ".", ":", "set", "export", "readonly",
        "trap", "cd", "echo", "printf", "test", "true", "false", "read", "type", "ulimit", "umask", "wait", "kill",
        "pwd", "local",
    ]

    private static func isExecutableFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && access(path, X_OK) == 0
    }
}
