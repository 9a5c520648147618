import Foundation

extension LocalFeedImageDataLoader {
    /// Why cached bytes could not be loaded.
    public enum LoadError: Error, Equatable, Sendable {
        /// The store could not be read.
        case failed
        /// No bytes are cached for the URL.
        case notFound
    }

    /// The cached bytes for `url`.
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
}
