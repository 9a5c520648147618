import Foundation
import Testing

@Suite("End to end: shell completions offer the saved feed's image ids, offline")
struct CompletionEndToEndTests {
    static let firstID = "25e5c6e2-935a-5bee-a4c6-17fadedf8474"

    @Test(
        "bash, with the generated script: IMAGE_ID of show, image, comments and comment completes from the saved feed",
        arguments: ["show", "image", "comments", "comment"])
    func bashCompletesImageIDs(_ command: String) async throws {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }
        _ = try await cli.run(["feed", "--json"])

        let all = try await bashCompletions(cli, ["\"$FEED_CLI\"", command, "''"])
        let prefixed = try await bashCompletions(cli, ["\"$FEED_CLI\"", command, "25e"])

        #expect(all.count == 10, "\(all)")
        #expect(all.allSatisfy { UUID(uuidString: $0) != nil }, "\(all)")
        #expect(prefixed == [Self.firstID])
    }

    @Test("zsh and fish get the location (else the description) beside each id")
    func zshAndFishGetDescriptions() async throws {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }
        _ = try await cli.run(["feed", "--json"])

        let zsh = try await cli.run(request("show", prefix: "25e"), environment: ["SAP_SHELL": "zsh"])
        let fish = try await cli.run(request("show", prefix: "24a"), environment: ["SAP_SHELL": "fish"])

        #expect(zsh.stdout.hasPrefix(Self.firstID + ":São Paulo, Brasil\n"), "\(zsh.stdout)")
        #expect(
            fish.stdout == "24ae47b5-ffcf-597f-b539-3209cb90a8b6\tNobody captioned this one, but the light is great.\n",
            "\(fish.stdout)")
    }

    @Test("--cache-dir and --base-url typed before the id choose the cache; none saved means no candidates, no error")
    func wordsChooseTheCache() async throws {
        let cli = try BuiltCLI()
        defer { cli.cleanUp() }
        let other = cli.cacheDirectory.appendingPathComponent("other").path
        _ = try await cli.run(["feed", "--json", "--cache-dir", other])

        let chosen = try await cli.run(request("show", prefix: "", words: ["--cache-dir", other]))
        let unsaved = try await cli.run(request("show", prefix: "", words: ["--base-url", "http://127.0.0.1:9"]))

        #expect(chosen.stdout.split(separator: "\n").count == 10, "\(chosen.stdout)")
        #expect(unsaved.exitCode == 0 && unsaved.stdout == "" && unsaved.stderr == "", "\(unsaved)")
    }

    /// What the generated bash script's `complete` function offers for `words`, run in a bash of its own.
    private func bashCompletions(_ cli: BuiltCLI, _ words: [String]) async throws -> [String] {
        let script = """
            source <("$FEED_CLI" --generate-completion-script bash)
            COMP_WORDS=(\(words.joined(separator: " ")))
            COMP_CWORD=\(words.count - 1)
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            _feed-cli "${COMP_WORDS[0]}" "${COMP_WORDS[COMP_CWORD]}" "${COMP_WORDS[COMP_CWORD-1]}"
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let result = try await cli.shell(script)
        #expect(result.exitCode == 0, "\(result.stderr)")
        return result.stdout.split(separator: "\n").map(String.init)
    }

    /// The request a completion script makes for the IMAGE_ID of `command` after `words`.
    private func request(_ command: String, prefix: String, words: [String] = []) -> [String] {
        let typed = ["feed-cli", command] + words + [prefix]
        return ["---completion", command, "--", "positional@0", "\(typed.count - 1)", "\(prefix.count)"] + typed
    }
}
