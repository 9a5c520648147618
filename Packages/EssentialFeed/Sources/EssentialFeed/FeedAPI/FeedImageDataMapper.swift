import Foundation
import HTTPTypes
import SharedAPI

/// Maps an image response to its bytes: only 200 with a non-empty body is an image.
public enum FeedImageDataMapper {
    /// The image bytes; throws `InvalidData` unless the status is 200 and the body is not empty.
    public static func map(_ data: Data, from response: HTTPResponse) throws -> Data {
        guard response.isOK else { throw InvalidData.status(response.status.code) }
        guard !data.isEmpty else { throw InvalidData(FailureReason(.emptyImageData)) }
        return data
    }
}
