import Foundation
import Hummingbird

/// `GET /feed?limit=N[&after_id=UUID]`: the `limit` items after `after_id`; an empty page ends the feed.
struct FeedRoute {
    static let defaultLimit = 10
    static let limits = 1...100
    let state: SampleServerState

    func register(on router: Router<SampleRequestContext>) {
        router.get("feed") { request, context in try page(request, context: context) }
    }

    private func page(_ request: Request, context: SampleRequestContext) throws -> Response {
        let query = request.uri.queryParameters
        let limit = try Self.limit(query["limit"].map(String.init))
        let after = try Self.afterID(query["after_id"].map(String.init))
        guard let items = state.catalog.page(after: after, limit: limit) else {
            throw HTTPError(.badRequest, message: "after_id is not an item of this feed.")
        }
        let urls = ImageURLBuilder(
            publicBaseURL: state.configuration.publicBaseURL, address: state.address, context: context)
        return try JSONResponse.make(FeedPagePayload(items: items, imageURL: urls.url(forImageNamed:)))
    }

    private static func limit(_ text: String?) throws -> Int {
        guard let text else { return defaultLimit }
        guard let limit = Int(text), limits.contains(limit) else {
            throw HTTPError(
                .badRequest, message: "limit must be a whole number in \(limits.lowerBound)...\(limits.upperBound).")
        }
        return limit
    }

    private static func afterID(_ text: String?) throws -> UUID? {
        guard let text else { return nil }
        guard let id = StrictUUID.parse(text) else { throw HTTPError(.badRequest, message: "after_id must be a UUID.") }
        return id
    }
}
