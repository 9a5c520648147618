// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "FileLocking",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "FileLocking", targets: ["FileLocking"])
    ],
    targets: [
        .target(name: "FileLocking"),
        .testTarget(name: "FileLockingTests", dependencies: ["FileLocking"]),
    ],
    swiftLanguageModes: [.v6]
)
