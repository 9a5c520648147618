import Foundation

/// A fresh directory, removed with its contents when the last reference to it goes.
///
/// A suite keeps one in a stored property: Swift Testing makes a new suite instance for every test, so tests that
/// run in parallel never share a directory, and each is removed when its test ends.
final class TemporaryDirectory: Sendable {
    let url: URL

    init() {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("EssentialFeedTests-\(UUID().uuidString)", isDirectory: true)
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
