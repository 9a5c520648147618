import EssentialFeedCacheFolder
import Foundation
import HTTPClientPolicy
import Testing

@testable import FeedCLI

@Suite("CacheKey: one cache per normalised base URL")
struct CacheKeyTests {
    @Test("the same API spelled differently shares one cache")
    func equivalentURLs() {
        let keys = ["https://api.example.com/v1", "https://API.example.com/v1/", "https://api.example.com:443/v1"]
            .map { CacheKey.key(for: APIBaseURL($0)!) }

        #expect(Set(keys).count == 1)
    }

    @Test("different origins or paths never share a cache")
    func distinctURLs() {
        let keys = [
            "https://api.example.com/v1", "https://api.example.com/v2", "http://api.example.com/v1",
            "https://api.example.com:8443/v1", "http://127.0.0.1:8080", "http://127.0.0.1:8081",
        ].map { CacheKey.key(for: APIBaseURL($0)!) }

        #expect(Set(keys).count == keys.count)
    }

    @Test("keys are readable and safe as a folder name")
    func safeFolderName() {
        let key = CacheKey.key(for: APIBaseURL("http://127.0.0.1:8080/a b/../c")!)

        #expect(key.hasPrefix("127.0.0.1_8080"))
        #expect(!key.contains("/") && !key.contains(" ") && !key.contains(":"))
    }
}
