/// The comments command's JSON: `{"title","image_id","items":[…]}`.
struct CommentsJSON: Encodable {
    let title: String
    let imageID: String
    let items: [CommentJSON]

    private enum CodingKeys: String, CodingKey {
        case title, items
        case imageID = "image_id"
    }
}
