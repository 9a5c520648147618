import EssentialFeed
import Foundation
import SharedAPI
import Testing

@Suite
struct FeedImageDataMapperTests {
    @Test(arguments: [199, 201, 204, 300, 304, 400, 404, 500])
    func map_throwsErrorOnNon200HTTPResponse(code: Int) {
        #expect(throws: InvalidData.status(code)) {
            try FeedImageDataMapper.map(anyData(), from: httpResponse(code))
        }
    }

    @Test func map_deliversInvalidDataErrorOn200HTTPResponseWithEmptyData() {
        #expect(throws: InvalidData("empty image data")) {
            try FeedImageDataMapper.map(Data(), from: httpResponse(200))
        }
    }

    @Test func map_deliversReceivedNonEmptyDataOn200HTTPResponse() throws {
        let nonEmptyData = Data("non-empty data".utf8)

        let result = try FeedImageDataMapper.map(nonEmptyData, from: httpResponse(200))

        #expect(result == nonEmptyData)
    }
}
