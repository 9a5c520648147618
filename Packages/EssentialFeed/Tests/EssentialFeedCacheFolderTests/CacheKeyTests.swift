import Testing

@testable import EssentialFeedCacheFolder

@Suite("CacheKey: one folder name per normalised base URL")
struct CacheKeyTests {
    @Test("different base URLs get different folders, the same one always the same")
    func distinctAndStable() {
        let urls = ["http://127.0.0.1:8080", "http://127.0.0.1:8081", "https://a.example/v1", "https://a.example/v2"]

        let keys = urls.map(CacheKey.key(forNormalized:))

        #expect(Set(keys).count == urls.count)
        #expect(keys == urls.map(CacheKey.key(forNormalized:)))
    }

    @Test("a key is the URL made readable and safe for a folder name, then a hash")
    func readableAndSafe() {
        let key = CacheKey.key(forNormalized: "http://127.0.0.1:8080/a b/../c")

        #expect(key.hasPrefix("127.0.0.1_8080_a_b_.._c-"))
        #expect(!key.contains("/") && !key.contains(" "))
        #expect(key.count == "127.0.0.1_8080_a_b_.._c-".count + 8)
    }

    @Test("the readable part is at most 64 characters, however long the URL")
    func boundedLength() {
        let key = CacheKey.key(forNormalized: "https://a.example/" + String(repeating: "x", count: 5_000))

        #expect(key.count == 64 + 1 + 8)
    }
}
