import Foundation
import Testing

@Suite("The committed man page keeps up with the commands and options, both ways")
struct ManualPageTests {
    @Test("every command and every option the binary shows in its help is in Documentation/feed-cli.1")
    func manualPageNamesEveryCommandAndOption() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let result = await cli.run(["--experimental-dump-help"])
        let dump = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let page = try manualPage()

        let names = Self.names(in: try #require(dump["command"] as? [String: Any]))

        #expect(names.count > 20)
        let missing = names.filter { $0.hasPrefix("-") ? !page.flags.contains($0) : !page.words.contains($0) }
        #expect(missing.isEmpty, "not in the man page: \(missing.sorted()); regenerate it (README: Install it)")
    }

    @Test("every command the man page documents is one the binary has: no hidden or phantom command")
    func manualPageDocumentsNoPhantomCommand() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let result = await cli.run(["--experimental-dump-help"])
        let dump = try #require(
            try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let names = Self.names(in: try #require(dump["command"] as? [String: Any]))

        let documented = try manualPageLines().compactMap { line in
            line.hasPrefix(".It Em ") ? String(line.dropFirst(".It Em ".count)) : nil
        }

        #expect(documented.count > 10)
        #expect(documented.filter { !names.contains($0) } == [], "documented, but no command of the binary")
    }

    @Test("the man page says what a person looks for beyond the options: keys, environment, files, codes, examples")
    func manualPageHasItsSections() throws {
        let lines = try manualPageLines()

        let sections = lines.filter { $0.hasPrefix(".Sh ") }.map {
            $0.dropFirst(4).replacingOccurrences(of: "\"", with: "")
        }

        for section in ["BROWSER KEYS", "ENVIRONMENT", "FILES", "EXIT STATUS", "EXAMPLES"] {
            #expect(sections.contains(section), "\(section) in \(sections)")
        }
        for code in ["0", "64", "69", "75", "65", "66", "77", "73", "74", "1"] {
            #expect(lines.contains(".It \(code)"), "exit status \(code)")
        }
    }
}

// MARK: - Helpers

extension ManualPageTests {
    /// The page's words, and its flags as `man` shows them: mdoc's `Fl h , -help` is `-h, --help`.
    private func manualPage() throws -> (words: Set<String>, flags: Set<String>) {
        let lines = try manualPageLines()
        let words = Set(lines.flatMap { $0.split(separator: " ").map(String.init) })
        return (words, Set(lines.flatMap(Self.flags)))
    }

    private func manualPageLines() throws -> [Substring] {
        let url = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().appendingPathComponent("../../../Documentation/feed-cli.1").standardized
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n")
    }

    /// The flags of one mdoc line: each word after `Fl` up to the next macro (`Ar`, `Op`…), with a dash before.
    private static func flags(in line: Substring) -> [String] {
        var flags: [String] = []
        var afterFl = false
        for word in line.split(separator: " ") {
            if word == "Fl" || word == ".Fl" {
                afterFl = true
            } else if word.count == 2 && word.first?.isUppercase == true {
                afterFl = false
            } else if afterFl && word != "," {
                flags.append("-\(word)")
            }
        }
        return flags
    }

    /// The names of `command`'s subcommands and of the options shown in help, all the way down; a hidden command
    /// (`start`, ArgumentParser's name for `feed-cli` alone) is no name a person types.
    private static func names(in command: [String: Any]) -> Set<String> {
        let arguments = (command["arguments"] as? [[String: Any]] ?? []).filter {
            $0["shouldDisplay"] as? Bool != false
        }
        let options = arguments.flatMap { argument in
            (argument["names"] as? [[String: Any]] ?? []).compactMap(Self.spelling)
        }
        let subcommands = (command["subcommands"] as? [[String: Any]] ?? []).filter {
            $0["shouldDisplay"] as? Bool != false
        }
        let own = subcommands.compactMap { $0["commandName"] as? String }
        return subcommands.reduce(Set(options + own)) { $0.union(names(in: $1)) }
    }

    /// `--long`, `-s` or `-long` as typed on the command line.
    private static func spelling(_ name: [String: Any]) -> String? {
        guard let kind = name["kind"] as? String, let text = name["name"] as? String else { return nil }
        return kind == "long" ? "--\(text)" : "-\(text)"
    }
}
