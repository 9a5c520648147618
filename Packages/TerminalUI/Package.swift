// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TerminalUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"])
    ],
    targets: [
        .target(name: "TerminalUI"),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    ],
    swiftLanguageModes: [.v6]
)
