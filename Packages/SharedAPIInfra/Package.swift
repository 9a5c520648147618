// swift-tools-version: 6.1
import PackageDescription

/// The HTTP clients: implementations of SharedAPI's `HTTPClient`, one product each, so a consumer builds only the
/// one it picks (NIO's for back-pressure and proxies; URLSession's for Apple platforms and no NIO), and the
/// policy that decorates any client (a bearer token scoped to one origin).
let package = Package(
    name: "SharedAPIInfra",
    platforms: [.macOS(.v13), .iOS(.v16)],
    products: [
        .library(name: "NIOHTTPClient", targets: ["NIOHTTPClient"]),
        .library(name: "URLSessionHTTPClient", targets: ["URLSessionHTTPClient"]),
        .library(name: "HTTPClientPolicy", targets: ["HTTPClientPolicy"]),
        /// A TLS server on 127.0.0.1 in front of SharedAPITestSupport's loopback server, and a certificate authority
        /// made at run time, for other packages' integration tests.
        .library(name: "TLSTestSupport", targets: ["TLSTestSupport"]),
    ],
    dependencies: [
        .package(path: "../SharedAPI"),
        .package(url: "https://github.com/apple/swift-http-types", from: "1.8.0"),
        .package(url: "https://github.com/swift-server/async-http-client", from: "1.37.0"),
        .package(url: "https://github.com/apple/swift-nio", from: "2.101.2"),
        .package(url: "https://github.com/apple/swift-nio-ssl", from: "2.37.6"),
        .package(url: "https://github.com/apple/swift-distributed-tracing", from: "1.7.3"),
        .package(url: "https://github.com/apple/swift-log", from: "1.16.2"),
    ],
    targets: [
        // What every client does the same way: redirects, credential scope, the default size limit (`package`, for
        // the clients); and AuthorizingHTTPClient (public), a decorator over any client.
        .target(
            name: "HTTPClientPolicy",
            dependencies: ["SharedAPI", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        .target(
            name: "NIOHTTPClient",
            dependencies: [
                "HTTPClientPolicy", "SharedAPI",
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .target(
            name: "URLSessionHTTPClient",
            dependencies: ["HTTPClientPolicy", "SharedAPI", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        // Certificates come from the `openssl` command (Scripts/install-test-deps installs it), so no package is
        // added for tests alone.
        .target(
            name: "TLSTestSupport",
            dependencies: [
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOPosix", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
            ]
        ),
        .testTarget(
            name: "HTTPClientPolicyTests",
            dependencies: ["HTTPClientPolicy", "SharedAPI", .product(name: "HTTPTypes", package: "swift-http-types")]
        ),
        // The contract specs run against both clients, then what only one client does.
        .testTarget(
            name: "HTTPClientTests",
            dependencies: [
                "NIOHTTPClient", "URLSessionHTTPClient", "SharedAPI", "HTTPClientPolicy", "TLSTestSupport",
                .product(name: "SharedAPITestSupport", package: "SharedAPI"),
                .product(name: "Logging", package: "swift-log"),
                .product(name: "HTTPTypes", package: "swift-http-types"),
                .product(name: "AsyncHTTPClient", package: "async-http-client"),
                .product(name: "NIOCore", package: "swift-nio"),
                .product(name: "NIOHTTP1", package: "swift-nio"),
                .product(name: "NIOSSL", package: "swift-nio-ssl"),
                .product(name: "Tracing", package: "swift-distributed-tracing"),
                .product(name: "InMemoryTracing", package: "swift-distributed-tracing"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
