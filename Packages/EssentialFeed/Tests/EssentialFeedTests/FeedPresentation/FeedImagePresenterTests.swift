import EssentialFeed
import Foundation
import Testing

@Suite("FeedImagePresenter")
struct FeedImagePresenterTests {
    @Test("maps the description and location")
    func map_createsViewModelWithDescriptionAndLocation() {
        let image = FeedImage(id: UUID(), description: "a description", location: "a location", url: anyURL())

        let viewModel = FeedImagePresenter.map(image)

        #expect(viewModel.description == "a description")
        #expect(viewModel.location == "a location")
        #expect(viewModel.hasDescription)
        #expect(viewModel.hasLocation)
    }

    @Test("maps missing fields to none")
    func map_createsViewModelWithoutMissingFields() {
        let image = FeedImage(id: UUID(), description: nil, location: nil, url: anyURL())

        let viewModel = FeedImagePresenter.map(image)

        #expect(viewModel == FeedImageViewModel(description: nil, location: nil))
        #expect(!viewModel.hasDescription)
        #expect(!viewModel.hasLocation)
    }

    @Test("treats blank fields as missing")
    func map_treatsBlankFieldsAsMissing() {
        let image = FeedImage(id: UUID(), description: " \n", location: "", url: anyURL())

        let viewModel = FeedImagePresenter.map(image)

        #expect(!viewModel.hasDescription)
        #expect(!viewModel.hasLocation)
    }
}
