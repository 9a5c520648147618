import Foundation
import Hummingbird

/// `GET` and `POST /image/{id}/comments`: the comments of an image, oldest first, and new ones.
struct CommentsRoute {
    static let postedUsername = "you"
    let state: SampleServerState

    func register(on router: Router<SampleRequestContext>) {
        router.get("image/:id/comments") { _, context in try await list(context) }
        router.post("image/:id/comments") { request, context in try await create(request, context: context) }
    }

    private func list(_ context: SampleRequestContext) async throws -> Response {
        let item = try image(context)
        let comments = await state.board.comments(on: item, start: state.startDate, now: state.configuration.now())
        return try JSONResponse.make(CommentListPayload(items: comments.map(CommentPayload.init)))
    }

    private func create(_ request: Request, context: SampleRequestContext) async throws -> Response {
        let item = try image(context)
        let body = try await request.body.collect(upTo: NewCommentPayload.maximumBodyBytes)
        let message = try NewCommentPayload.validatedMessage(from: body)
        let comment = SampleComment(
            id: UUID(), message: message, createdAt: state.configuration.now(), username: Self.postedUsername
        )
        await state.board.post(comment, on: item.id)
        return try JSONResponse.make(CommentPayload(comment), status: .created)
    }

    private func image(_ context: SampleRequestContext) throws -> SampleFeedItem {
        guard let id = context.parameters.get("id").flatMap(StrictUUID.parse) else {
            throw HTTPError(.badRequest, message: "The image id must be a UUID.")
        }
        guard let item = state.catalog.item(id: id) else {
            throw HTTPError(.notFound, message: "No image has this id.")
        }
        return item
    }
}
