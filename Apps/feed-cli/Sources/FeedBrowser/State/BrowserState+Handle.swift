/// The state machine: every event changes the state and asks for effects.
extension BrowserState {
    /// Starts the first feed load.
    mutating func start() -> [BrowserEffect] {
        feed.isLoading = true
        return [.loadFeed]
    }

    mutating func handle(_ event: BrowserEvent) -> [BrowserEffect] {
        let effects = apply(event)
        switch screen {
        case .feed: return effects + settleFeed()
        case .comments: settleComments(); return effects
        }
    }

    private mutating func apply(_ event: BrowserEvent) -> [BrowserEffect] {
        switch event {
        case let .key(key): return handle(key)
        case let .resize(size): self.size = size; return []
        case .tick: spinnerFrame += 1; return followTick()
        case let .feedLoaded(page): return feedLoaded(page)
        case let .feedFailed(failure): feedFailed(failure); return []
        case let .moreLoaded(page): moreLoaded(page); return []
        case let .moreFailed(failure): moreFailed(failure); return []
        case let .imageLoaded(row, bytes, data): imageLoaded(row, bytes: bytes, data: data); return []
        case let .imageFailed(row): imageFinished(row, feed.savedAt == nil ? .failed : .notSaved); return []
        case let .pictureMade(request, picture): pictureMade(request, picture); return []
        case let .commentsLoaded(imageID, comments): commentsLoaded(comments, for: imageID); return []
        case let .commentsFailed(imageID, failure): commentsFailed(failure, for: imageID); return []
        case let .commentPosted(draftID, comment): commentPosted(draftID, comment); return []
        case let .commentPostFailed(draftID, failure): commentPostFailed(draftID, failure); return []
        case let .openFinished(notice): self.notice = notice; return []
        case .terminate: return quit()
        case .suspend: return []
        }
    }

    mutating func quit() -> [BrowserEffect] {
        isQuitting = true
        return [.quit]
    }
}
