// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "feed-cli",
    defaultLocalization: "en",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "feed-cli", targets: ["feed-cli"])
    ],
    dependencies: [
        .package(path: "../../Packages/SharedAPI"),
        .package(path: "../../Packages/SharedAPIInfra"),
        .package(path: "../../Packages/SharedPresentation"),
        .package(path: "../../Packages/EssentialFeed"),
        .package(path: "../../Packages/ImageComments"),
        .package(path: "../../Packages/TerminalUI"),
        .package(path: "../../Packages/SampleFeedAPI"),
        .package(path: "../../Packages/ImageDecoding"),
        .package(path: "../../Packages/FileLocking"),
        .package(path: "../../Packages/FileReplacement"),
        .package(path: "../../Packages/LayeredSettings"),
        .package(path: "../../Packages/ArgumentParserAdditions"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .executableTarget(name: "feed-cli", dependencies: ["FeedCLI"]),
        .target(
            name: "FeedCLI",
            dependencies: [
                "TerminalViews", "FeedBrowser", "SampleFeedAPI",
                "SharedAPI", "SharedPresentation", "ImageComments",
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "NIOHTTPClient", package: "SharedAPIInfra"),
                .product(name: "HTTPClientPolicy", package: "SharedAPIInfra"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "EssentialFeedCacheFolder", package: "EssentialFeed"),
                .product(name: "FileLocking", package: "FileLocking"),
                .product(name: "FileReplacement", package: "FileReplacement"),
                .product(name: "LayeredSettings", package: "LayeredSettings"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "ArgumentParserAdditions", package: "ArgumentParserAdditions"),
                .product(name: "Logging", package: "swift-log"),
            ],
            resources: [.process("Resources")]
        ),
        .target(
            name: "TerminalViews",
            dependencies: [
                "SharedPresentation", "ImageComments",
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "ImageDecoding", package: "ImageDecoding"),
            ],
            resources: [.process("Resources")]
        ),
        .target(
            name: "FeedBrowser",
            dependencies: [
                "TerminalViews", "SharedAPI", "SharedPresentation", "ImageComments",
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            resources: [.process("Resources")]
        ),
        // What the app's test targets share: the built binary, a `feed-cli serve` process (on a held port, from
        // SharedAPITestSupport), the binary on a pseudo-terminal (TerminalUITestSupport's, the one harness
        // TerminalUI's tests use too).
        .target(
            name: "FeedCLITestSupport",
            dependencies: [
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
                .product(name: "TerminalUITestSupport", package: "TerminalUI"),
            ],
            path: "Tests/FeedCLITestSupport"
        ),
        .testTarget(
            name: "FeedCLITests",
            dependencies: [
                "FeedCLI", "FeedCLITestSupport", "FeedBrowser", "TerminalViews", "SampleFeedAPI",
                "SharedAPI",
                "SharedPresentation",
                "ImageComments",
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "EssentialFeedSQLite", package: "EssentialFeed"),
                .product(name: "EssentialFeedCacheFolder", package: "EssentialFeed"),
                .product(name: "FileLocking", package: "FileLocking"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUITestSupport", package: "TerminalUI"),
                .product(name: "NIOHTTPClient", package: "SharedAPIInfra"),
                .product(name: "HTTPClientPolicy", package: "SharedAPIInfra"),
                .product(name: "TLSTestSupport", package: "SharedAPIInfra"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
            ]
        ),
        .testTarget(
            name: "TerminalViewsTests",
            dependencies: [
                "TerminalViews", "SharedAPI", "SharedPresentation", "ImageComments",
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUITestSupport", package: "TerminalUI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["__Snapshots__"]
        ),
        .testTarget(
            name: "FeedBrowserTests",
            dependencies: [
                "FeedBrowser", "FeedCLITestSupport", "TerminalViews", "SharedAPI", "SharedPresentation",
                "ImageComments",
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "TerminalUI", package: "TerminalUI"),
                .product(name: "TerminalUITestSupport", package: "TerminalUI"),
                .product(name: "NIOHTTPClient", package: "SharedAPIInfra"),
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
                .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
            ],
            exclude: ["Render/__Snapshots__"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
