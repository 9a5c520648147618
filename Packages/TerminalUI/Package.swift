// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "TerminalUI",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "TerminalUI", targets: ["TerminalUI"]),
        /// For other packages' tests: `BufferedOutput`, a stdout or stderr kept in memory, and `PseudoTerminal`.
        .library(name: "TerminalUITestSupport", targets: ["TerminalUITestSupport"]),
    ],
    targets: [
        // zlib compresses kitty's pixels; every machine with a C toolchain has its headers (Debian's zlib1g-dev).
        .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
        // Keeps descriptors 0–2 taken from before main (a constructor); see StandardOutputFailure.
        .target(name: "CStandardStreams"),
        .target(name: "TerminalUI", dependencies: ["CZlib", "CStandardStreams"]),
        .target(name: "TerminalUITestSupport", dependencies: ["TerminalUI"]),
        .testTarget(name: "TerminalUITests", dependencies: ["TerminalUI", "TerminalUITestSupport"]),
    ],
    swiftLanguageModes: [.v6]
)
