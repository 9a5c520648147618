import Benchmark
import BenchmarkSupport
import EssentialFeed
import Foundation
import ImageComments

/// The feed and comments mappers against plain `JSONDecoder` mappers with the same validation,
/// on the same 10 MB payloads, one after the other in one process.
let benchmarks: @Sendable () -> Void = {
    let payloadBytes = 10 * 1024 * 1024
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .peakMemoryResident],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 15
    )
    let response = OKResponse.make()
    let feed = FeedPayload.make(bytes: payloadBytes)
    let comments = CommentsPayload.make(bytes: payloadBytes)
    MapperAgreement.check(feed: feed, comments: comments, response: response)

    Benchmark("feed_mapper", configuration: configuration) { benchmark in
        blackHole(try FeedItemsMapper.map(feed, from: response))
    }
    Benchmark("feed_jsondecoder", configuration: configuration) { benchmark in
        blackHole(try JSONDecoderFeedMapper.map(feed, from: response))
    }
    Benchmark("comments_mapper", configuration: configuration) { benchmark in
        blackHole(try ImageCommentsMapper.map(comments, from: response))
    }
    Benchmark("comments_jsondecoder", configuration: configuration) { benchmark in
        blackHole(try JSONDecoderCommentsMapper.map(comments, from: response))
    }
}
