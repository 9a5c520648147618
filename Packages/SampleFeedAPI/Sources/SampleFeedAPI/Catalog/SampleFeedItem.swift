import Foundation

/// One image of the sample feed, with the comments it starts with.
package struct SampleFeedItem: Equatable, Sendable {
    package let id: UUID
    package let description: String?
    package let location: String?
    package let imageName: String
    package let seededComments: [SeededComment]
}
