// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SampleFeedAPI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SampleFeedAPI", targets: ["SampleFeedAPI"])
    ],
    dependencies: [
        .package(path: "../SharedAPI"),
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    ],
    targets: [
        .target(
            name: "SampleFeedAPI",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "HummingbirdCore", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
                .product(name: "UnixSignals", package: "swift-service-lifecycle"),
            ],
            resources: [.copy("SampleData")]
        ),
        .testTarget(
            name: "SampleFeedAPITests",
            dependencies: [
                "SampleFeedAPI",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
                .product(name: "NIOConcurrencyHelpers", package: "swift-nio"),
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
