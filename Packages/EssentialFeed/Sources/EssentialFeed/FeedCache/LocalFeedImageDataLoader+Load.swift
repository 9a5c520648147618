import Foundation

extension LocalFeedImageDataLoader {
    /// Why cached bytes could not be loaded.
    public enum LoadError: Error, Equatable, Sendable {
        /// The store could not be read.
        case failed
        /// No bytes are cached for the URL.
        case notFound
    }

    /// The cached bytes for `url`, read without marking them used (see `markRecentlyUsed(dataFor:)`).
    public func loadImageData(from url: URL) async throws -> Data {
        let data: Data?
        do {
            data = try await store.retrieve(dataForURL: url)
        } catch {
            throw LoadError.failed
        }
        guard let data, !data.isEmpty else { throw LoadError.notFound }
        return data
    }

    /// Marks the cached bytes for `url` most recently used, so that a full cache evicts others first: a step of its
    /// own after loading, which a caller runs once the bytes are shown (it may wait for a lock on the store).
    public func markRecentlyUsed(dataFor url: URL) async throws {
        do {
            try await store.markRecentlyUsed(dataForURL: url)
        } catch {
            throw LoadError.failed
        }
    }
}
