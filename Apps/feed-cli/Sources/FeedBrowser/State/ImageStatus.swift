/// Where the image of one feed row is.
enum ImageStatus: Equatable, Sendable {
    case loading
    case loaded(bytes: Int)
    case failed
}
