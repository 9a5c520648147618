import ArgumentParser
import EssentialFeedCacheFolder
import Foundation
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews

/// What every run needs besides its own inputs: settings, the spinner, the runtime, and the reporter that says
/// warnings and failures on stderr in the command's format.
struct CommandContext: Sendable {
    let settings: AppSettings
    let spinner: Spinner
    /// The settings' runtime, whose stdout and stderr erase the spinner's line before they write.
    let runtime: FeedCLIRuntime
    /// Warnings, failure lines and how a failure ends the command, in its format (text or `--json`).
    let reporter: CommandReporter

    init(settings: AppSettings, format: OutputFormat = .text, typedMessage: String? = nil) {
        self.settings = settings
        let process = settings.runtime
        let output = SpinnerOutput(
            standardError: process.standardError, standardOutput: process.standardOutput,
            environment: process.environment)
        let spinner = Spinner(output: output, style: settings.errorTheme.accent)
        self.spinner = spinner
        var runtime = process
        runtime.standardOutput = SpinnerClearingOutput(output: process.standardOutput, spinner: spinner)
        runtime.standardError = SpinnerClearingOutput(output: process.standardError, spinner: spinner)
        runtime.writeStandardOutputBytes = {
            spinner.stop()
            process.writeStandardOutputBytes($0)
        }
        self.runtime = runtime
        reporter = CommandReporter(
            standardError: runtime.standardError, spinner: spinner, format: format, language: settings.language,
            theme: settings.errorTheme, typedMessage: typedMessage)
        if let code = settings.unsupportedLanguage {
            let languages = SupportedLanguages.all.joined(separator: ", ")
            reporter.warn(
                CLIStrings.format(.unsupportedLanguage, language: language, ["code": code, "languages": languages]))
        }
        for (place, key) in settings.unknownConfigKeys {
            reporter.warn(CLIStrings.format(.configUnknownKey, language: language, ["place": place, "key": key]))
        }
    }

    var language: String { settings.language }

    /// Text, or JSON: what this command writes on stdout, chosen once by the command.
    var format: OutputFormat { reporter.format }

    /// How this command's text looks: its theme, the terminal's width now, its language and clock.
    var style: CommandStyle {
        CommandStyle(
            theme: settings.theme, width: runtime.terminalSize().columns, language: language,
            currentDate: runtime.currentDate)
    }

    /// Opens the API (or says why it could not, and fails with its exit code), runs `body` with it, and closes it
    /// however `body` ends: every command's session has this one lifetime.
    @MainActor func withSession<T>(_ body: (APISession) async throws -> T) async throws -> T {
        let session: APISession
        do {
            session = try await APISession.open(settings)
        } catch {
            reporter.errorView.display(ErrorPresentation.viewModel(for: error, language: language))
            throw reporter.exit(for: error)
        }
        let result = await Result { try await body(session) }
        await session.close()
        return try result.get()
    }

    /// How long one cache step may keep this command waiting: its `--timeout`, as a request may.
    var cacheDeadline: CacheDeadline { CacheDeadline(seconds: settings.timeout) }

    /// The cache of the session's base URL, checked (see `FeedCache.opened`); each problem is one warning.
    func openCache(for session: APISession) async -> FeedCache {
        await FeedCache.opened(
            root: settings.cacheRoot, key: session.cacheKey, rebase: session.cacheRebase,
            currentDate: runtime.currentDate, deadline: cacheDeadline, locking: FileCacheLock.locking,
            baseURL: settings.explicitBaseURL?.normalized
        ) { problem in
            reporter.warn(cacheProblem(problem, at: settings.cacheRoot.appendingPathComponent(session.cacheKey)))
        }
    }

    /// What a problem of the cache in `directory` reads as.
    private func cacheProblem(_ problem: FeedCache.Problem, at directory: URL) -> String {
        let (key, cause): (CLIStrings.Key, any Error) =
            switch problem {
            case let .recreated(cause): (.cacheRecreated, cause)
            case let .unusable(cause): (.cacheUnusable, cause)
            case let .readOnly(cause): (.cacheReadOnly, cause)
            }
        let values = ["path": directory.path, "cause": ErrorPresentation.cause(of: cause, language: language)]
        return CLIStrings.format(key, language: language, values)
    }
}
