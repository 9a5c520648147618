import Foundation
import SharedAPI

/// Turns wire fields into `FeedImage`s, rejecting invalid ids, URLs and duplicate ids.
struct FeedItemValidator {
    private(set) var images: [FeedImage] = []
    private var ids: Set<UUID> = []

    init(expectedCount: Int) {
        images.reserveCapacity(expectedCount)
        ids.reserveCapacity(expectedCount)
    }

    mutating func append(index: Int, id: String, description: String?, location: String?, image: String) throws {
        guard let uuid = UUID(uuidString: id) else { throw InvalidData("items[\(index)].id is not a UUID") }
        guard let url = Self.imageURL(image) else { throw InvalidData("items[\(index)].image is not an http(s) URL") }
        guard ids.insert(uuid).inserted else { throw InvalidData("items[\(index)].id \(uuid) is a duplicate") }
        images.append(FeedImage(id: uuid, description: description, location: location, url: url))
    }

    /// An absolute http or https URL with a host: never `file:` or another scheme a client would open locally.
    static func imageURL(_ text: String) -> URL? {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { return nil }
        return url
    }
}
