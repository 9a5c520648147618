// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ArgumentParserAdditions",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ArgumentParserAdditions", targets: ["ArgumentParserAdditions"])
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2")
    ],
    targets: [
        .target(
            name: "ArgumentParserAdditions",
            dependencies: [.product(name: "ArgumentParser", package: "swift-argument-parser")]),
        .testTarget(
            name: "ArgumentParserAdditionsTests",
            dependencies: [
                "ArgumentParserAdditions", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
    ],
    swiftLanguageModes: [.v6]
)
