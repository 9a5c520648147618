import EssentialFeed
import XCTest

final class FeedImagePresenterTests: XCTestCase {
    func test_map_createsViewModelWithDescriptionAndLocation() {
        let image = FeedImage(id: UUID(), description: "a description", location: "a location", url: anyURL())

        let viewModel = FeedImagePresenter.map(image)

        XCTAssertEqual(viewModel.description, "a description")
        XCTAssertEqual(viewModel.location, "a location")
        XCTAssertTrue(viewModel.hasDescription)
        XCTAssertTrue(viewModel.hasLocation)
    }

    func test_map_createsViewModelWithoutMissingFields() {
        let image = FeedImage(id: UUID(), description: nil, location: nil, url: anyURL())

        let viewModel = FeedImagePresenter.map(image)

        XCTAssertEqual(viewModel, FeedImageViewModel(description: nil, location: nil))
        XCTAssertFalse(viewModel.hasDescription)
        XCTAssertFalse(viewModel.hasLocation)
    }

    func test_map_treatsBlankFieldsAsMissing() {
        let image = FeedImage(id: UUID(), description: " \n", location: "", url: anyURL())

        let viewModel = FeedImagePresenter.map(image)

        XCTAssertFalse(viewModel.hasDescription)
        XCTAssertFalse(viewModel.hasLocation)
    }
}
