import EssentialFeed
import SharedAPI
import XCTest

final class FeedImageDataMapperTests: XCTestCase {
    func test_map_throwsErrorOnNon200HTTPResponse() throws {
        for code in [199, 201, 204, 300, 304, 400, 404, 500] {
            XCTAssertThrowsError(try FeedImageDataMapper.map(anyData(), from: httpResponse(code))) { error in
                XCTAssertEqual(error as? InvalidData, .status(code))
            }
        }
    }

    func test_map_deliversInvalidDataErrorOn200HTTPResponseWithEmptyData() {
        XCTAssertThrowsError(try FeedImageDataMapper.map(Data(), from: httpResponse(200))) { error in
            XCTAssertEqual(error as? InvalidData, InvalidData("empty image data"))
        }
    }

    func test_map_deliversReceivedNonEmptyDataOn200HTTPResponse() throws {
        let nonEmptyData = Data("non-empty data".utf8)

        let result = try FeedImageDataMapper.map(nonEmptyData, from: httpResponse(200))

        XCTAssertEqual(result, nonEmptyData)
    }
}
