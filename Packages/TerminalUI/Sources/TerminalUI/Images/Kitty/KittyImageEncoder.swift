import Foundation

/// The kitty graphics protocol: a PNG file as it is (`f=100`), or pixels as zlib-compressed RGB (`f=24`, `o=z`),
/// base64 in chunks of at most 4096 bytes, placed in cells with the cursor left where it was.
enum KittyImageEncoder {
    /// kitty's limit for the payload of one escape sequence.
    static let chunkSize = 4096

    /// The sequences that transmit and show `placement` as image `id`, replacing any image of that id.
    /// Without `id`, kitty numbers the image itself: for pictures written into a stream, which stay.
    static func show(_ placement: ImagePlacement, id: Int?, cellAspect: Double) -> String {
        let size = KittyImageFit.cells(for: placement, cellAspect: cellAspect)
        let place = "t=d," + (id.map { "i=\($0)," } ?? "") + "q=2,C=1,c=\(size.columns),r=\(size.rows)"
        return transmit(placement.content, placing: place).joined()
    }

    /// The escape sequences, one a chunk, that transmit `content` with the placement keys `place`: a PNG file as it
    /// is, pixels compressed.
    static func transmit(_ content: ImagePlacement.Content, placing place: String) -> [String] {
        switch content {
        case .file(let data):
            return chunks(control: "a=T,f=100," + place, payload: data)
        case .pixels(let image):
            let format = "a=T,f=24,s=\(image.width),v=\(image.height),"
            guard let compressed = ZlibDeflate.compress(image.rgb) else {
                return chunks(control: format + place, payload: Data(image.rgb))
            }
            return chunks(control: format + "o=z," + place, payload: Data(compressed))
        }
    }

    /// Deletes image `id` and frees its data, quietly.
    static func delete(id: Int) -> String {
        "\u{1B}_Ga=d,d=I,i=\(id),q=2\u{1B}\\"
    }

    private static func chunks(control: String, payload: Data) -> [String] {
        let parts = chunked(payload.base64EncodedString(), size: chunkSize)
        return parts.enumerated().map { index, chunk in
            let more = index < parts.count - 1 ? 1 : 0
            let keys = index == 0 ? control + ",m=\(more)" : "m=\(more)"
            return "\u{1B}_G" + keys + ";" + chunk + "\u{1B}\\"
        }
    }

    private static func chunked(_ text: String, size: Int) -> [Substring] {
        var chunks: [Substring] = []
        var rest = text[...]
        repeat {
            chunks.append(rest.prefix(size))
            rest = rest.dropFirst(size)
        } while !rest.isEmpty
        return chunks
    }
}
