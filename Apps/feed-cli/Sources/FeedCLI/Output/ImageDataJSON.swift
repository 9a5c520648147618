import ImageDecoding
import SharedPresentation

/// `show`'s image data in JSON: `{"source","bytes","format","width","height"}`, `format` a token (`png`, `jpeg`,
/// `gif`, `webp`, `unknown`), sizes null when unknown.
struct ImageDataJSON: Encodable {
    let source: String
    let bytes: Int
    let format: String
    @JSONNullable var width: Int?
    @JSONNullable var height: Int?

    init(details: ImageDetails.ImageData) {
        let size = ImageDecoder.size(of: details.data)
        source = details.source.rawValue
        bytes = details.data.count
        format = ImageSummary.token(of: details.data)
        width = size?.width
        height = size?.height
    }
}
