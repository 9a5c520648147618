// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "feed-cli",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "feed-cli", targets: ["feed-cli"]),
        /// The app's HTTP client, so the benchmarks measure what ships.
        .library(name: "NIOHTTPClient", targets: ["NIOHTTPClient"]),
    ],
    dependencies: [
        .package(path: "../../Packages/SharedAPI"),
        .package(path: "../../Packages/SharedPresentation"),
        .package(path: "../../Packages/EssentialFeed"),
        .package(path: "../../Packages/ImageComments"),
        .package(path: "../../Packages/TerminalUI"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
    ],
    targets: [
        .executableTarget(name: "feed-cli", dependencies: ["FeedCLI"]),
        .target(
            name: "FeedCLI",
            dependencies: [
                "TerminalViews", "FeedBrowser", "SampleAPIServer", "NIOHTTPClient",
                "SharedAPI", "SharedPresentation", "ImageComments",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "EssentialFeedSQLite", package: "EssentialFeed"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .target(
            name: "TerminalViews",
            dependencies: [
                "SharedPresentation", "ImageComments",
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "FeedBrowser",
            dependencies: [
                "SharedAPI", "SharedPresentation", "ImageComments",
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .target(
            name: "NIOHTTPClient",
            dependencies: [
                "SharedAPI",
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .target(
            name: "SampleAPIServer",
            dependencies: [.product(name: "Hummingbird", package: "hummingbird")],
            resources: [.copy("SampleData")]
        ),
        .testTarget(
            name: "FeedCLITests",
            dependencies: [
                "FeedCLI", "SampleAPIServer",
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ]
        ),
        .testTarget(
            name: "TerminalViewsTests",
            dependencies: [
                "TerminalViews", "SharedPresentation", "ImageComments",
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "FeedBrowserTests",
            dependencies: [
                "FeedBrowser", "NIOHTTPClient",
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "NIOHTTPClientTests",
            dependencies: ["NIOHTTPClient", .product(name: "SharedAPITestSupport", package: "SharedAPI")]
        ),
        .testTarget(
            name: "SampleAPIServerTests",
            dependencies: [
                "SampleAPIServer",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
