// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SharedAPI",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "SharedAPI", targets: ["SharedAPI"]),
        /// A real HTTP server on 127.0.0.1, and a minimal client for it, for other packages' integration tests.
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
            dependencies: ["SharedAPI", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
