/// The paths this server answers, each spelled one way, so what it remembers per path is bounded by its catalog.
struct KnownPath: Sendable {
    let catalog: any FeedCatalog
    let images: SampleImages

    /// `/feed`, `/images/NAME` of a bundled image or `/image/ID/comments` of a feed item (lower-case id), else nil.
    func canonical(_ path: String) -> String? {
        let parts = path.split(separator: "/")
        switch parts.count {
        case 1 where parts[0] == "feed":
            return "/feed"
        case 2 where parts[0] == "images" && images[String(parts[1])] != nil:
            return "/images/\(parts[1])"
        case 3 where parts[0] == "image" && parts[2] == "comments":
            guard let id = StrictUUID.parse(String(parts[1])), catalog.item(id: id) != nil else { return nil }
            return "/image/\(id.uuidString.lowercased())/comments"
        default:
            return nil
        }
    }
}
