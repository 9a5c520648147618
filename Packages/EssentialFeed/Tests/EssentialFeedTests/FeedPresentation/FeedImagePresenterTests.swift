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
    }

    @Test("maps missing fields to none")
    func map_createsViewModelWithoutMissingFields() {
        let image = FeedImage(id: UUID(), description: nil, location: nil, url: anyURL())

        let viewModel = FeedImagePresenter.map(image)

        #expect(viewModel == FeedImageViewModel(description: nil, location: nil))
        #expect(viewModel.title == nil)
        #expect(viewModel.subtitle == nil)
    }

    @Test("treats blank fields as missing")
    func map_treatsBlankFieldsAsMissing() {
        let image = FeedImage(id: UUID(), description: " \n", location: "", url: anyURL())

        let viewModel = FeedImagePresenter.map(image)

        #expect(viewModel.description == nil)
        #expect(viewModel.location == nil)
    }

    @Test("the location heads the row with the description under it; without a location, the description heads it")
    func map_choosesTitleAndSubtitle() {
        let both = FeedImagePresenter.map(
            FeedImage(id: UUID(), description: "a description", location: "a location", url: anyURL()))
        let descriptionOnly = FeedImagePresenter.map(
            FeedImage(id: UUID(), description: "a description", location: " ", url: anyURL()))

        #expect(both.title == "a location")
        #expect(both.subtitle == "a description")
        #expect(descriptionOnly.title == "a description")
        #expect(descriptionOnly.subtitle == nil)
    }
}
