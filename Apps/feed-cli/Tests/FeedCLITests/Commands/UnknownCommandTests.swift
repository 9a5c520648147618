import Testing

@testable import FeedCLI

@Suite("UnknownCommand resolves the reader's language only for a word it refuses")
struct UnknownCommandTests {
    @Test(
        "a command, an option or help asks for no language",
        arguments: [["feed", "--json"], ["--help"], ["--version"], ["cache", "info"], ["help", "feed"], []])
    func knownWordsAskNothing(arguments: [String]) {
        var asked = 0

        let problem = UnknownCommand.problem(in: arguments) {
            asked += 1
            return "en"
        }

        #expect(problem == nil)
        #expect(asked == 0)
    }

    @Test("an unknown word is refused in the language asked for, once")
    func unknownWordAsksOnce() throws {
        var asked = 0

        let problem = try #require(
            UnknownCommand.problem(in: ["fed"]) {
                asked += 1
                return "en"
            })

        #expect(problem.contains("feed"))
        #expect(asked == 1)
    }
}
