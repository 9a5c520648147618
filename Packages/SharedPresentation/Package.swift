// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "SharedPresentation",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "SharedPresentation", targets: ["SharedPresentation"]),
        /// For the features' tests: a refused payload's cause in the words a person reads.
        .library(name: "SharedPresentationTestSupport", targets: ["SharedPresentationTestSupport"]),
    ],
    dependencies: [
        .package(path: "../SharedAPI")
    ],
    targets: [
        .target(name: "SharedPresentation", dependencies: ["SharedAPI"], resources: [.process("Resources")]),
        .target(name: "SharedPresentationTestSupport", dependencies: ["SharedPresentation", "SharedAPI"]),
        .testTarget(
            name: "SharedPresentationTests",
            dependencies: ["SharedPresentation", "SharedPresentationTestSupport", "SharedAPI"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
