import ArgumentParser
import Foundation
import LayeredSettings
import SampleFeedAPI
import SharedPresentation

/// `feed-cli serve`: the sample API server in the foreground.
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Run the sample API server until interrupted; prints its base URL on stdout.",
        discussion: """
            Logs one line per request on stderr (method, path, status, milliseconds; never a header) unless --quiet. \
            With --token (or FEED_API_TOKEN), every route requires Authorization: Bearer <token>. Ctrl-C (SIGINT) \
            or SIGTERM lets the requests in flight finish for up to --grace seconds, then closes them; a second \
            one stops at once. Posted comments live as long as the server.
            """
                + "\n\n" + CommandFailure.helpText([.done, .usage, .standardOutput, .other]))

    @Option(help: ArgumentHelp("Require this bearer token on every route (env FEED_API_TOKEN).", valueName: "token"))
    var token: String?

    @Option(
        help: ArgumentHelp(
            "The language of the error messages, e.g. en, pt-BR, ja (env LC_ALL, LC_MESSAGES, LANG).", valueName: "code"
        ))
    var lang: String?

    @Option(help: ArgumentHelp("The address to bind.", valueName: "host"))
    var host = "127.0.0.1"

    @Option(parsing: .unconditional, help: ArgumentHelp("The port to bind; 0 picks a free one.", valueName: "port"))
    var port = 8080

    @Option(
        parsing: .unconditional, help: ArgumentHelp("Delay every response by this many milliseconds.", valueName: "ms"))
    var latency = 0

    @Flag(help: "Add a simulated comment to every image every few seconds.")
    var chatter = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Seconds the requests in flight get to finish after Ctrl-C or SIGTERM.", valueName: "seconds"))
    var grace = 2.0

    @Flag(help: "Log no requests.")
    var quiet = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp("Serve this many generated images instead of the bundled ones.", valueName: "n"))
    var items: Int?

    func validate() throws {
        guard (0...65535).contains(port) else {
            throw UsageWords.refusal(.usageRange, ["option": "--port", "range": "0...65535"])
        }
        guard latency >= 0 else { throw UsageWords.refusal(.usageAtLeast, ["option": "--latency", "minimum": "0"]) }
        guard (0...3600).contains(grace) else {
            throw UsageWords.refusal(.usageRangeSeconds, ["option": "--grace", "range": "0...3600"])
        }
        if let items, items < 0 { throw UsageWords.refusal(.usageAtLeast, ["option": "--items", "minimum": "0"]) }
        if let token, !SecretFile.isUsable(token: token) {
            throw UsageWords.refusal(.usageTokenText, ["option": "--token"])
        }
    }

    func run() async throws {
        let runtime = FeedCLIRuntime.current
        let token = self.token ?? runtime.environment["FEED_API_TOKEN"].flatMap { $0.isEmpty ? nil : $0 }
        var configuration = SampleServerConfiguration(
            host: host, port: port, latencyMilliseconds: latency, token: token, chatter: chatter, syntheticItems: items)
        configuration.shutdownDeadline = .milliseconds(Int(grace * 1000))
        if !quiet { configuration.requestLog = { runtime.standardError.write($0 + "\n") } }
        do {
            try await SampleServer.run(configuration) { url in runtime.standardOutput.write(url.absoluteString + "\n") }
        } catch {
            let language = LanguageResolver.resolve(explicit: lang, environment: runtime.environment)
            let values = [
                "address": "\(host):\(port)", "cause": ErrorPresentation.cause(of: error, language: language),
            ]
            runtime.standardError.write(
                "feed-cli: " + CLIStrings.format(.serveCannotStart, language: language, values) + "\n")
            throw ExitCode.failure
        }
    }
}
