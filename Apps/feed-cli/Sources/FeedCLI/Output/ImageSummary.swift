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

    /// Whether the bytes start with the signature of a picture format `token` names.
    static func isPicture(_ data: Data) -> Bool {
        token(of: data) != "unknown"
    }

    /// The format as scripts read it in `show --json`: `png`, `jpeg`, `webp` (ImageDecoding's signatures), `gif`,
    /// or `unknown`.
    static func token(of data: Data) -> String {
        if let format = ImageDecoder.format(of: data) { return format.rawValue }
        return data.starts(with: Array("GIF8".utf8)) ? "gif" : "unknown"
    }
}
