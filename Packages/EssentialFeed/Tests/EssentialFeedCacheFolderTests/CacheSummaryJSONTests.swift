import EssentialFeedCacheFolder
import Foundation
import Testing

@Suite("CacheSummaryJSON")
struct CacheSummaryJSONTests {
    private let folder = URL(fileURLWithPath: "/caches/abc")

    @Test("writes every fact of a cache that was read, the saved date in ISO 8601 and as people read it")
    func readCache() throws {
        var summary = CacheSummary(directory: folder, baseURL: "http://127.0.0.1:8080", isSample: false)
        summary.sizeBytes = 4096
        summary.itemCount = 3
        summary.savedAt = Date(timeIntervalSince1970: 1_600_000_000)
        summary.isExpired = false
        summary.imageDataCount = 2
        summary.imageDataBytes = 900

        let json = CacheSummaryJSON(summary: summary, relativeSaved: "5 minutes ago", baseURLFileTooBig: "too big")

        #expect(
            try encoded(json)
                == #"{"base_url":"http://127.0.0.1:8080","directory":"/caches/abc","expired":false,"#
                + #""image_data_bytes":900,"image_data_count":2,"item_count":3,"problem":null,"sample":false,"#
                + #""saved_at":"2020-09-13T12:26:40Z","saved_relative":"5 minutes ago","size_bytes":4096}"#)
    }

    @Test("writes what is unknown as null, every key present, and a base-url file too big as the problem")
    func unknownFacts() throws {
        let summary = CacheSummary(directory: folder, baseURL: nil, isSample: false, baseURLFileTooBig: true)

        let json = CacheSummaryJSON(summary: summary, relativeSaved: nil, baseURLFileTooBig: "too big")

        #expect(
            try encoded(json)
                == #"{"base_url":null,"directory":"/caches/abc","expired":null,"image_data_bytes":null,"#
                + #""image_data_count":null,"item_count":null,"problem":"too big","sample":false,"saved_at":null,"#
                + #""saved_relative":null,"size_bytes":null}"#)
    }

    @Test("keeps a problem the folder has over a base-url file too big")
    func problemFirst() {
        var summary = CacheSummary(directory: folder, baseURL: nil, isSample: true, baseURLFileTooBig: true)
        summary.problem = "not a cache"

        #expect(
            CacheSummaryJSON(summary: summary, relativeSaved: nil, baseURLFileTooBig: "too big").problem
                == "not a cache")
    }

    private func encoded(_ value: CacheSummaryJSON) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self)
    }
}
