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
    /// - Throws: What the parse throws, or what the command's run throws as a ``RunFailure`` naming the command:
    ///   ``Ending`` says how either ends the program.
    public static func run(
        _ root: any ParsableCommand.Type, _ arguments: [String],
        around: @escaping @Sendable (() -> Void) -> Void = { $0() }
    ) async throws {
        var command =
            arguments.first == "---completion"
            ? try await SynchronousCompletions.parseOnOwnThread(root, arguments, around: around)
            : try root.parseAsRoot(arguments)
        do {
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch {
            throw RunFailure(error, command: type(of: command))
        }
    }

    /// An error a command's `run` threw, with the command that ran: a usage error found while running shows that
    /// command's usage line, as one found while parsing does (ArgumentParser alone shows the root's).
    public struct RunFailure: Error {
        /// What `run` threw.
        public let error: any Error
        /// The command that ran.
        public let command: any ParsableCommand.Type

        /// `error`, thrown by the `run` of `command`.
        public init(_ error: any Error, command: any ParsableCommand.Type) {
            self.error = error
            self.command = command
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

        /// How `error` ends a program whose root command is `root`; a ``RunFailure``'s usage error shows the usage
        /// of the command that ran.
        ///
        /// - Parameters:
        ///   - error: What the parse or the command threw.
        ///   - root: The root command.
        public init(_ error: any Error, root: any ParsableCommand.Type) {
            let failure = error as? RunFailure
            let error = failure?.error ?? error
            // Help ends clean, and ArgumentParser's exit code of it renders the whole help a second time.
            code = error is CleanExit ? 0 : root.exitCode(for: error).rawValue
            if error is ValidationError, let command = failure?.command,
                let usage = Self.usage(of: command, under: root)
            {
                message = root._errorPrefix + root.message(for: error) + "\n" + usage
            } else {
                message = root.fullMessage(for: error)
            }
        }

        /// ArgumentParser's usage lines for `command` under `root`, as a usage error found while parsing ends with
        /// them: `Usage:` and the command's synopsis, then where to read more. Nil for the root itself (its usage is
        /// ArgumentParser's own) or a command that is not under `root`.
        static func usage(of command: any ParsableCommand.Type, under root: any ParsableCommand.Type) -> String? {
            guard ObjectIdentifier(command) != ObjectIdentifier(root), let path = path(to: command, from: root) else {
                return nil
            }
            var lines = root.usageString(for: command).split(separator: "\n", omittingEmptySubsequences: false)
            guard !lines.isEmpty else { return nil }
            lines[0] = "Usage: " + lines[0]
            // The synopsis's later lines hang under its first, past "Usage: ".
            for index in lines.indices.dropFirst() where !lines[index].isEmpty {
                lines[index] = "       " + lines[index]
            }
            let names = path.map { $0._commandName }.joined(separator: " ")
            return lines.joined(separator: "\n") + "\n  See '\(names) --help' for more information."
        }

        /// The commands from `root` down to `command`, both included.
        private static func path(
            to command: any ParsableCommand.Type, from root: any ParsableCommand.Type
        ) -> [any ParsableCommand.Type]? {
            if ObjectIdentifier(command) == ObjectIdentifier(root) { return [root] }
            for subcommand in root.configuration.subcommands {
                if let path = path(to: command, from: subcommand) { return [root] + path }
            }
            return nil
        }
    }
}
