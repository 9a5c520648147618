/// The stores the contract specs run against, each test once per store.
enum StoreUnderTest: String, CaseIterable, Sendable, CustomStringConvertible {
    case inMemory = "InMemoryFeedStore"
    case sqlite = "SQLiteFeedStore"
    /// Writes through one instance, reads (the feed, the image statistics) through a new instance each time: the
    /// read-only connection a store reads through until its first write.
    case sqliteReadOnNewInstance = "SQLiteFeedStore read on a new instance"

    var description: String { rawValue }
}
