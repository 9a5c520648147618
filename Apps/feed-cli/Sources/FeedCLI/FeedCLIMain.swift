import ArgumentParser
import ArgumentParserAdditions
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
            switch fast {
            case .output(let text): runtime.standardOutput.write(text.hasSuffix("\n") ? text : text + "\n")
            case .feed(let arguments):
                do {
                    try await arguments.run()
                } catch {
                    throw CommandLineRun.RunFailure(error, command: FeedCommand.self)
                }
            case nil:
                // A completion's candidates are read from the cache with the runtime (see `ImageIDCompletion`).
                try await CommandLineRun.run(FeedCLICommand.self, arguments) { parse in
                    FeedCLIRuntime.$current.withValue(runtime) {
                        UsageWords.$arguments.withValue(arguments, operation: parse)
                    }
                }
            }
            return 0
        } catch {
            return report(error, arguments: arguments, runtime: runtime)
        }
    }

    private static func report(_ error: any Error, arguments: [String], runtime: FeedCLIRuntime) -> Int32 {
        // A config file that cannot be used cannot say the language either: `--lang`'s, else the environment's.
        if let failure = error as? ConfigFileFailure {
            return report(
                ValidationError(failure.message(language: UsageWords.language)), arguments: arguments, runtime: runtime)
        }
        if let failure = error as? CommandLineRun.RunFailure, let config = failure.error as? ConfigFileFailure {
            let usage = ValidationError(config.message(language: UsageWords.language))
            return report(
                CommandLineRun.RunFailure(usage, command: failure.command), arguments: arguments, runtime: runtime)
        }
        // A usage error found while running shows the usage line of the command that ran (`RunFailure`).
        let ending = CommandLineRun.Ending(error, root: FeedCLICommand.self)
        // The default command is named `start` only for ArgumentParser: `feed-cli --json` is a misuse of `feed-cli`.
        // The standard library's replacing: Foundation's bridged the whole help text to an NSString to search it.
        let message = ending.message.replacing("feed-cli start", with: "feed-cli")
        if !message.isEmpty {
            // A usage error repeats the value it refuses, from an option or the environment: shown as output is.
            let text = ending.isClean ? message : TerminalText.safe(message, lineBreaks: .keep)
            let output = ending.isClean ? runtime.standardOutput : runtime.standardError
            output.write(text.hasSuffix("\n") ? text : text + "\n")
        }
        return ending.code
    }
}
