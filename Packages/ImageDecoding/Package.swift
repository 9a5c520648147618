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
        .systemLibrary(
            name: "CWebP",
            pkgConfig: "libwebp",
            providers: [.apt(["libwebp-dev"]), .brew(["webp"])]
        ),
        // libpng and libjpeg report errors by longjmp, which Swift cannot catch: these C files wrap every call.
        .target(name: "CPNGShim", dependencies: ["CPNG"]),
        .target(name: "CJPEGShim", dependencies: ["CJPEG"]),
        .target(name: "ImageDecoding", dependencies: ["CPNGShim", "CJPEGShim", "CWebP"]),
        // Writes JPEG fixtures through libjpeg's compressor, for the tests only (they write WebP through CWebP).
        .target(name: "CJPEGWriter", dependencies: ["CJPEG"]),
        .testTarget(name: "ImageDecodingTests", dependencies: ["ImageDecoding", "CJPEGWriter", "CWebP"]),
    ],
    swiftLanguageModes: [.v6]
)
