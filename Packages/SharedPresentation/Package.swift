// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SharedPresentation",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "SharedPresentation", targets: ["SharedPresentation"])
    ],
    targets: [
        .target(name: "SharedPresentation", resources: [.process("Resources")]),
        .testTarget(name: "SharedPresentationTests", dependencies: ["SharedPresentation"]),
    ],
    swiftLanguageModes: [.v6]
)
