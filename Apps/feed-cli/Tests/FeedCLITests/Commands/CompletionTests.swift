import FeedCLITestSupport
import Foundation
import SharedAPITestSupport
import TerminalUI
import TerminalUITestSupport
import Testing

@testable import FeedCLI

@Suite("Shell completions offer the saved feed's image ids, offline, chosen by the words typed")
struct CompletionTests {
    static let firstID = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"

    @Test("zsh and fish get the location (else the description) beside each id")
    func zshAndFishGetDescriptions() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        _ = await cli.run(["feed", "--json"])
        let runtime = Self.runtime(cli)

        let zsh = await Self.candidates(prefix: "25e", zsh: true, runtime: runtime)
        let fish = await Self.candidates(prefix: "24a", zsh: false, runtime: runtime)

        #expect(zsh.first == Self.firstID + ":São Paulo, Brasil", "\(zsh)")
        #expect(fish == ["24ae47b5-ffcf-597f-b539-3209cb90a8b6\tNobody captioned this one, but the light is great."])
    }

    @Test("--cache-dir and --base-url typed before the id choose the cache; none saved means no candidates, no error")
    func wordsChooseTheCache() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let other = cli.cacheDirectory.appendingPathComponent("other").path
        _ = await cli.run(["feed", "--json", "--cache-dir", other])

        let chosen = await cli.run(request("show", prefix: "", words: ["--cache-dir", other]))
        let unsaved = await cli.run(request("show", prefix: "", words: ["--base-url", "http://127.0.0.1:9"]))

        #expect(chosen.stdout.split(separator: "\n").count == 10, "\(chosen.stdout)")
        #expect(unsaved.exitCode == 0 && unsaved.stdout == "" && unsaved.stderr == "", "\(unsaved)")
    }

    /// The request a completion script makes for the IMAGE_ID of `command` after `words`.
    private func request(_ command: String, prefix: String, words: [String] = []) -> [String] {
        let typed = ["feed-cli", command] + words + [prefix]
        return ["---completion", command, "--", "positional@0", "\(typed.count - 1)", "\(prefix.count)"] + typed
    }

    /// The candidates for the IMAGE_ID of `show` in zsh's format (else fish's), asked for on a thread of its own, as the entry point does: the
    /// completion waits there for async work that needs the pool's threads.
    private static func candidates(prefix: String, zsh: Bool, runtime: FeedCLIRuntime) async -> [String] {
        await OwnThread.run {
            ImageIDCompletion.candidates(
                words: ["feed-cli", "show"], prefix: prefix, shell: zsh ? .zsh : .fish, runtime: runtime)
        }
    }

    /// The environment `cli`'s commands run in, for the completion's own reading of the cache.
    /// Its cache wait is the hang guard, as `InProcessCLI`'s is: the completion's one second ran out on two busy
    /// cores and offered nothing.
    private static func runtime(_ cli: InProcessCLI) -> FeedCLIRuntime {
        var runtime = FeedCLIRuntime(
            environment: ["HOME": cli.cacheDirectory.path, "FEED_CACHE_DIR": cli.cacheDirectory.path],
            standardOutput: BufferedOutput(), standardError: BufferedOutput(), writeStandardOutputBytes: { _ in },
            standardInputIsTerminal: false, currentDate: { Date() },
            terminalSize: { TerminalSize(columns: 80, rows: 24) })
        runtime.completionCacheWait = .seconds(HangGuard.seconds)
        return runtime
    }
}
