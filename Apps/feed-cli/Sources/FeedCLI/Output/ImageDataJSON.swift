import ImageDecoding

/// `show`'s image data in JSON: `{"source","bytes","format","width","height"}`, `format` a token (`png`, `jpeg`,
/// `gif`, `webp`, `unknown`), sizes null when unknown.
struct ImageDataJSON: Encodable {
    let details: ImageDetails.ImageData

    private enum CodingKeys: String, CodingKey {
        case source, bytes, format, width, height
    }

    func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        let size = ImageDecoder.size(of: details.data)
        try container.encode(details.source.rawValue, forKey: .source)
        try container.encode(details.data.count, forKey: .bytes)
        try container.encode(ImageSummary.token(of: details.data), forKey: .format)
        try container.encode(size?.width, forKey: .width)
        try container.encode(size?.height, forKey: .height)
    }
}
