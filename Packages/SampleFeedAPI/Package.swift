// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SampleFeedAPI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "SampleFeedAPI", targets: ["SampleFeedAPI"])
    ],
    dependencies: [
        .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
    ],
    targets: [
        .target(
            name: "SampleFeedAPI",
            dependencies: [
                .product(name: "Hummingbird", package: "hummingbird"),
                .product(name: "NIOCore", package: "swift-nio"),
            ],
            resources: [.copy("SampleData")]
        ),
        .testTarget(
            name: "SampleFeedAPITests",
            dependencies: [
                "SampleFeedAPI",
                .product(name: "HummingbirdTesting", package: "hummingbird"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
