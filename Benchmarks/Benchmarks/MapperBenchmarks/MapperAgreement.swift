import BenchmarkSupport
import EssentialFeed
import Foundation
import HTTPTypes
import ImageComments

/// Before timing anything: the mapper and its baseline must agree on the payload, and both must
/// reject it once one item is broken, or the comparison would not be fair.
enum MapperAgreement {
    static func check(feed: Data, comments: Data, response: HTTPResponse) {
        do {
            let images = try FeedItemsMapper.map(feed, from: response)
            let baselineImages = try JSONDecoderFeedMapper.map(feed, from: response)
            require(images == baselineImages, "feed mapper and baseline disagree")
            let list = try ImageCommentsMapper.map(comments, from: response)
            let baselineList = try JSONDecoderCommentsMapper.map(comments, from: response)
            require(sameComments(list, baselineList), "comments mapper and baseline disagree")
            let sizes = "feed \(feed.count) B, \(images.count) items; comments \(comments.count) B, \(list.count) items"
            FileHandle.standardError.write(Data("payloads agree: \(sizes)\n".utf8))
        } catch {
            require(false, "a mapper rejected the valid payload: \(error)")
        }
        requireBothReject(broken(feed), FeedItemsMapper.map, JSONDecoderFeedMapper.map, response: response)
        requireBothReject(broken(comments), ImageCommentsMapper.map, JSONDecoderCommentsMapper.map, response: response)
    }

    /// The last item's id is no longer a UUID.
    private static func broken(_ payload: Data) -> Data {
        var text = String(decoding: payload, as: UTF8.self)
        let range = text.range(of: #"{"id":""#, options: .backwards)!
        text.replaceSubrange(range, with: #"{"id":"not-a-uuid"#)
        return Data(text.utf8)
    }

    private static func requireBothReject<T>(
        _ payload: Data, _ mapper: (Data, HTTPResponse) throws -> T,
        _ baseline: (Data, HTTPResponse) throws -> T, response: HTTPResponse
    ) {
        require((try? mapper(payload, response)) == nil, "the mapper accepted a broken payload")
        require((try? baseline(payload, response)) == nil, "the baseline accepted a broken payload")
    }

    private static func sameComments(_ lhs: [ImageComment], _ rhs: [ImageComment]) -> Bool {
        lhs.count == rhs.count
            && zip(lhs, rhs).allSatisfy { a, b in
                a.id == b.id && a.message == b.message && a.username == b.username
                    && abs(a.createdAt.timeIntervalSince(b.createdAt)) < 0.001
            }
    }

    private static func require(_ condition: Bool, _ message: String) {
        guard !condition else { return }
        FileHandle.standardError.write(Data("MapperBenchmarks: \(message)\n".utf8))
        exit(1)
    }
}
