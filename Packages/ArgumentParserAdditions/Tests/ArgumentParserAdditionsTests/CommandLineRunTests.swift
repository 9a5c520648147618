import ArgumentParser
import ArgumentParserAdditions
import Foundation
import Testing

@Suite("CommandLineRun runs what a command line asks for and says how an error ends the program")
struct CommandLineRunTests {
    @Test("the command the words name runs, async or not, with its options")
    func runsCommands() async throws {
        try await CommandLineRun.run(Tool.self, ["now", "--name", "a"])
        try await CommandLineRun.run(Tool.self, ["later", "--name", "b"])

        #expect(ran.all.suffix(2) == ["now a", "later b"])
    }

    @Test("help and --version end clean with their text for stdout")
    func cleanEndings() async throws {
        let help = try await ending(["--help"])
        let version = try await ending(["--version"])

        #expect(help.isClean)
        #expect(help.message.contains("USAGE: tool <subcommand>"))
        #expect(version == CommandLineRun.Ending(CleanExit.message("1.2.3"), root: Tool.self))
        #expect(version.message == "1.2.3")
    }

    @Test("a usage error ends with 64 and ArgumentParser's message; an exit code thrown ends with it, silently")
    func failures() async throws {
        let usage = try await ending(["now"])
        let thrown = try await ending(["fail"])

        #expect(usage.code == 64)
        #expect(!usage.isClean)
        #expect(usage.message.contains("Error: Missing expected argument '--name <name>'"))
        #expect(thrown == CommandLineRun.Ending(ExitCode(3), root: Tool.self))
        #expect(thrown.code == 3)
        #expect(thrown.message.isEmpty)
    }

    @Test("a usage error the command finds while running shows that command's usage line, as one found parsing does")
    func usageOfTheCommandThatRan() async throws {
        let running = try await ending(["check", "--count", "0"])
        let parsing = try await ending(["check"])

        #expect(running.code == 64)
        #expect(running.message.hasPrefix("Error: --count must be 1 or more.\n"), "\(running.message)")
        #expect(!running.message.contains("tool <subcommand>"), "\(running.message)")
        #expect(
            running.message.hasSuffix(
                "\nUsage: tool check --count <count>\n  See 'tool check --help' for more information."),
            "\(running.message)")
        let usage = { (message: String) in message.split(separator: "\n").drop { !$0.hasPrefix("Usage:") } }
        #expect(usage(running.message) == usage(parsing.message))
    }

    private func ending(_ arguments: [String]) async throws -> CommandLineRun.Ending {
        do {
            try await CommandLineRun.run(Tool.self, arguments)
        } catch {
            return CommandLineRun.Ending(error, root: Tool.self)
        }
        throw Unexpected()
    }

    private struct Unexpected: Error {}
}

private let ran = Ran()

/// `@unchecked Sendable`: `runs` is only touched under `lock`.
private final class Ran: @unchecked Sendable {
    private let lock = NSLock()
    private var runs: [String] = []
    var all: [String] { lock.withLock { runs } }
    func append(_ run: String) { lock.withLock { runs.append(run) } }
}

private struct Tool: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tool", version: "1.2.3", subcommands: [Now.self, Later.self, Fail.self, Check.self])
}

private struct Now: ParsableCommand {
    @Option var name: String

    func run() {
        ran.append("now \(name)")
    }
}

private struct Later: AsyncParsableCommand {
    @Option var name: String

    func run() async {
        await Task.yield()
        ran.append("later \(name)")
    }
}

private struct Fail: ParsableCommand {
    func run() throws {
        throw ExitCode(3)
    }
}

/// Refuses its option only once it runs, as a command does that checks a value against settings read in `run`.
private struct Check: ParsableCommand {
    @Option var count: Int

    func run() throws {
        guard count > 0 else { throw ValidationError("--count must be 1 or more.") }
    }
}
