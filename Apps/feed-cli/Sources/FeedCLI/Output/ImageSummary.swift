import Foundation
import ImageDecoding

/// A one-line description of image bytes, shown instead of raw bytes on a terminal, in the reader's language.
enum ImageSummary {
    /// e.g. `PNG image · 64×64 · 1234 bytes`.
    static func describe(_ data: Data, language: String) -> String {
        let kind = CLIStrings.string(kindKey(of: data), language: language)
        let size = ImageDecoder.size(of: data).map { " · \($0.width)×\($0.height)" } ?? ""
        return "\(kind)\(size) · " + CLIStrings.plural(.byteCount, count: data.count, language: language)
    }

    private static func kindKey(of data: Data) -> CLIStrings.Key {
        switch token(of: data) {
        case "png": .imagePNG
        case "jpeg": .imageJPEG
        case "gif": .imageGIF
        case "webp": .imageWebP
        default: .imageUnknown
        }
    }

    /// The format as scripts read it in `show --json`: `png`, `jpeg`, `gif`, `webp`, or `unknown`.
    static func token(of data: Data) -> String {
        let bytes = [UInt8](data.prefix(12))
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return "png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "jpeg" }
        if bytes.starts(with: Array("GIF8".utf8)) { return "gif" }
        if bytes.count >= 12, bytes[8..<12].elementsEqual(Array("WEBP".utf8)) { return "webp" }
        return "unknown"
    }
}
