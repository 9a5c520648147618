import ArgumentParser
import Foundation
import LayeredSettings
import SharedPresentation
import TerminalUI

/// The entry point of `feed-cli`: parses the arguments, runs the command, returns the exit code.
package enum FeedCLIMain {
    /// Runs `feed-cli` for the process and exits with its code.
    package static func run() async -> Never {
        let code = await run(arguments: Array(CommandLine.arguments.dropFirst()), runtime: .process)
        exit(code)
    }

    /// Runs `feed-cli` with `arguments` in `runtime`; 0 ok, 1 not loaded, 64 usage.
    package static func run(arguments: [String], runtime: FeedCLIRuntime) async -> Int32 {
        await FeedCLIRuntime.$current.withValue(runtime) {
            await UsageWords.$arguments.withValue(arguments) { await run(arguments, runtime: runtime) }
        }
    }

    private static func run(_ arguments: [String], runtime: FeedCLIRuntime) async -> Int32 {
        // A line the fast reading takes names a command and holds no message: neither check has anything to say,
        // and the unknown-command one builds every command's configuration to learn their names.
        let fast = FastArguments.parse(arguments)
        if fast == nil,
            let problem = DashedMessage.problem(in: arguments)
                ?? UnknownCommand.problem(in: arguments, environment: runtime.environment)
        {
            runtime.standardError.write(TerminalText.safe(problem, lineBreaks: .keep) + "\n")
            return ExitCode.validationFailure.rawValue
        }
        do {
            var command: any ParsableCommand
            switch fast {
            case .output(let text):
                runtime.standardOutput.write(text.hasSuffix("\n") ? text : text + "\n")
                return 0
            case .feed(let arguments):
                try await arguments.run()
                return 0
            case nil: command = try await parse(arguments)
            }
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
            return 0
        } catch {
            return report(error, arguments: arguments, runtime: runtime)
        }
    }

    /// The command `arguments` ask for. A shell's request for completions (`---completion`) is parsed on a thread
    /// of its own: its candidates are read from the cache by async code that the synchronous parser waits for (see
    /// `ImageIDCompletion`), which must not hold a thread of the pool that code runs on.
    private static func parse(_ arguments: [String]) async throws -> any ParsableCommand {
        guard arguments.first == "---completion" else { return try FeedCLICommand.parseAsRoot(arguments) }
        let runtime = FeedCLIRuntime.current
        let parsed = await withCheckedContinuation { (continuation: CheckedContinuation<ParsedCommand, Never>) in
            Thread {
                FeedCLIRuntime.$current.withValue(runtime) {
                    UsageWords.$arguments.withValue(arguments) {
                        continuation.resume(returning: ParsedCommand { try FeedCLICommand.parseAsRoot(arguments) })
                    }
                }
            }.start()
        }
        return try parsed.command()
    }

    private static func report(_ error: any Error, arguments: [String], runtime: FeedCLIRuntime) -> Int32 {
        // A config file that cannot be used cannot say the language either: `--lang`'s, else the environment's.
        if let failure = error as? ConfigFileFailure {
            return report(
                ValidationError(failure.message(language: UsageWords.language)), arguments: arguments, runtime: runtime)
        }
        // Help ends clean, and ArgumentParser's exit code of it renders the whole help a second time.
        let code = error is CleanExit ? 0 : FeedCLICommand.exitCode(for: error).rawValue
        // The default command is named `start` only for ArgumentParser: `feed-cli --json` is a misuse of `feed-cli`.
        // The standard library's replacing: Foundation's bridged the whole help text to an NSString to search it.
        let message = FeedCLICommand.fullMessage(for: error).replacing("feed-cli start", with: "feed-cli")
        if !message.isEmpty {
            // A usage error repeats the value it refuses, from an option or the environment: shown as output is.
            let text = code == 0 ? message : TerminalText.safe(message, lineBreaks: .keep)
            let output = code == 0 ? runtime.standardOutput : runtime.standardError
            output.write(text.hasSuffix("\n") ? text : text + "\n")
        }
        return code
    }
}

/// The outcome of parsing on another thread. `@unchecked Sendable`: made on that thread and only read after it is
/// handed over.
private struct ParsedCommand: @unchecked Sendable {
    let command: () throws -> any ParsableCommand

    init(_ parse: () throws -> any ParsableCommand) {
        let result = Result { try parse() }
        command = { try result.get() }
    }
}
