import Foundation

/// A one-line description of image bytes, shown instead of raw bytes on a terminal.
enum ImageSummary {
    static func describe(_ data: Data) -> String {
        let kind = format(of: data)
        let size = pngSize(data).map { " · \($0.width)×\($0.height)" } ?? ""
        return "\(kind)\(size) · \(data.count) bytes"
    }

    static func format(of data: Data) -> String {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "PNG image" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "JPEG image" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "GIF image" }
        if bytes.count >= 12, bytes[8..<12].elementsEqual(Array("WEBP".utf8)) { return "WebP image" }
        return "data"
    }

    /// Width and height from a PNG's IHDR chunk.
    static func pngSize(_ data: Data) -> (width: Int, height: Int)? {
        let bytes = [UInt8](data.prefix(24))
        guard bytes.count == 24, format(of: data) == "PNG image", bytes[12..<16].elementsEqual(Array("IHDR".utf8))
        else { return nil }
        let number = { (offset: Int) in bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (number(16), number(20))
    }
}
