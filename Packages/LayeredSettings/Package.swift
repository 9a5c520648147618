// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "LayeredSettings",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "LayeredSettings", targets: ["LayeredSettings"])
    ],
    dependencies: [
        .package(url: "https://github.com/LebJe/TOMLKit", from: "0.6.0")
    ],
    targets: [
        // The only target that links TOMLKit, and it parses only a file that exists.
        .target(name: "LayeredSettings", dependencies: [.product(name: "TOMLKit", package: "TOMLKit")]),
        .testTarget(name: "LayeredSettingsTests", dependencies: ["LayeredSettings"]),
    ],
    swiftLanguageModes: [.v6]
)
