import Foundation
import Hummingbird

/// Everything one server instance serves, loaded once at start and shared by every request.
package final class SampleServerState: Sendable {
    package let configuration: SampleServerConfiguration
    package let catalog: any FeedCatalog
    package let images: SampleImages
    package let board: CommentBoard
    package let counter: RequestCounter
    package let address: ServingAddress
    package let startDate: Date

    package init(configuration: SampleServerConfiguration, bundle: Bundle = .module) throws {
        try Self.validate(configuration)
        let data = try SampleData.load(from: bundle)
        self.configuration = configuration
        self.images = data.images
        self.catalog = Self.catalog(for: configuration, data: data)
        self.counter = RequestCounter(known: KnownPath(catalog: catalog, images: data.images))
        self.address = ServingAddress(host: configuration.host, port: configuration.port)
        self.startDate = configuration.now()
        self.board = CommentBoard(
            chatter: configuration.chatter ? ChatterSchedule(interval: configuration.chatterInterval) : nil,
            file: configuration.postedCommentsFile.map { PostedCommentsFile(url: $0) }
        )
    }

    private static func catalog(for configuration: SampleServerConfiguration, data: SampleData) -> any FeedCatalog {
        guard let count = configuration.syntheticItems else { return BundledFeedCatalog(items: data.items) }
        return SyntheticFeedCatalog(count: count, imageNames: data.images.names)
    }

    private static func validate(_ configuration: SampleServerConfiguration) throws {
        guard (0...65535).contains(configuration.port) else {
            throw SampleServerError.invalidConfiguration("port must be 0...65535")
        }
        guard configuration.latencyMilliseconds >= 0 else {
            throw SampleServerError.invalidConfiguration("latency must not be negative")
        }
        guard configuration.chatterInterval > 0 else {
            throw SampleServerError.invalidConfiguration("chatter interval must be positive")
        }
        guard configuration.shutdownDeadline >= .zero else {
            throw SampleServerError.invalidConfiguration("shutdown deadline must not be negative")
        }
        guard (configuration.syntheticItems ?? 0) >= 0 else {
            throw SampleServerError.invalidConfiguration("synthetic items must not be negative")
        }
    }
}
