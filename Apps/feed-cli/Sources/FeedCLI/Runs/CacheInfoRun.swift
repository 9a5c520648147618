import EssentialFeed
import Foundation
import TerminalUI

/// The `cache info` command: where the cache is, what it holds, how old it is, without changing it.
struct CacheInfoRun {
    let context: CommandContext

    func run() async throws {
        let settings = context.settings
        let cache = FeedCache.at(root: settings.cacheRoot, key: settings.cacheKey, currentDate: context.runtime.currentDate)
        let output = context.runtime.standardOutput
        let theme = settings.theme
        output.write(theme.title.apply("Cache") + "\n")
        output.write(field("directory", cache.directory.path, theme))
        output.write(field("base URL", settings.explicitBaseURL.map(APIBaseURL.normalized) ?? "built-in sample API", theme))
        guard FileManager.default.fileExists(atPath: cache.fileURL.path) else {
            return output.write(field("feed", "none", theme))
        }
        output.write(field("file", "\(cache.fileURL.path) (\(Self.fileSize(cache.fileURL)) bytes)", theme))
        await describe(cache, into: output, theme: theme)
    }

    private func describe(_ cache: FeedCache, into output: any TextOutput, theme: Theme) async {
        do {
            guard let feed = cache.feed, let cached = try await feed.cacheInfo() else {
                return output.write(field("feed", "none", theme))
            }
            let state = feed.isExpired(cached) ? "expired" : "valid"
            output.write(field("feed", "\(Self.images(cached.feed.count)), \(state)", theme))
            output.write(field("saved", "\(cached.timestamp.formatted(.iso8601)) (\(relative(cached.timestamp)))", theme))
            if let images = try await cache.store?.imageStatistics() {
                output.write(field("image data", "\(Self.images(images.count)), \(images.bytes) bytes", theme))
            }
        } catch {
            output.write(field("feed", "unreadable (\(FailureCause.describe(error, language: context.language)))", theme))
        }
    }

    /// How long ago `date` was: "5 minutes ago", and "now" within the second of a save. The anchored style describes
    /// its anchor as seen from the date it formats; with numeric presentation a fresh save read "in 0 seconds".
    private func relative(_ date: Date) -> String {
        let style = Date.AnchoredRelativeFormatStyle(
            anchor: date, presentation: .named, unitsStyle: .wide, locale: Locale(identifier: context.language))
        return style.format(context.runtime.currentDate())
    }

    private static func images(_ count: Int) -> String {
        count == 1 ? "1 image" : "\(count) images"
    }

    private func field(_ name: String, _ value: String, _ theme: Theme) -> String {
        theme.secondary.apply(TerminalText.pad(name, width: 11)) + " " + value + "\n"
    }

    private static func fileSize(_ url: URL) -> Int {
        let attributes = try? FileManager.default.attributesOfItem(atPath: url.path)
        return (attributes?[.size] as? NSNumber)?.intValue ?? 0
    }
}
