import ArgumentParser
import ArgumentParserAdditions
import Testing

@Suite("UnknownSubcommand finds the word that names no subcommand where one was expected")
struct UnknownSubcommandTests {
    @Test(
        "a subcommand, help, an option or nothing is no unknown word",
        arguments: [
            ["list"], ["list", "extra"], ["help"], ["help", "list"], ["--verbose"], [], ["store", "put"],
            ["store"], ["store", "--help"], ["help", "store", "get"],
        ])
    func knownWords(words: [String]) {
        #expect(UnknownSubcommand.find(in: words, root: Root.self) == nil)
    }

    @Test("a word at the root is listed against the shown subcommands and help")
    func unknownAtTheRoot() {
        #expect(
            UnknownSubcommand.find(in: ["lst"], root: Root.self)
                == UnknownSubcommand(word: "lst", path: "", commands: ["list", "store", "help"]))
    }

    @Test("a hidden subcommand is no word a person is told of")
    func hiddenIsUnknown() {
        #expect(UnknownSubcommand.find(in: ["secret"], root: Root.self)?.word == "secret")
    }

    @Test("the word after a group is read against the group's subcommands, after help too")
    func unknownInAGroup() {
        let expected = UnknownSubcommand(word: "gett", path: "store ", commands: ["put", "get"])

        #expect(UnknownSubcommand.find(in: ["store", "gett"], root: Root.self) == expected)
        #expect(UnknownSubcommand.find(in: ["help", "store", "gett"], root: Root.self) == expected)
        #expect(UnknownSubcommand.find(in: ["store", "help"], root: Root.self)?.word == "help")
    }
}

private struct Root: ParsableCommand {
    static let configuration = CommandConfiguration(
        subcommands: [List.self, Store.self, Secret.self], defaultSubcommand: Secret.self)
}

private struct List: ParsableCommand {}

private struct Secret: ParsableCommand {
    static let configuration = CommandConfiguration(shouldDisplay: false)
}

private struct Store: ParsableCommand {
    static let configuration = CommandConfiguration(subcommands: [Put.self, Get.self])

    struct Put: ParsableCommand {}
    struct Get: ParsableCommand {}
}
