import Foundation

/// A bundled comment, dated relative to the server's start so "2 days ago" stays true.
package struct SeededComment: Equatable, Sendable {
    package let id: UUID
    package let message: String
    package let username: String
    package let age: TimeInterval

    package func comment(startedAt start: Date) -> SampleComment {
        SampleComment(id: id, message: message, createdAt: start.addingTimeInterval(-age), username: username)
    }
}
