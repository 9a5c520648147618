// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "FileReplacement",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "FileReplacement", targets: ["FileReplacement"])
    ],
    targets: [
        .target(name: "FileReplacement"),
        .testTarget(name: "FileReplacementTests", dependencies: ["FileReplacement"]),
    ],
    swiftLanguageModes: [.v6]
)
