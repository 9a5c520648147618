// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TerminalUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"])
    ],
    targets: [
        // zlib compresses kitty's pixels; every machine with a C toolchain has its headers (Debian's zlib1g-dev).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Keeps descriptors 0–2 taken from before main (a constructor); see StandardOutputFailure.
        .target(name: "CStandardStreams"),
        .target(name: "TerminalUI", dependencies: ["CZlib", "CStandardStreams"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI"]),
    ],
    swiftLanguageModes: [.v6]
)
