import Foundation

/// A comment as the API serves it.
package struct SampleComment: Equatable, Sendable {
    package let id: UUID
    package let message: String
    package let createdAt: Date
    package let username: String
}
