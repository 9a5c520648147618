/// Reads just enough of PNG and JPEG bytes to check what the sample pictures are: format, size, orientation.
struct ImageBytes {
    let bytes: [UInt8]

    var isPNG: Bool { bytes.starts(with: pngSignature) }
    var isJPEG: Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

    /// Width and height from a PNG's IHDR or a JPEG's start-of-frame segment.
    var size: (width: Int, height: Int)? {
        if isPNG, bytes.count >= 24 { return (number(at: 16, length: 4), number(at: 20, length: 4)) }
        guard let frame = segments.first(where: { Self.startOfFrame.contains($0.marker) }) else { return nil }
        return (number(at: frame.offset + 7, length: 2), number(at: frame.offset + 5, length: 2))
    }

    /// Whether a JPEG reaches its start-of-scan segment, where the image data begins.
    var hasStartOfScan: Bool { segments.contains { $0.marker == 0xDA } }

    /// The EXIF Orientation (tag 0x0112) of a JPEG's APP1 segment, read from a big-endian TIFF IFD.
    var exifOrientation: Int? {
        guard let app1 = segments.first(where: { $0.marker == 0xE1 }) else { return nil }
        let tiff = app1.offset + 4 + 6
        guard Array(bytes[app1.offset + 4..<tiff]) == Array("Exif\0\0".utf8), bytes[tiff] == 0x4D else { return nil }
        let ifd = tiff + number(at: tiff + 4, length: 4)
        for entry in 0..<number(at: ifd, length: 2) where number(at: ifd + 2 + entry * 12, length: 2) == 0x0112 {
            return number(at: ifd + 2 + entry * 12 + 8, length: 2)
        }
        return nil
    }

    private static let startOfFrame: Set<UInt8> = [0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD]

    /// The JPEG's marker segments up to the start of scan, each with the offset of its 0xFF; none cut short.
    private var segments: [(marker: UInt8, offset: Int)] {
        guard isJPEG else { return [] }
        var found: [(marker: UInt8, offset: Int)] = []
        var offset = 2
        while offset + 4 <= bytes.count, bytes[offset] == 0xFF {
            let end = offset + 2 + number(at: offset + 2, length: 2)
            guard end <= bytes.count else { break }
            found.append((bytes[offset + 1], offset))
            if bytes[offset + 1] == 0xDA { break }
            offset = end
        }
        return found
    }

    private func number(at offset: Int, length: Int) -> Int {
        guard offset >= 0, offset + length <= bytes.count else { return 0 }
        return bytes[offset..<offset + length].reduce(0) { $0 << 8 | Int($1) }
    }
}
