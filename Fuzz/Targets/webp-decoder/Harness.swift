import Foundation
import ImageDecoding

// Fuzzes `ImageDecoder.thumbnail` on WebP input (libwebp's scaling decoder, the RGBA composition).
//
// Properties checked on every input (see ThumbnailChecks.swift): no crash, no memory error (AddressSanitizer),
// a thumbnail that fits its box and its source with every pixel present, or an `ImageDecodingError` that says
// why (`tooLarge` only past the limits; `unsupportedFormat` only for what is not PNG, JPEG or still WebP).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    checkThumbnail(Data(bytes: start, count: count), box: fuzzBox(count: count))
    return 0
}
