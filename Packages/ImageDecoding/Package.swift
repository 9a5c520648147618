// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "ImageDecoding",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "ImageDecoding", targets: ["ImageDecoding"])
    ],
    targets: [
        .systemLibrary(
            name: "CPNG",
            pkgConfig: "libpng",
            providers: [.apt(["libpng-dev"]), .brew(["libpng"])]
        ),
        .systemLibrary(
            name: "CJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"]), .brew(["jpeg-turbo"])]
        ),
        // libpng and libjpeg report errors by longjmp, which Swift cannot catch: these C files wrap every call.
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        .target(name: "CJPEGShim", dependencies: ["CJPEG"]),
        // libwebp is loaded at run time from its runtime library: building needs no WebP header.
        .target(name: "CWebPRuntime"),
        .target(name: "ImageDecoding", dependencies: ["CPNGShim", "CJPEGShim", "CWebPRuntime"]),
        // Writes JPEG fixtures through libjpeg's compressor, for the tests only (they write WebP through CWebPRuntime).
        .target(name: "CJPEGWriter", dependencies: ["CJPEG"]),
        .testTarget(name: "ImageDecodingTests", dependencies: ["ImageDecoding", "CJPEGWriter", "CWebPRuntime"]),
    ],
    swiftLanguageModes: [.v6]
)
