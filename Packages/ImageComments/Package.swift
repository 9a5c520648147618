// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ImageComments",
    defaultLocalization: "en",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "ImageComments", targets: ["ImageComments"])
    ],
    dependencies: [
        .package(path: "../SharedAPI"),
        .package(path: "../SharedPresentation"),
    ],
    targets: [
        .target(
            name: "ImageComments",
            dependencies: ["SharedAPI", "SharedPresentation"],
            resources: [.process("Image Comments Presentation/Resources")]
        ),
        .testTarget(
            name: "ImageCommentsTests",
            dependencies: [
                "ImageComments",
                .product(name: "SharedAPI", package: "SharedAPI"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
