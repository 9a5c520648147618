import Foundation
import Testing

@Suite("End to end: the generated bash completion script offers the saved feed's image ids")
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

}
