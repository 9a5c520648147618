/// Where the image of one feed row is.
enum ImageStatus: Equatable, Sendable {
    case loading
    case loaded(bytes: Int)
    case failed
    /// Not in the cache while the saved feed is shown (the network is down): nothing failed that a person can mend.
    case notSaved
    /// The bytes came, and they are no picture this program can decode.
    case undecodable

    /// Whether `i` loads it again: a failure, or an image not saved while offline; never bytes that do not decode.
    var canRetry: Bool { self == .failed || self == .notSaved }
}
