import EssentialFeed
import Foundation
import SharedAPI
import SharedPresentation
import Synchronization
import TerminalUI
import TerminalViews

/// Runs effects as Swift tasks and sends their outcomes back as events.
///
/// One task per key: a new load replaces (cancels) the running one of the same key, a cancel effect
/// cancels it, and the outcome of a task that was cancelled or replaced is never sent.
///
/// The one flow that does not go through `LoadResourcePresentationAdapter`, and why: the browser is a state
/// machine, and a frame is drawn from its state alone. A presenter shows each outcome on its views when the load
/// ends, while here the loading row must be in the state from the key press that starts a load (or the next frame
/// would lack it), a replaced load's outcome must never be shown, and several loads of one kind (the images of the
/// rows in view) run at once. So a load's outcome is an event, and the state keeps the failure as a `LoadFailure`;
/// the renderers draw it from `LoadFailure.viewModel(language:)`, the same `ResourceErrorViewModel` the commands'
/// error view shows, and the feed and comment rows from the same `FeedImagePresenter` and `ImageCommentsPresenter`
/// view models.
struct EffectRunner: Sendable {
    enum TaskKey: Hashable { case feed, more, image(Int), thumbnail(Int), preview, comments, post(Int), open }

    private let dependencies: BrowserDependencies
    private let send: @Sendable (BrowserEvent) -> Void
    /// Each outcome, with the page it loaded, whose `loadMore` gives the next one.
    private let tasks: EffectTasks<TaskKey, (event: BrowserEvent, page: Paginated<FeedImage>?)>
    private let nextPage: NextPage
    /// Whether loaded image bytes go to the state, to be made into pictures.
    private let keepsImageData: Bool

    init(dependencies: BrowserDependencies, send: @escaping @Sendable (BrowserEvent) -> Void) {
        let nextPage = NextPage()
        self.nextPage = nextPage
        self.dependencies = dependencies
        self.send = send
        self.keepsImageData = dependencies.pictures != nil
        self.tasks = EffectTasks { outcome in
            if let page = outcome.page { nextPage.loadMore.withLock { $0 = page.loadMore } }
            send(outcome.event)
        }
    }

    func perform(_ effects: [BrowserEffect]) async {
        for effect in effects { await perform(effect) }
    }

    /// Whether a task runs for `key`.
    func isRunning(_ key: TaskKey) async -> Bool {
        await tasks.isRunning(key)
    }

    func cancelAll() async {
        await tasks.cancelAll()
    }

    private func perform(_ effect: BrowserEffect) async {
        switch effect {
        case .loadFeed: await loadFirstPage()
        case .loadMore: await loadNextPage()
        case .cancelLoadMore: await tasks.cancel(.more)
        case let .loadImage(row, url): await loadImage(row: row, url: url)
        case let .cancelImage(row): await tasks.cancel(.image(row))
        case let .makePicture(request, data): await makePicture(request, from: data)
        case let .cancelPicture(request): await tasks.cancel(Self.key(of: request))
        case let .loadComments(imageID): await loadComments(imageID)
        case .cancelComments: await tasks.cancel(.comments)
        case let .postComment(imageID, message, draftID): await post(message, about: imageID, draftID: draftID)
        case let .openImage(url): await open(url)
        case let .copy(text): copy(text)
        case .quit: await cancelAll()
        }
    }

    /// Starts the viewer in a task: finding and starting a program takes a moment.
    private func open(_ url: URL) async {
        let open = dependencies.open
        await tasks.start(.open) {
            (.openFinished(open(url).map { BrowserNotice.openFailed(program: $0) } ?? .opened), nil)
        }
    }

    /// OSC 52 between two frames, on the output the frames go to.
    private func copy(_ text: String) {
        guard let sequence = TerminalLinks.clipboard(text, environment: dependencies.environment) else { return }
        FileDescriptorOutput(descriptor: dependencies.terminal.output).write(sequence)
    }

    private func loadFirstPage() async {
        let load = dependencies.loadFeed
        let newImages = dependencies.newImages
        await tasks.start(.feed) {
            do {
                let feed = try await load()
                let stale = feed.staleBecause.map(LoadFailure.init)
                let page = FeedPage(
                    items: feed.page.items, hasMore: feed.page.hasMore, newImages: newImages(feed.page.items),
                    savedAt: feed.savedAt, staleBecause: stale)
                return (.feedLoaded(page), feed.page)
            } catch {
                return (.feedFailed(LoadFailure(error)), nil)
            }
        }
    }

    private func loadNextPage() async {
        guard let loadMore = nextPage.loadMore.withLock({ $0 }) else {
            return send(.moreLoaded(FeedPage(items: [], hasMore: false)))
        }
        let newImages = dependencies.newImages
        await tasks.start(.more) {
            do {
                let page = try await loadMore()
                let new = newImages(page.items)
                return (.moreLoaded(FeedPage(items: page.items, hasMore: page.hasMore, newImages: new)), page)
            } catch {
                return (.moreFailed(LoadFailure(error)), nil)
            }
        }
    }

    private func loadImage(row: Int, url: URL) async {
        let load = dependencies.loadImageData
        let keepsData = keepsImageData
        await tasks.start(.image(row)) {
            do {
                let data = try await load(url)
                let kept = keepsData && data.count <= InlineImageEncoder.maximumBytes ? data : nil
                return (.imageLoaded(row: row, bytes: data.count, data: kept), nil)
            } catch {
                return (.imageFailed(row: row), nil)
            }
        }
    }

    /// Decodes in the task, away from the main loop; the picture comes back as an event.
    private func makePicture(_ request: PictureRequest, from data: Data) async {
        guard let pictures = dependencies.pictures else { return }
        await tasks.start(Self.key(of: request)) {
            let picture = pictures.picture(of: data, columns: request.box.columns, rows: request.box.rows)
            return (.pictureMade(request, picture), nil)
        }
    }

    private static func key(of request: PictureRequest) -> TaskKey {
        request.purpose == .preview ? .preview : .thumbnail(request.row)
    }

    private func loadComments(_ imageID: UUID) async {
        let load = dependencies.loadComments
        await tasks.start(.comments) {
            do {
                return (.commentsLoaded(imageID: imageID, try await load(imageID)), nil)
            } catch {
                return (.commentsFailed(imageID: imageID, LoadFailure(error)), nil)
            }
        }
    }

    private func post(_ message: String, about imageID: UUID, draftID: Int) async {
        guard let post = dependencies.postComment else { return }
        await tasks.start(.post(draftID)) {
            do {
                return (.commentPosted(draftID: draftID, try await post(imageID, message)), nil)
            } catch {
                return (.commentPostFailed(draftID: draftID, LoadFailure(error)), nil)
            }
        }
    }
}

/// The next page's loader, as the last page loaded gave it.
private final class NextPage: Sendable {
    let loadMore = Mutex<Paginated<FeedImage>.LoadMore?>(nil)
}
