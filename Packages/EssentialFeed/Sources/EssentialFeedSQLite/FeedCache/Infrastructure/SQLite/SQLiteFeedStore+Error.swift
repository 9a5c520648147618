import EssentialFeed
import Foundation
import GRDB
import SharedAPI

extension SQLiteFeedStore {
    /// Why the store could not do its work, with no GRDB type in sight: a phrase and its values, said in the reader's
    /// language by a presentation (`FailureReason(describing:)` takes `failureReason`).
    public enum Error: FeedStoreFailure, FailureReasonProviding, Equatable, Sendable, CustomStringConvertible {
        /// The file is not a readable feed cache (corrupt, truncated, another format): recreate it.
        case corrupt(URL, cause: FailureReason.Phrase)
        /// The file could not be opened or created (permissions, a directory in the way, a full disk).
        case unavailable(URL, cause: FailureReason.Phrase)
        /// An operation failed for another reason (the database stayed locked past the busy timeout, I/O).
        case failed(cause: FailureReason.Phrase)
        /// The file was written by a newer version, with migrations this one does not know: it is left as it is.
        case newerSchema(URL)

        public var failureReason: FailureReason {
            switch self {
            case let .corrupt(url, cause): FailureReason(.cacheFileUnreadable(path: url.path, cause: cause))
            case let .unavailable(url, cause): FailureReason(.cacheFileCannotOpen(path: url.path, cause: cause))
            case let .failed(cause): FailureReason(.cacheFailed(cause: cause))
            case let .newerSchema(url): FailureReason(.cacheFileNewer(path: url.path))
            }
        }

        /// For logs and tests, not for people: the reason's key and values.
        public var description: String { failureReason.description }

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
            return Error.corrupt(url, cause: .cacheRowUndecodable)
        default:
            return Error.unavailable(url, cause: FailureReason(describing: error).phrase)
        }
    }

    private func translate(_ error: DatabaseError) -> Error {
        let cause = Self.cause(of: error)
        switch error.resultCode {
        case .SQLITE_CORRUPT, .SQLITE_NOTADB, .SQLITE_FORMAT:
            return .corrupt(url, cause: cause)
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_READONLY, .SQLITE_FULL, .SQLITE_AUTH:
            return .unavailable(url, cause: cause)
        case .SQLITE_ERROR where error.message?.hasPrefix("no such") == true:
            return .corrupt(url, cause: cause)
        default:
            return .failed(cause: cause)
        }
    }

    /// SQLite's reason: a phrase for the results whose words SQLite never varies, else SQLite's own words (which
    /// name a table or a column), else its result code.
    private static func cause(of error: DatabaseError) -> FailureReason.Phrase {
        switch error.resultCode {
        case .SQLITE_NOTADB: return .sqliteNotADatabase
        case .SQLITE_CANTOPEN: return .sqliteCannotOpen
        case .SQLITE_FULL: return .sqliteFull
        case .SQLITE_READONLY: return .sqliteReadOnly
        default:
            return error.message.map(FailureReason.Phrase.text) ?? .sqliteError(code: Int(error.resultCode.rawValue))
        }
    }
}
