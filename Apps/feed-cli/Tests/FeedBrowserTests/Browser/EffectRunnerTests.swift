import EssentialFeed
import SharedAPI
import TerminalUI
import TerminalViews
import XCTest

@testable import FeedBrowser

final class EffectRunnerTests: XCTestCase {
    func test_cancelComments_cancelsTheRunningRequest() async {
        let (runner, spy, _) = makeSUT()

        await runner.perform([.loadComments(imageID: uuid(1))])
        await spy.waitForMessages(1)
        await runner.perform([.cancelComments])
        await spy.waitForMessages(2)

        XCTAssertEqual(
            spy.messages, [.loadComments(uuid(1)), .cancelled("\(LoaderSpy.Message.loadComments(uuid(1)))")])
        let running = await runner.isRunning(.comments)
        XCTAssertFalse(running)
    }

    func test_backDuringACommentsLoad_cancelsItThroughTheStateMachine() async {
        let (runner, spy, _) = makeSUT()
        var (state, _) = makeLoadedState()

        await runner.perform(state.press(.enter))
        await spy.waitForMessages(1)
        await runner.perform(state.press(.escape))
        await spy.waitForMessages(2)

        XCTAssertEqual(spy.messages.last, .cancelled("\(LoaderSpy.Message.loadComments(uuid(1)))"))
    }

    func test_cancelImage_cancelsThatImageOnly() async {
        let (runner, spy, _) = makeSUT()
        let (first, second) = (makeImage(1).url, makeImage(2).url)

        await runner.perform([.loadImage(row: 0, url: first), .loadImage(row: 1, url: second)])
        await spy.waitForMessages(2)
        await runner.perform([.cancelImage(row: 1)])
        await spy.waitForMessages(3)

        XCTAssertEqual(spy.messages.last, .cancelled("\(LoaderSpy.Message.loadImage(second))"))
        let firstRuns = await runner.isRunning(.image(0))
        XCTAssertTrue(firstRuns)
        await runner.cancelAll()
    }

    func test_loadFeed_sendsTheLoadedPage_andLoadMoreUsesThePagesLoadMore() async {
        let (runner, spy, stream) = makeSUT()
        var events = stream.makeAsyncIterator()
        let next = Paginated(items: makeImages(3...3))
        spy.feedResult = .success(Paginated(items: makeImages(1...2), loadMore: { next }))

        await runner.perform([.loadFeed])
        let first = await events.next()
        await runner.perform([.loadMore])
        let second = await events.next()

        XCTAssertEqual(first, .feedLoaded(FeedPage(items: makeImages(1...2), hasMore: true)))
        XCTAssertEqual(second, .moreLoaded(FeedPage(items: makeImages(3...3), hasMore: false)))
    }

    func test_loadMoreWithoutANextPage_endsThePagination() async {
        let (runner, _, stream) = makeSUT()
        var events = stream.makeAsyncIterator()

        await runner.perform([.loadMore])

        let event = await events.next()
        XCTAssertEqual(event, .moreLoaded(FeedPage(items: [], hasMore: false)))
    }

    func test_failures_becomeFailureEventsWithTheirKind() async {
        let (runner, spy, stream) = makeSUT()
        var events = stream.makeAsyncIterator()
        spy.feedResult = .failure(ResourceLoadError.authenticationFailed(status: 401))
        spy.commentsResult = .failure(ResourceLoadError.connectivity("refused"))

        await runner.perform([.loadFeed])
        let feed = await events.next()
        await runner.perform([.loadComments(imageID: uuid(1))])
        let comments = await events.next()

        XCTAssertEqual(feed, .feedFailed(LoadFailure(kind: .authentication, cause: "HTTP 401")))
        XCTAssertEqual(comments, .commentsFailed(imageID: uuid(1), LoadFailure(kind: .connection, cause: "refused")))
    }

    func test_quit_cancelsEveryRunningTask() async {
        let (runner, spy, _) = makeSUT()

        await runner.perform([.loadComments(imageID: uuid(1)), .loadImage(row: 0, url: makeImage(1).url)])
        await spy.waitForMessages(2)
        await runner.perform([.quit])
        await spy.waitForMessages(4)

        XCTAssertEqual(spy.messages.filter { if case .cancelled = $0 { true } else { false } }.count, 2)
    }

    func test_loadedImage_carriesItsBytes_onlyToATerminalThatShowsImages_andOnlyUpTheCap() async {
        let small = Data(repeating: 1, count: 10)
        let huge = Data(repeating: 2, count: InlineImageEncoder.maximumBytes + 1)

        let plain = await imageEvent(small, environment: ["TERM": "xterm-256color"])
        let kitty = await imageEvent(small, environment: ["TERM": "xterm-kitty"])
        let tooLarge = await imageEvent(huge, environment: ["TERM_PROGRAM": "iTerm.app"])

        XCTAssertEqual(plain, .imageLoaded(row: 0, bytes: 10, data: nil))
        XCTAssertEqual(kitty, .imageLoaded(row: 0, bytes: 10, data: small))
        XCTAssertEqual(tooLarge, .imageLoaded(row: 0, bytes: huge.count, data: nil))
    }

    // MARK: - Helpers

    private func imageEvent(_ data: Data, environment: [String: String]) async -> BrowserEvent? {
        var dependencies = LoaderSpy().dependencies
        dependencies.loadImageData = { _ in data }
        dependencies.environment = environment
        let (stream, continuation) = AsyncStream<BrowserEvent>.makeStream()
        let runner = EffectRunner(dependencies: dependencies, send: { continuation.yield($0) })
        var events = stream.makeAsyncIterator()

        await runner.perform([.loadImage(row: 0, url: makeImage(1).url)])

        return await events.next()
    }

    private func makeSUT() -> (EffectRunner, LoaderSpy, AsyncStream<BrowserEvent>) {
        let spy = LoaderSpy()
        let (stream, continuation) = AsyncStream<BrowserEvent>.makeStream()
        let runner = EffectRunner(dependencies: spy.dependencies, send: { continuation.yield($0) })
        return (runner, spy, stream)
    }
}
