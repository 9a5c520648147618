import ArgumentParser
import ArgumentParserAdditions
import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import HTTPClientPolicy
import LayeredSettings
import TerminalUI

/// The IMAGE_ID candidates of the shell completions: the ids of the saved feed of the base URL that the words typed
/// so far choose (their `--base-url`, `--cache-dir` and `--config`, else the environment and the config file, as a
/// command would), each with its location or description where the shell shows one (zsh, fish). Offline and quick:
/// it reads the cache and nothing else, and any problem means no candidates, never an error.
enum ImageIDCompletion {
    /// How much of a location or description a candidate shows.
    static let labelLength = 60

    /// The completion of every IMAGE_ID argument.
    static let kind = CompletionKind.custom { words, _, prefix in
        candidates(words: words, prefix: prefix, shell: CompletionShell.requesting, runtime: .current)
    }

    /// The candidates starting with `prefix` (any case), in the saved feed's order, in the shell's format.
    static func candidates(words: [String], prefix: String, shell: CompletionShell?, runtime: FeedCLIRuntime)
        -> [String]
    {
        let lowered = prefix.lowercased()
        return SynchronousCompletions.waiting { await savedImages(words: words, runtime: runtime) }
            .filter { $0.id.uuidString.lowercased().hasPrefix(lowered) }
            .map { CompletionCandidate.line($0.id.uuidString.lowercased(), label: label($0), shell: shell) }
    }

    /// The location, else the description, on one line without control characters, cut to ``labelLength``.
    private static func label(_ image: FeedImage) -> String? {
        let model = FeedImagePresenter.map(image)
        guard let text = model.location ?? model.description else { return nil }
        let line = TerminalText.safe(text, lineBreaks: .space).replacingOccurrences(of: "\t", with: " ")
        return CompletionCandidate.shortened(line, to: labelLength)
    }

    /// The saved feed of the cache the words choose; nothing when there is none or it cannot be read.
    private static func savedImages(words: [String], runtime: FeedCLIRuntime) async -> [FeedImage] {
        let config = OptionWords.lastValue(of: "--config", in: words).map { ["--config", $0] } ?? []
        guard let options = try? ConfigOptions.parse(config),
            let sources = try? SettingSources(config: options, runtime: runtime)
        else { return [] }
        let option = OptionWords.lastValue(of: "--base-url", in: words).flatMap(APIBaseURL.init)
        let baseURL = sources.setting(ClientSettings.baseURL, flag: option?.url.absoluteString).value
        guard let key = baseURL.isEmpty ? CacheKey.sample : APIBaseURL(baseURL).map(CacheKey.key(for:)) else {
            return []
        }
        let directory = sources.setting(
            ClientSettings.cacheDir, flag: OptionWords.lastValue(of: "--cache-dir", in: words)
        ).value
        let root = URL(fileURLWithPath: sources.expandingTilde(directory), isDirectory: true)
        let cache = FeedCache.at(
            root: root, key: key, readingOnly: true, currentDate: runtime.currentDate,
            deadline: CacheDeadline(limit: runtime.completionCacheWait), locking: FileCacheLock.locking)
        guard (try? cache.check()) != nil, FileManager.default.fileExists(atPath: cache.fileURL.path) else { return [] }
        return (try? await cache.feed?.load()) ?? []
    }
}
