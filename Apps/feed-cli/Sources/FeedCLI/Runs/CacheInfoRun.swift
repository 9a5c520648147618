import EssentialFeed
import Foundation
import TerminalUI

/// The `cache info` command: where the cache is, what it holds, how old it is, without changing it.
struct CacheInfoRun {
    let context: CommandContext

    func run() async throws {
        let settings = context.settings
        let cache = FeedCache.at(
            root: settings.cacheRoot, key: settings.cacheKey, currentDate: context.runtime.currentDate)
        let output = context.runtime.standardOutput
        output.write(settings.theme.title.apply(text(.cacheTitle)) + "\n")
        output.write(field(.infoDirectory, cache.directory.path))
        output.write(field(.infoBaseURL, settings.explicitBaseURL.map(APIBaseURL.normalized) ?? text(.infoSampleAPI)))
        guard FileManager.default.fileExists(atPath: cache.fileURL.path) else {
            return output.write(field(.infoFeed, text(.infoNone)))
        }
        output.write(field(.infoFile, "\(cache.fileURL.path) (\(count(.byteCount, Self.fileSize(cache.fileURL))))"))
        await describe(cache, into: output)
    }

    private func describe(_ cache: FeedCache, into output: any TextOutput) async {
        do {
            guard let status = try await cache.feed?.status() else {
                return output.write(field(.infoFeed, text(.infoNone)))
            }
            let state = text(status.isExpired ? .infoExpired : .infoValid)
            output.write(field(.infoFeed, "\(count(.imageCount, status.imageCount)), \(state)"))
            output.write(field(.infoSaved, "\(status.timestamp.formatted(.iso8601)) (\(relative(status.timestamp)))"))
            if let images = try await cache.store?.imageStatistics() {
                output.write(
                    field(.infoImageData, "\(count(.imageCount, images.count)), \(count(.byteCount, images.bytes))"))
            }
        } catch {
            let cause = FailureCause.describe(error, language: context.language)
            output.write(
                field(.infoFeed, CLIStrings.format(.infoUnreadable, language: context.language, ["cause": cause])))
        }
    }

    /// How long ago `date` was: "5 minutes ago", and "now" within the second of a save. The anchored style describes
    /// its anchor as seen from the date it formats; with numeric presentation a fresh save read "in 0 seconds".
    private func relative(_ date: Date) -> String {
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: .named, unitsStyle: .wide, locale: Locale(identifier: context.language))
        return style.format(context.runtime.currentDate())
    }

    private static let labels: [CLIStrings.Key] = [
        .infoDirectory, .infoBaseURL, .infoFile, .infoFeed, .infoSaved, .infoImageData,
    ]

    private func text(_ key: CLIStrings.Key) -> String {
        CLIStrings.string(key, language: context.language)
    }

    private func count(_ key: CLIStrings.PluralKey, _ count: Int) -> String {
        CLIStrings.plural(key, count: count, language: context.language)
    }

    /// One `label value` line, the labels of every line padded to the widest in this language.
    private func field(_ label: CLIStrings.Key, _ value: String) -> String {
        let width = Self.labels.map { DisplayWidth.of(text($0)) }.max() ?? 0
        return context.settings.theme.secondary.apply(TerminalText.pad(text(label), width: width + 1)) + " " + value
            + "\n"
    }

    private static func fileSize(_ url: URL) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }
}
