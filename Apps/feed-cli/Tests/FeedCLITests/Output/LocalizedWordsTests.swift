import Foundation
import SharedAPITestSupport
import Testing

@testable import FeedCLI

@Suite("Words that were English in every language: the unknown-command suggestion, the cause of a failure")
struct LocalizedWordsTests {
    @Test("an unknown command is refused in German, with the nearest command, from LANGUAGE")
    func unknownCommandInGerman() async throws {
        let cli = try InProcessCLI()

        let result = await cli.run(["fed"], environment: ["LANGUAGE": "de", "LANG": "de_DE.UTF-8"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("Fehler: „fed“ ist kein feed-cli-Befehl. Meinten Sie „feed“?\n"))
        #expect(result.stderr.contains("Befehle: browse, feed, comments, image, cache, serve, show, comment, config."))
    }

    @Test("--lang chooses the language of the suggestion, before the arguments are parsed")
    func unknownCacheCommandInFrench() async throws {
        let cli = try InProcessCLI()

        let result = await cli.run(["cache", "infos", "--lang=fr"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.contains("Vouliez-vous dire « cache info » ?"))
    }

    @Test("the cause of a refused connection is said in German")
    func refusedCauseInGerman() async throws {
        let cli = try InProcessCLI()
        let refusing = try HeldPort()

        let result = await cli.run(["feed", "--lang", "de", "--base-url", refusing.baseURL.absoluteString])

        #expect(result.exitCode == 69)
        #expect(result.stderr.contains("Verbindung abgelehnt (127.0.0.1:\(refusing.port))"), "\(result.stderr)")
    }
}
