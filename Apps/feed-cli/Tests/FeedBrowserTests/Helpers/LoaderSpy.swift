import EssentialFeed
import Foundation
import ImageComments
import SharedAPI
import TerminalUI
import TerminalViews

@testable import FeedBrowser

/// Loaders that record what was asked, and either answer from a stub or wait until cancelled.
final class LoaderSpy: @unchecked Sendable {
    enum Message: Equatable {
        case loadFeed, loadMore, loadImage(URL), loadComments(UUID), post(UUID, String)
        case cancelled(String)
    }

    /// `@unchecked Sendable`: `recorded` and the stubs are only touched under `lock`.
    private let lock = NSLock()
    private var recorded: [Message] = []
    private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []
    var feedResult: Result<Paginated<FeedImage>, any Error>?
    var commentsResult: Result<[ImageComment], any Error>?

    var messages: [Message] { lock.withLock { recorded } }

    var dependencies: BrowserDependencies {
        BrowserDependencies(
            loadFeed: { [self] in BrowserFeed(page: try await answer(.loadFeed, with: lock.withLock { feedResult })) },
            loadImageData: { [self] url in try await answer(.loadImage(url), with: nil as Result<Data, any Error>?) },
            loadComments: { [self] id in try await answer(.loadComments(id), with: lock.withLock { commentsResult }) },
            postComment: { [self] id, message in
                try await answer(.post(id, message), with: nil as Result<ImageComment, any Error>?)
            },
            style: ViewStyle(theme: .none, language: "en"), environment: [:])
    }

    /// Waits until `count` messages were recorded.
    func waitForMessages(_ count: Int) async {
        await withCheckedContinuation { continuation in
            let ready = lock.withLock {
                if recorded.count >= count { return true }
                waiters.append((count, continuation))
                return false
            }
            if ready { continuation.resume() }
        }
    }

    private func record(_ message: Message) {
        let ready = lock.withLock {
            recorded.append(message)
            let ready = waiters.filter { $0.count <= recorded.count }
            waiters.removeAll { $0.count <= recorded.count }
            return ready
        }
        ready.forEach { $0.continuation.resume() }
    }

    /// Answers with the stub, or without one waits for cancellation and records it.
    private func answer<T>(_ message: Message, with stub: Result<T, any Error>?) async throws -> T {
        record(message)
        if let stub { return try stub.get() }
        let label = "\(message)"
        await withTaskCancellationHandler {
            while !Task.isCancelled { try? await Task.sleep(for: .seconds(3_600)) }
        } onCancel: { [self] in
            record(.cancelled(label))
        }
        throw CancellationError()
    }
}
