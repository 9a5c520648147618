// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Benchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: "../Packages/SharedAPI"),
        .package(path: "../Packages/EssentialFeed"),
        .package(path: "../Packages/ImageComments"),
        .package(path: "../Packages/SharedAPIInfra"),
        .package(path: "../Packages/TerminalUI"),
        .package(path: "../Packages/ImageDecoding"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/ordo-one/benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .target(
            name: "BenchmarkSupport",
            dependencies: [
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "ImageComments", package: "ImageComments"),
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ]
        ),
        .executableTarget(name: "noop"),
        // Appends cache pages for callgrind (Scripts/bench): without package-benchmark, so it builds quickly.
        .executableTarget(
            name: "cache-append-probe",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "EssentialFeedSQLite", package: "EssentialFeed"),
            ]
        ),
        // Thumbnails a picture into half blocks, timed against chafa (Scripts/bench), or kitty's protocol for its
        // size: ImageDecoding and TerminalUI only, so it builds in seconds.
        .executableTarget(
            name: "thumbnail-probe",
            dependencies: [
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        // Draws a photograph as feed-cli does (character shapes or sixel), compared with chafa (Scripts/bench).
        .executableTarget(
            name: "picture-probe",
            dependencies: [
                .product(name: "ImageDecoding", package: "ImageDecoding"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ]
        ),
        .executableTarget(
            name: "MapperBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "ImageComments", package: "ImageComments"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
            ],
            path: "Benchmarks/MapperBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "CacheBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "EssentialFeedSQLite", package: "EssentialFeed"),
            ],
            path: "Benchmarks/CacheBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "ImageLoadingBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "EssentialFeed", package: "EssentialFeed"),
                .product(name: "SharedAPI", package: "SharedAPI"),
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "NIOHTTPClient", package: "SharedAPIInfra"),
            ],
            path: "Benchmarks/ImageLoadingBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
        .executableTarget(
            name: "TextBenchmarks",
            dependencies: [
                "BenchmarkSupport",
                .product(name: "Benchmark", package: "benchmark"),
                .product(name: "TerminalUI", package: "TerminalUI"),
            ],
            path: "Benchmarks/TextBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ],
    swiftLanguageModes: [.v6]
)
