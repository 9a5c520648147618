import Hummingbird

/// `GET /images/{name}`: PNG bytes from memory.
struct ImagesRoute {
    let images: SampleImages

    func register(on router: Router<BasicRequestContext>) {
        router.get("images/:name") { _, context in try image(context) }
    }

    private func image(_ context: BasicRequestContext) throws -> Response {
        guard let name = context.parameters.get("name"), let bytes = images[name] else {
            throw HTTPError(.notFound, message: "No image has this name.")
        }
        return Response(
            status: .ok,
            headers: [.contentType: "image/png", .cacheControl: "public, max-age=86400"],
            body: .init(byteBuffer: bytes)
        )
    }
}
