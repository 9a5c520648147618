import EssentialFeed
import Foundation
import GRDB

extension SQLiteFeedStore {
    /// Why the store could not do its work, with no GRDB type in sight.
    public enum Error: FeedStoreFailure, Equatable, Sendable, CustomStringConvertible {
        /// The file is not a readable feed cache (corrupt, truncated, another format): recreate it.
        case corrupt(URL, reason: String)
        /// The file could not be opened or created (permissions, a directory in the way, a full disk).
        case unavailable(URL, reason: String)
        /// An operation failed for another reason (the database stayed locked past the busy timeout, I/O).
        case failed(reason: String)
        /// The file was written by a newer version, with migrations this one does not know: it is left as it is.
        case newerSchema(URL)

        public var description: String {
            switch self {
            case let .corrupt(url, reason): "the cache file \(url.path) is unreadable: \(reason)"
            case let .unavailable(url, reason): "the cache file \(url.path) cannot be opened: \(reason)"
            case let .failed(reason): "the cache failed: \(reason)"
            case let .newerSchema(url):
                "the cache file \(url.path) was written by a newer feed-cli; it is left as it is"
            }
        }

        /// Whether recreating the file is the way out.
        var isUnreadable: Bool {
            if case .corrupt = self { return true }
            return false
        }

        public var isUnreadableCache: Bool { isUnreadable }
    }

    func translatingErrors<T>(_ body: () async throws -> T) async throws -> T {
        do {
            return try await body()
        } catch {
            throw translate(error)
        }
    }

    func translatingErrors<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch {
            throw translate(error)
        }
    }

    private func translate(_ error: Swift.Error) -> Swift.Error {
        switch error {
        case is Error, is CancellationError:
            return error
        case let error as DatabaseError:
            return translate(error)
        case is RowDecodingError, is FeedImageRows.UnreadableRow, is SQLiteReadConnection.UnreadableColumn:
            return Error.corrupt(url, reason: "a cached row cannot be decoded")
        default:
            return Error.unavailable(url, reason: String(describing: error))
        }
    }

    private func translate(_ error: DatabaseError) -> Error {
        let reason = error.message ?? "SQLite error \(error.resultCode.rawValue)"
        switch error.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT:
            return .corrupt(url, reason: reason)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_FULL, .SQLITE_AUTH:
            return .unavailable(url, reason: reason)
        case .SQLITE_ERROR where reason.hasPrefix("no such"):
            return .corrupt(url, reason: reason)
        default:
            return .failed(reason: reason)
        }
    }
}
