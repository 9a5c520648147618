// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SharedAPI",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "SharedAPI", targets: ["SharedAPI"]),
        /// A real HTTP server on 127.0.0.1 for other packages' integration tests.
        .library(name: "SharedAPITestSupport", targets: ["SharedAPITestSupport"]),
    ],
    targets: [
        .target(name: "SharedAPI"),
        .target(name: "SharedAPITestSupport"),
        .testTarget(name: "SharedAPITests", dependencies: ["SharedAPI", "SharedAPITestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
