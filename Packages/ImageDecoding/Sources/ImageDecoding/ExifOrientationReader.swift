/// Finds the EXIF orientation of a JPEG: the APP1 "Exif" segment before the first scan, its TIFF header, the
/// first IFD's tag 0x0112. Every read is bounds-checked; anything missing or malformed reads as upright.
struct ExifOrientationReader {
    private let bytes: UnsafeRawBufferPointer

    init(_ bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    var orientation: ExifOrientation {
        guard let tiff = exifSegment(), let value = orientationValue(tiff: tiff) else { return .up }
        return ExifOrientation(rawValue: value) ?? .up
    }

    /// The start and end of the TIFF data inside the first APP1 segment that begins "Exif\0\0".
    private func exifSegment() -> Range<Int>? {
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let marker = bytes[offset + 1]
            if marker == 0xFF || marker == 0x01 || (0xD0...0xD7).contains(marker) {
                offset += marker == 0xFF ? 1 : 2
                continue
            }
            guard marker != 0xDA, marker != 0xD9, let length = integer(at: offset + 2, size: 2, bigEndian: true),
                length >= 2, offset + 2 + length <= bytes.count
            else { return nil }
            let body = offset + 4..<offset + 2 + length
            if marker == 0xE1, body.count > 6, Array(bytes[body.lowerBound..<body.lowerBound + 6]) == exifHeader {
                return body.lowerBound + 6..<body.upperBound
            }
            offset = body.upperBound
        }
        return nil
    }

    private func orientationValue(tiff: Range<Int>) -> Int? {
        guard tiff.count >= 8 else { return nil }
        let order = (bytes[tiff.lowerBound], bytes[tiff.lowerBound + 1])
        guard order == (0x49, 0x49) || order == (0x4D, 0x4D) else { return nil }
        let bigEndian = order.0 == 0x4D
        let read = { (at: Int, size: Int) -> Int? in
            guard at >= 0, at + size <= tiff.count else { return nil }
            return integer(at: tiff.lowerBound + at, size: size, bigEndian: bigEndian)
        }
        guard read(2, 2) == 42, let directory = read(4, 4), let entries = read(directory, 2) else { return nil }
        for entry in 0..<entries {
            let start = directory + 2 + entry * 12
            guard let tag = read(start, 2) else { return nil }
            if tag == 0x0112 { return read(start + 2, 2) == 3 ? read(start + 8, 2) : nil }
        }
        return nil
    }

    private func integer(at offset: Int, size: Int, bigEndian: Bool) -> Int? {
        guard offset >= 0, offset + size <= bytes.count else { return nil }
        let slice = bytes[offset..<offset + size]
        let ordered = bigEndian ? Array(slice) : slice.reversed()
        return ordered.reduce(0) { $0 << 8 | Int($1) }
    }
}

private let exifHeader: [UInt8] = [0x45, 0x78, 0x69, 0x66, 0, 0]
