/// The wire format of `GET /image/{id}/comments`.
struct CommentListPayload: Encodable {
    let items: [CommentPayload]
}
