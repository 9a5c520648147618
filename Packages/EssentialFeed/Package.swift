// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "EssentialFeed",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "EssentialFeed", targets: ["EssentialFeed"]),
        .library(name: "EssentialFeedSQLite", targets: ["EssentialFeedSQLite"]),
        .library(name: "EssentialFeedCacheFolder", targets: ["EssentialFeedCacheFolder"]),
    ],
    dependencies: [
        .package(path: "../SharedAPI"),
        .package(path: "../SharedPresentation"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/groue/GRDB.swift", from: "7.10.0"),
    ],
    targets: [
        .target(
            name: "EssentialFeed",
            dependencies: [
                "SharedAPI", "SharedPresentation", .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.process("FeedPresentation/Resources")]
        ),
        .target(
            name: "EssentialFeedSQLite",
            dependencies: [
                "EssentialFeed", "SharedAPI", .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "GRDBSQLite", package: "GRDB.swift"),
            ]
        ),
        // One cache folder per base URL on disk: made on first write, private, read-only and newer-schema fallbacks.
        .target(
            name: "EssentialFeedCacheFolder",
            dependencies: ["EssentialFeed", "EssentialFeedSQLite", "SharedAPI", "SharedPresentation"]
        ),
        // A separate process for the multi-process store tests; no product, so no consumer ever builds it.
        .executableTarget(
            name: "EssentialFeedSQLiteWorker",
            dependencies: ["EssentialFeed", "EssentialFeedSQLite"],
            path: "Tests/EssentialFeedSQLiteWorker"
        ),
        .testTarget(
            name: "EssentialFeedTests",
            dependencies: [
                "EssentialFeed", "EssentialFeedSQLite", "EssentialFeedSQLiteWorker",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
                .product(name: "SharedPresentationTestSupport", package: "SharedPresentation"),
            ]
        ),
        .testTarget(
            name: "EssentialFeedCacheFolderTests",
            dependencies: [
                "EssentialFeed", "EssentialFeedSQLite", "EssentialFeedCacheFolder", "SharedAPI",
                .product(name: "GRDB", package: "GRDB.swift"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
