import EssentialFeed
import Foundation
import SharedAPI
import Testing

@Suite("FeedImageDataMapper")
struct FeedImageDataMapperTests {
    @Test("throws on any status but 200", arguments: [199, 201, 204, 300, 304, 400, 404, 500])
    func map_throwsErrorOnNon200HTTPResponse(code: Int) {
        #expect(throws: InvalidData.status(code)) {
            try FeedImageDataMapper.map(anyData(), from: httpResponse(code))
        }
    }

    @Test("throws invalid data on a 200 with an empty body")
    func map_deliversInvalidDataErrorOn200HTTPResponseWithEmptyData() {
        #expect(throws: InvalidData(FailureReason(.emptyImageData))) {
            try FeedImageDataMapper.map(Data(), from: httpResponse(200))
        }
    }

    @Test("delivers the bytes of a 200 with a non-empty body")
    func map_deliversReceivedNonEmptyDataOn200HTTPResponse() throws {
        let nonEmptyData = Data("non-empty data".utf8)

        let result = try FeedImageDataMapper.map(nonEmptyData, from: httpResponse(200))

        #expect(result == nonEmptyData)
    }
}
