import Foundation

extension LocalFeedImageDataLoader {
    /// Why bytes could not be cached.
    public enum SaveError: Error, Equatable, Sendable {
        /// The store could not be written.
        case failed
        /// Empty bytes are never an image, so they are not stored.
        case emptyData
    }

    /// Caches `data` for `url`, after checking it is not empty.
    public func save(_ data: Data, for url: URL) async throws {
        guard !data.isEmpty else { throw SaveError.emptyData }
        do {
            try await store.insert(data, for: url)
        } catch {
            throw SaveError.failed
        }
    }
}
