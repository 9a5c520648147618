import Foundation
import ImageDecoding

// Fuzzes `ImageDecoder.thumbnail` on JPEG input (libjpeg through CJPEGShim, DCT scaling, CMYK conversion, the
// EXIF orientation reader, the row accumulator).
//
// Properties checked on every input (see ThumbnailChecks.swift): no crash, no memory error (AddressSanitizer),
// no exit() from libjpeg, a thumbnail that fits its box and its upright source with every pixel present, or an
// `ImageDecodingError` that says why (`tooLarge` only past the limits).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    checkThumbnail(Data(bytes: start, count: count), box: fuzzBox(count: count))
    return 0
}
