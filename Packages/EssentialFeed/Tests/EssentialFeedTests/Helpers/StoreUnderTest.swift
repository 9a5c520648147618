/// The stores the contract specs run against, each test once per store.
enum StoreUnderTest: String, CaseIterable, Sendable, CustomStringConvertible {
    case inMemory = "InMemoryFeedStore"
    case sqlite = "SQLiteFeedStore"

    var description: String { rawValue }
}
