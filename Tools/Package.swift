// swift-tools-version: 6.1
import PackageDescription

// The repository's checks that read its manifests and sources (the dependency rules, the drawn graph, the root manifest), written as
// Swift with tests, as swift-argument-parser keeps its own tools in Tools/. Scripts/test runs its tests; it is no
// package of the project's and depends on none.
let package = Package(
    name: "Tools",
    platforms: [.macOS(.v14)],
    products: [
        .executable(name: "architecture-graph", targets: ["architecture-graph"]),
        .executable(name: "root-manifest", targets: ["root-manifest"]),
    ],
    targets: [
        .target(name: "RepositoryChecks"),
        .executableTarget(name: "architecture-graph", dependencies: ["RepositoryChecks"]),
        .executableTarget(name: "root-manifest", dependencies: ["RepositoryChecks"]),
        .testTarget(name: "RepositoryChecksTests", dependencies: ["RepositoryChecks"]),
    ],
    swiftLanguageModes: [.v6]
)
