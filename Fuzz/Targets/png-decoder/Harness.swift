import Foundation
import ImageDecoding

// Fuzzes `ImageDecoder.thumbnail` on PNG input (libpng through CPNGShim, the row accumulator, Adam7 passes).
//
// Properties checked on every input (see ThumbnailChecks.swift): no crash, no memory error (AddressSanitizer),
// a thumbnail that fits its box and its source with every pixel present, or an `ImageDecodingError` that says
// why (`tooLarge` only past the limits). Chunk CRCs are repaired first (PNGChunkRepair.swift) except on one
// input in seven, so mutations reach the decoder.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = [UInt8](UnsafeRawBufferPointer(start: start, count: count))
    checkThumbnail(Data(PNGChunkRepair.repaired(bytes)), box: fuzzBox(count: count))
    return 0
}
