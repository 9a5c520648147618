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
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
    ],
    targets: [
        .target(
            name: "ImageComments",
            dependencies: [
                "SharedAPI", "SharedPresentation", .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            resources: [.process("ImageCommentsPresentation/Resources")]
        ),
        .testTarget(
            name: "ImageCommentsTests",
            dependencies: [
                "ImageComments",
                .product(name: "SharedAPI", package: "SharedAPI"),
                .product(name: "SharedPresentation", package: "SharedPresentation"),
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
                .product(name: "SharedPresentationTestSupport", package: "SharedPresentation"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
