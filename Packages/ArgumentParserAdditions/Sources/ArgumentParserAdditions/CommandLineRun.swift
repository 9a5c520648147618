import ArgumentParser

/// What `main()` of a command does, in parts a program composes instead of exiting: parsing and running the command
/// that a command line asks for, and how an error ends the program. A program that runs in process (a test with its
/// own streams) or reads some command lines itself before the parser keeps the rest as ArgumentParser does it.
public enum CommandLineRun {
    /// Parses `arguments` with `root` and runs the command they ask for, async or not. A shell's request for
    /// completions (`---completion`) is parsed on a thread of its own, so that a completion may wait for async code
    /// (``SynchronousCompletions``).
    ///
    /// - Parameters:
    ///   - root: The root command.
    ///   - arguments: The command line without the program's name.
    ///   - around: Wraps a completion request's parse on its thread, which inherits no task-local value.
    /// - Throws: What the parse or the command throws: ``Ending`` says how it ends the program.
    public static func run(
        _ root: any ParsableCommand.Type, _ arguments: [String],
        around: @escaping @Sendable (() -> Void) -> Void = { $0() }
    ) async throws {
        var command =
            arguments.first == "---completion"
            ? try await SynchronousCompletions.parseOnOwnThread(root, arguments, around: around)
            : try root.parseAsRoot(arguments)
        if var asyncCommand = command as? any AsyncParsableCommand {
            try await asyncCommand.run()
        } else {
            try command.run()
        }
    }

    /// How an error ends a program: help, `--version` and a completion's candidates end clean (0) with their text for
    /// stdout; anything else with ArgumentParser's exit code for it and its message for stderr.
    public struct Ending: Equatable, Sendable {
        /// The exit code.
        public let code: Int32
        /// ArgumentParser's text for the error: the help, the version, the usage error; empty when there is none.
        public let message: String

        /// Whether the program ends clean, its message (if any) for stdout.
        public var isClean: Bool { code == 0 }

        /// How `error` ends a program whose root command is `root`.
        ///
        /// - Parameters:
        ///   - error: What the parse or the command threw.
        ///   - root: The root command.
        public init(_ error: any Error, root: any ParsableCommand.Type) {
            // Help ends clean, and ArgumentParser's exit code of it renders the whole help a second time.
            code = error is CleanExit ? 0 : root.exitCode(for: error).rawValue
            message = root.fullMessage(for: error)
        }
    }
}
