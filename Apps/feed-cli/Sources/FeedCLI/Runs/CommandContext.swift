import ArgumentParser
import EssentialFeedCacheFolder
import Foundation
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews

/// What every run needs besides its own inputs: settings, a spinner, warning and error writers.
struct CommandContext: Sendable {
    let settings: AppSettings
    let spinner: Spinner
    /// Text, or JSON (`--json`): then a failure is one JSON object on stderr, written when the command ends.
    let format: OutputFormat
    /// What `comment` posts: with `--json`, every failure gives it back in the error object.
    let typedMessage: String?
    /// The settings' runtime, whose stdout and stderr erase the spinner's line before they write.
    let runtime: FeedCLIRuntime

    init(settings: AppSettings, format: OutputFormat = .text, typedMessage: String? = nil) {
        self.settings = settings
        let process = settings.runtime
        let output = SpinnerOutput(
            standardError: process.standardError, standardOutput: process.standardOutput,
            environment: process.environment)
        let spinner = Spinner(output: output, style: settings.errorTheme.accent)
        self.spinner = spinner
        self.format = format
        self.typedMessage = typedMessage
        var runtime = process
        runtime.standardOutput = SpinnerClearingOutput(output: process.standardOutput, spinner: spinner)
        runtime.standardError = SpinnerClearingOutput(output: process.standardError, spinner: spinner)
        runtime.writeStandardOutputBytes = {
            spinner.stop()
            process.writeStandardOutputBytes($0)
        }
        self.runtime = runtime
        if let code = settings.unsupportedLanguage {
            let languages = SupportedLanguages.all.joined(separator: ", ")
            warn(CLIStrings.format(.unsupportedLanguage, language: language, ["code": code, "languages": languages]))
        }
        for (place, key) in settings.unknownConfigKeys {
            warn(CLIStrings.format(.configUnknownKey, language: language, ["place": place, "key": key]))
        }
    }

    var language: String { settings.language }

    /// One `feed-cli: …` error line on stderr, for a command that fails with what it says.
    func sayFailure(_ message: String) {
        runtime.standardError.write("feed-cli: " + message + "\n")
    }

    /// One `feed-cli: warning: …` line on stderr, after stopping the spinner so that the two do not share a line.
    func warn(_ message: String) {
        spinner.stop()
        let line = "feed-cli: " + CLIStrings.string(.warning, language: language) + ": " + TerminalText.safe(message)
        runtime.standardError.write(settings.errorTheme.warning.apply(line) + "\n")
    }

    /// Where a failure is shown while it happens: stderr, or nowhere with `--json` (see `exit(for:)`).
    @MainActor var errorView: any ResourceErrorView {
        if format == .json { return SilentErrorView() }
        return TerminalErrorView(output: runtime.standardError, theme: settings.errorTheme, spinner: spinner)
    }

    /// How the command ends after `error` was shown: with `--json` the failure as one JSON object on stderr now,
    /// with the typed message and whether it `mayHaveBeenPosted`; the exit code says its kind (`CommandFailure`).
    func exit(for error: any Error, mayHaveBeenPosted: Bool = false) -> ExitCode {
        spinner.stop()
        if format == .json {
            let post = typedMessage.map { JSONError.FailedPost(message: $0, mayHaveBeenPosted: mayHaveBeenPosted) }
            runtime.standardError.write(JSONError.line(for: error, language: language, post: post))
        }
        return CommandFailure(error).exitCode
    }

    /// Opens the API, or reports why it could not start and fails with its exit code.
    @MainActor func openSession() async throws -> APISession {
        do {
            return try await APISession.open(settings)
        } catch {
            errorView.display(ErrorPresentation.viewModel(for: error, language: language))
            throw exit(for: error)
        }
    }

    /// Opens the API (or says why it could not, and fails with exit 1), runs `body` with it, and closes it however
    /// `body` ends: every command's session has this one lifetime.
    @MainActor func withSession<T>(_ body: (APISession) async throws -> T) async throws -> T {
        let session = try await openSession()
        let result = await Result { try await body(session) }
        await session.close()
        return try result.get()
    }

    /// How long one cache step may keep this command waiting: its `--timeout`, as a request may.
    var cacheDeadline: CacheDeadline { CacheDeadline(seconds: settings.timeout) }

    /// The cache of this command's base URL as it is on disk, unchecked: for the `cache` commands.
    var cacheOnDisk: FeedCache {
        FeedCache.at(
            root: settings.cacheRoot, key: settings.cacheKey, currentDate: runtime.currentDate, deadline: cacheDeadline,
            locking: FileCacheLock.locking)
    }

    /// The cache of this command's base URL as it is on disk, read without migrating or writing it: `cache info`.
    var cacheToRead: FeedCache {
        FeedCache.at(
            root: settings.cacheRoot, key: settings.cacheKey, readingOnly: true, currentDate: runtime.currentDate,
            deadline: cacheDeadline, locking: FileCacheLock.locking)
    }

    /// The cache of the session's base URL, checked (see `FeedCache.opened`); each problem is one warning.
    func openCache(for session: APISession) async -> FeedCache {
        await FeedCache.opened(
            root: settings.cacheRoot, key: session.cacheKey, rebase: session.cacheRebase,
            currentDate: runtime.currentDate, deadline: cacheDeadline, locking: FileCacheLock.locking,
            baseURL: settings.explicitBaseURL?.normalized
        ) { problem in
            warn(cacheProblem(problem, at: settings.cacheRoot.appendingPathComponent(session.cacheKey)))
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
