// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SharedAPI",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "SharedAPI", targets: ["SharedAPI"]),
        /// For other packages' tests: an HTTP server on 127.0.0.1 and clients, a seeded generator, a hand-moved clock,
        /// DocC snippets.
        .library(name: "SharedAPITestSupport", targets: ["SharedAPITestSupport"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0")
    ],
    targets: [
        .target(name: "SharedAPI", dependencies: [.product(name: "HTTPTypes", package: "swift-http-types")]),
        .target(
            name: "SharedAPITestSupport",
            dependencies: ["SharedAPI", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        .testTarget(
            name: "SharedAPITests",
            dependencies: [
                "SharedAPI", "SharedAPITestSupport", .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
