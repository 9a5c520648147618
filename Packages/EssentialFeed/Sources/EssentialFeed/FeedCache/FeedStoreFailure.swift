/// A store failure that says whether the cache can never be read (corrupt, another format), so deleting it is the
/// way out, or is only unusable now or by this version (locked, read-only, full, written by a newer version), so
/// it must be left as it is.
public protocol FeedStoreFailure: Error {
    /// Whether deleting the cache is the way out.
    var isUnreadableCache: Bool { get }
}
