import FileLocking
import Foundation
import Testing

@testable import FeedCLI

/// The last refusals written in English in Swift: what a refused setting must be, why a `--cacert` or a
/// `--message-file` cannot be used, why a `--base-url` is no base URL, why the cache's lock file failed. And a usage
/// error found while a command ran showed the root's usage line (`feed-cli <subcommand>`), not the command's.
@Suite("Refusals are said in the reader's language, under the usage line of the command that refused")
struct RefusalWordsTests {
    private static let imageID = "8A7B2C1D-0000-4000-8000-000000000001"

    @Test("a refused setting says what it must be in the language of --lang, naming where the value came from")
    func refusedSettingInGerman() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let images = await cli.run(["feed", "--lang", "de"], environment: ["FEED_CLI_IMAGES": "bogus"])
        let baseURL = await cli.run(["feed", "--lang", "de"], environment: ["FEED_API_BASE_URL": "ftp://x"])
        let english = await cli.run(["feed", "--lang", "en"], environment: ["FEED_CLI_IMAGES": "bogus"])

        #expect(images.exitCode == 64)
        #expect(images.stderr.contains("FEED_CLI_IMAGES muss eines von auto, kitty, "), "\(images.stderr)")
        #expect(images.stderr.contains(" sein, nicht 'bogus'."), "\(images.stderr)")
        #expect(
            baseURL.stderr.contains(
                "FEED_API_BASE_URL muss eine absolute http- oder https-URL sein, nicht 'ftp://x'."),
            "\(baseURL.stderr)")
        #expect(english.stderr.contains("FEED_CLI_IMAGES must be one of auto, kitty, "), "\(english.stderr)")
    }

    @Test("a --cacert that gives no certificate says why in German, under feed's usage line")
    func cacertInGerman() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let missing = cli.cacheDirectory.appendingPathComponent("none.pem").path

        let result = await cli.run(["feed", "--cacert", missing, "--lang", "de"])

        #expect(result.exitCode == 64)
        #expect(result.stderr.hasPrefix("Error: --cacert \(missing): keine solche Datei\n"), "\(result.stderr)")
        #expect(result.stderr.contains("\nUsage: feed-cli feed "), "\(result.stderr)")
        #expect(result.stderr.hasSuffix("\n  See 'feed-cli feed --help' for more information.\n"), "\(result.stderr)")
        #expect(!result.stderr.contains("<subcommand>"), "\(result.stderr)")
    }

    @Test("a usage error found while running shows the usage lines a parse error of that command shows")
    func runTimeUsageLine() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let missing = cli.cacheDirectory.appendingPathComponent("none.pem").path

        let running = await cli.run(["comments", Self.imageID, "--cacert", missing])
        let parsing = await cli.run(["comments", Self.imageID, "--timeout", "0"])

        #expect(running.exitCode == 64 && parsing.exitCode == 64)
        #expect(running.stderr.hasPrefix("Error: --cacert \(missing): no such file\n"), "\(running.stderr)")
        let usage = { (text: String) in text.split(separator: "\n").drop { !$0.hasPrefix("Usage:") } }
        #expect(usage(running.stderr).first?.hasPrefix("Usage: feed-cli comments ") == true, "\(running.stderr)")
        #expect(usage(running.stderr) == usage(parsing.stderr), "\(running.stderr)\n\(parsing.stderr)")
    }

    @Test("a --message-file that cannot be read, or is a folder, is refused in the language of --lang")
    func messageFileInGerman() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        let missing = cli.cacheDirectory.appendingPathComponent("none.txt").path
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        let post = ["comment", Self.imageID, "--token", "t", "--lang", "de", "--message-file"]

        let unreadable = await cli.run(post + [missing])
        let folder = await cli.run(post + [cli.cacheDirectory.path])

        #expect(unreadable.exitCode == 64)
        #expect(
            unreadable.stderr.contains(
                "--message-file '\(missing)' kann nicht gelesen werden: Datei oder Verzeichnis nicht vorhanden."),
            "\(unreadable.stderr)")
        #expect(folder.exitCode == 64)
        #expect(
            folder.stderr.contains("--message-file '\(cli.cacheDirectory.path)' ist ein Ordner, keine Datei."),
            "\(folder.stderr)")
    }

    @Test("a --base-url that is no base URL says why in the language of --lang, in ArgumentParser's framing")
    func baseURLInGerman() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }

        let result = await cli.run(["comments", Self.imageID, "--base-url", "ftp://x", "--lang", "de"])

        #expect(result.exitCode == 64)
        #expect(
            result.stderr.contains(
                "es muss eine absolute http- oder https-URL sein, mit einem Port von 1 bis 65535, falls einer angegeben ist"
            ), "\(result.stderr)")
    }

    @Test("a [keys] line that cannot be used says why in the language of --lang, naming file:line")
    func keysInGerman() async throws {
        let cli = try InProcessCLI()
        defer { cli.cleanUp() }
        try FileManager.default.createDirectory(at: cli.cacheDirectory, withIntermediateDirectories: true)
        let conflict = cli.cacheDirectory.appendingPathComponent("conflict.toml")
        let unknown = cli.cacheDirectory.appendingPathComponent("unknown.toml")
        try "[keys]\nquit = \"j\"\n".write(to: conflict, atomically: true, encoding: .utf8)
        try "[keys]\njump = \"x\"\n".write(to: unknown, atomically: true, encoding: .utf8)

        let conflicting = await cli.run(["feed", "--config", conflict.path, "--lang", "de"])
        let unknownAction = await cli.run(["feed", "--config", unknown.path, "--lang", "de"])

        #expect(conflicting.exitCode == 64 && unknownAction.exitCode == 64)
        #expect(
            conflicting.stderr.contains(
                "\(conflict.path):2: keys.quit nimmt j, das auch keys.move_down nimmt (standardmäßig), auf dem Bildschirm feed."
            ), "\(conflicting.stderr)")
        #expect(
            unknownAction.stderr.contains("\(unknown.path):2: keys.jump ist keine Aktion des Browsers (move_up, "),
            "\(unknownAction.stderr)")
    }

    @Test("the cache's lock file held too long, or unopenable, is said in the reader's language, its errno too")
    func lockFileInGerman() {
        let timedOut = ErrorPresentation.cause(of: FileLock.TimedOut(path: "/c/feed.lock"), language: "de")
        let unopenable = FileLock.Unopenable(path: "/c/feed.lock", code: EACCES)

        #expect(timedOut == "ein anderer Prozess hielt die Sperrdatei /c/feed.lock zu lange")
        #expect(
            ErrorPresentation.cause(of: unopenable, language: "de")
                == "die Sperrdatei /c/feed.lock kann nicht geöffnet werden: Zugriff verweigert")
        #expect(
            ErrorPresentation.cause(of: unopenable, language: "en")
                == "the lock file /c/feed.lock cannot be opened: permission denied")
    }
}
