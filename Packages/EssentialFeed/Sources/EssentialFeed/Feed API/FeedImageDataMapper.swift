import Foundation
import HTTPTypes
import SharedAPI

/// Maps an image response to its bytes: only 200 with a non-empty body is an image.
public enum FeedImageDataMapper {
    public static func map(_ data: Data, from response: HTTPResponse) throws -> Data {
        guard response.isOK else { throw InvalidData.status(response.status.code) }
        guard !data.isEmpty else { throw InvalidData("empty image data") }
        return data
    }
}
