import EssentialFeed

/// One feed walk's writes into the cache: the first page replaces the saved feed, later pages are appended
/// (`FeedCacheWriter`). With `keepingLongerSavedFeed`, pages are held instead until the walk has as many images as
/// the saved feed; `finish()`, at the walk's end, saves what is still held, however short. A walk cut short by a
/// reader who left (quitting the pager ends the run at its next write) never gets there, so it never replaces a
/// longer saved feed with its first pages.
public actor FeedWalkSave {
    private enum State {
        case idle
        case holding([FeedImage])
        case saved
        case stopped
    }

    private let writer: FeedCacheWriter?
    private let keepsLongerSavedFeed: Bool
    private var state = State.idle
    private var savedCount: Int?

    /// The writes of one walk into `writer`'s cache (none without a writer).
    public init(writer: FeedCacheWriter?, keepingLongerSavedFeed: Bool = false) {
        self.writer = writer
        self.keepsLongerSavedFeed = keepingLongerSavedFeed
    }

    /// Takes the walk's next page; false once no later page will be written: a write failed (and threw), or the
    /// cache became another run's.
    public func add(_ page: [FeedImage]) async throws -> Bool {
        guard let writer else { return false }
        switch state {
        case .stopped: return false
        case .saved: return try await stopping { try await writer.append(page) }
        case .idle: return try await hold(page, writer: writer)
        case .holding(let held): return try await hold(held + page, writer: writer)
        }
    }

    /// The walk ended as asked: what it still holds replaces the saved feed.
    public func finish() async throws {
        guard let writer, case .holding(let held) = state else { return }
        _ = try await stopping { try await replace(with: held, writer: writer) }
    }

    private func hold(_ walk: [FeedImage], writer: FeedCacheWriter) async throws -> Bool {
        guard keepsLongerSavedFeed, walk.count < (await savedFeedCount(writer)) else {
            return try await stopping { try await replace(with: walk, writer: writer) }
        }
        state = .holding(walk)
        return true
    }

    private func replace(with walk: [FeedImage], writer: FeedCacheWriter) async throws -> Bool {
        try await writer.save(walk)
        state = .saved
        return true
    }

    private func savedFeedCount(_ writer: FeedCacheWriter) async -> Int {
        if let savedCount { return savedCount }
        let count = await writer.savedCount()
        savedCount = count
        return count
    }

    /// `write`'s answer; a write that fails or says no stops the walk's writes.
    private func stopping(_ write: () async throws -> Bool) async throws -> Bool {
        do {
            let going = try await write()
            if !going { state = .stopped }
            return going
        } catch {
            state = .stopped
            throw error
        }
    }
}
