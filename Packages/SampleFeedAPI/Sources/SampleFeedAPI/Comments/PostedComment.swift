import Foundation

/// A comment someone posted, with the image it was posted on.
package struct PostedComment: Equatable, Sendable {
    package let imageID: UUID
    package let comment: SampleComment
}
