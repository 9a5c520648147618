// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SharedPresentation",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "SharedPresentation", targets: ["SharedPresentation"])
    ],
    dependencies: [
        .package(path: "../SharedAPI")
    ],
    targets: [
        .target(name: "SharedPresentation", dependencies: ["SharedAPI"], resources: [.process("Resources")]),
        .testTarget(name: "SharedPresentationTests", dependencies: ["SharedPresentation", "SharedAPI"]),
    ],
    swiftLanguageModes: [.v6]
)
