import Hummingbird

/// `GET /images/{name}`: PNG or JPEG bytes from memory, typed by the name's extension.
struct ImagesRoute {
    let images: SampleImages

    func register(on router: Router<SampleRequestContext>) {
        router.get("images/:name") { _, context in try image(context) }
    }

    private func image(_ context: SampleRequestContext) throws -> Response {
        guard let name = context.parameters.get("name"), let bytes = images[name] else {
            throw HTTPError(.notFound, message: "No image has this name.")
        }
        return Response(
            status: .ok,
            headers: [.contentType: Self.contentType(of: name), .cacheControl: "public, max-age=86400"],
            body: .init(byteBuffer: bytes)
        )
    }

    private static func contentType(of name: String) -> String {
        if name.hasSuffix(".png") { return "image/png" }
        if name.hasSuffix(".jpg") { return "image/jpeg" }
        return "application/octet-stream"
    }
}
