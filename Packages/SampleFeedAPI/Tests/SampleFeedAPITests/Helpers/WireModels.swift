import Foundation

/// What a client decodes from the server; kept independent of the server's own payload types.
struct FeedPage: Decodable, Equatable {
    struct Item: Decodable, Equatable {
        let id: UUID
        let description: String?
        let location: String?
        let image: URL
    }

    let items: [Item]
}

struct CommentList: Decodable, Equatable {
    let items: [Comment]
}

struct Comment: Decodable, Equatable {
    struct Author: Decodable, Equatable {
        let username: String
    }

    let id: UUID
    let message: String
    let created_at: String
    let author: Author

    var createdAt: Date? { try? Date(created_at, strategy: .iso8601) }
}
