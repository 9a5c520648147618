import Foundation
import SharedAPI

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Maps a comments response: any 2xx with `{"items":[...]}`, all items valid, order kept.
public enum ImageCommentsMapper {
    private struct Root: Decodable {
        let items: [RemoteImageComment]
    }

    /// The comments in the order the server sent them; throws `InvalidData` for any invalid item.
    public static func map(_ data: Data, from response: HTTPURLResponse) throws -> [ImageComment] {
        guard response.isSuccessful else { throw InvalidData.status(response.statusCode) }
        let root = try PayloadDecoder.decode(Root.self, from: data)
        return try root.items.enumerated().map { index, item throws(InvalidData) in
            try item.comment(at: "items[\(index)].")
        }
    }
}
