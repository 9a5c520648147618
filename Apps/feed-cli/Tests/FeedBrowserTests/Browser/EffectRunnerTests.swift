import EssentialFeed
import Foundation
import SharedAPI
import SharedPresentation
import TerminalUI
import TerminalViews
import Testing

@testable import FeedBrowser

@Suite("EffectRunner: runs the state machine's effects, cancels them and reports their outcomes as events")
struct EffectRunnerTests {
    @Test("cancelComments cancels the running request")
    func cancelCommentsCancelsTheRunningRequest() async {
        let (runner, spy, _) = makeSUT()

        await runner.perform([.loadComments(imageID: uuid(1))])
        await spy.waitForMessages(1)
        await runner.perform([.cancelComments])
        await spy.waitForMessages(2)

        #expect(spy.messages == [.loadComments(uuid(1)), .cancelled("\(LoaderSpy.Message.loadComments(uuid(1)))")])
        let running = await runner.isRunning(.comments)
        #expect(!running)
    }

    @Test("going back during a comments load cancels it through the state machine")
    func backDuringACommentsLoadCancelsItThroughTheStateMachine() async {
        let (runner, spy, _) = makeSUT()
        var (state, _) = makeLoadedState()

        await runner.perform(state.press(.enter))
        await spy.waitForMessages(1)
        await runner.perform(state.press(.escape))
        await spy.waitForMessages(2)

        #expect(spy.messages.last == .cancelled("\(LoaderSpy.Message.loadComments(uuid(1)))"))
    }

    @Test("cancelImage cancels that image only")
    func cancelImageCancelsThatImageOnly() async {
        let (runner, spy, _) = makeSUT()
        let (first, second) = (makeImage(1).url, makeImage(2).url)

        await runner.perform([.loadImage(row: 0, url: first), .loadImage(row: 1, url: second)])
        await spy.waitForMessages(2)
        await runner.perform([.cancelImage(row: 1)])
        await spy.waitForMessages(3)

        #expect(spy.messages.last == .cancelled("\(LoaderSpy.Message.loadImage(second))"))
        let firstRuns = await runner.isRunning(.image(0))
        #expect(firstRuns)
        await runner.cancelAll()
    }

    @Test("loadFeed sends the loaded page, and loadMore uses the page's next page")
    func loadFeedSendsTheLoadedPageAndLoadMoreUsesThePagesLoadMore() async {
        let (runner, spy, stream) = makeSUT()
        var events = stream.makeAsyncIterator()
        let next = Paginated(items: makeImages(3...3))
        spy.feedResult = .success(Paginated(items: makeImages(1...2), loadMore: { next }))

        await runner.perform([.loadFeed])
        let first = await events.next()
        await runner.perform([.loadMore])
        let second = await events.next()

        #expect(first == .feedLoaded(FeedPage(items: makeImages(1...2), hasMore: true)))
        #expect(second == .moreLoaded(FeedPage(items: makeImages(3...3), hasMore: false)))
    }

    @Test("loadMore without a next page ends the pagination")
    func loadMoreWithoutANextPageEndsThePagination() async {
        let (runner, _, stream) = makeSUT()
        var events = stream.makeAsyncIterator()

        await runner.perform([.loadMore])

        let event = await events.next()
        #expect(event == .moreLoaded(FeedPage(items: [], hasMore: false)))
    }

    @Test("failures become failure events with their kind")
    func failuresBecomeFailureEventsWithTheirKind() async {
        let (runner, spy, stream) = makeSUT()
        var events = stream.makeAsyncIterator()
        spy.feedResult = .failure(ResourceLoadError.authenticationFailed(status: 401))
        spy.commentsResult = .failure(ResourceLoadError.connectivity("refused"))

        await runner.perform([.loadFeed])
        let feed = await events.next()
        await runner.perform([.loadComments(imageID: uuid(1))])
        let comments = await events.next()

        #expect(
            feed
                == .feedFailed(
                    LoadFailure(kind: .unauthorized, cause: FailureReason(.httpStatus(status: 401)), status: 401)))
        #expect(comments == .commentsFailed(imageID: uuid(1), LoadFailure(kind: .unavailable, cause: "refused")))
    }

    @Test("quit cancels every running task")
    func quitCancelsEveryRunningTask() async {
        let (runner, spy, _) = makeSUT()

        await runner.perform([.loadComments(imageID: uuid(1)), .loadImage(row: 0, url: makeImage(1).url)])
        await spy.waitForMessages(2)
        await runner.perform([.quit])
        await spy.waitForMessages(4)

        #expect(spy.messages.filter { if case .cancelled = $0 { true } else { false } }.count == 2)
    }

    @Test("a loaded image carries its bytes only when the browser draws pictures, and only up to the cap")
    func loadedImageCarriesItsBytesOnlyWhenTheBrowserDrawsPicturesAndOnlyUpToTheCap() async {
        let small = Data(repeating: 1, count: 10)
        let huge = Data(repeating: 2, count: InlineImageEncoder.maximumBytes + 1)

        let plain = await imageEvent(small, pictures: nil)
        let blocks = await imageEvent(small, pictures: makePictureRenderer(.blocks))
        let tooLarge = await imageEvent(huge, pictures: makePictureRenderer(.inline(.iTerm2)))

        #expect(plain == .imageLoaded(row: 0, bytes: 10, data: nil))
        #expect(blocks == .imageLoaded(row: 0, bytes: 10, data: small))
        #expect(tooLarge == .imageLoaded(row: 0, bytes: huge.count, data: nil))
    }

    @Test("makePicture decodes the bytes for the request's box and sends the picture")
    func makePictureDecodesTheBytesForTheRequestsBoxAndSendsThePicture() async throws {
        let request = PictureRequest(row: 3, box: CellBox(columns: 4, rows: 2), purpose: .thumbnail)

        let event = await pictureEvent(request, data: try tinyPNG(), drawing: .blocks)

        guard case let .pictureMade(made, .blocks(lines, columns))? = event else {
            Issue.record("no half-block picture: \(String(describing: event))")
            return
        }
        #expect(made == request)
        #expect(columns == 4)
        #expect(lines.count == 2)
    }

    @Test("bytes that are no picture make no picture")
    func bytesThatAreNoPictureMakeNoPicture() async {
        let request = PictureRequest(row: 0, box: CellBox(columns: 46, rows: 20), purpose: .preview)

        let event = await pictureEvent(request, data: Data("not an image".utf8), drawing: .inline(.sixel))

        #expect(event == .pictureMade(request, nil))
    }

    // MARK: - Helpers

    private func imageEvent(_ data: Data, pictures: PictureRenderer?) async -> BrowserEvent? {
        var dependencies = LoaderSpy().dependencies
        dependencies.loadImageData = { _ in data }
        dependencies.pictures = pictures
        return await firstEvent(of: [.loadImage(row: 0, url: makeImage(1).url)], dependencies: dependencies)
    }

    private func pictureEvent(_ request: PictureRequest, data: Data, drawing: ImageDrawing) async -> BrowserEvent? {
        var dependencies = LoaderSpy().dependencies
        dependencies.pictures = makePictureRenderer(drawing)
        return await firstEvent(of: [.makePicture(request, data: data)], dependencies: dependencies)
    }

    private func firstEvent(of effects: [BrowserEffect], dependencies: BrowserDependencies) async -> BrowserEvent? {
        let (stream, continuation) = AsyncStream<BrowserEvent>.makeStream()
        let runner = EffectRunner(dependencies: dependencies, send: { continuation.yield($0) })
        var events = stream.makeAsyncIterator()

        await runner.perform(effects)

        return await events.next()
    }

    private func makeSUT() -> (EffectRunner, LoaderSpy, AsyncStream<BrowserEvent>) {
        let spy = LoaderSpy()
        let (stream, continuation) = AsyncStream<BrowserEvent>.makeStream()
        let runner = EffectRunner(dependencies: spy.dependencies, send: { continuation.yield($0) })
        return (runner, spy, stream)
    }
}
