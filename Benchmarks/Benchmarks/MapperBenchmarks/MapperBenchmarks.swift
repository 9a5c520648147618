import Benchmark
import BenchmarkSupport
import EssentialFeed
import Foundation
import ImageComments

/// The feed and comments mappers against plain `JSONDecoder` mappers with the same validation,
/// on the same 10 MB payloads, one after the other in one process. `cpu_us` is the CPU time of the benchmark's
/// thread (the mappers are synchronous): the stable figure, where the wall clock swings with the machine's load.
let benchmarks: @Sendable () -> Void = {
    let payloadBytes = 10 * 1024 * 1024
    let cpu = BenchmarkMetric.custom("cpu_us", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, .throughput, .peakMemoryResident, cpu],
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
        let start = CPUClock.thread
        blackHole(try FeedItemsMapper.map(feed, from: response))
        benchmark.measurement(cpu, CPUClock.microseconds(from: start, to: CPUClock.thread))
    }
    Benchmark("feed_jsondecoder", configuration: configuration) { benchmark in
        let start = CPUClock.thread
        blackHole(try JSONDecoderFeedMapper.map(feed, from: response))
        benchmark.measurement(cpu, CPUClock.microseconds(from: start, to: CPUClock.thread))
    }
    Benchmark("comments_mapper", configuration: configuration) { benchmark in
        let start = CPUClock.thread
        blackHole(try ImageCommentsMapper.map(comments, from: response))
        benchmark.measurement(cpu, CPUClock.microseconds(from: start, to: CPUClock.thread))
    }
    Benchmark("comments_jsondecoder", configuration: configuration) { benchmark in
        let start = CPUClock.thread
        blackHole(try JSONDecoderCommentsMapper.map(comments, from: response))
        benchmark.measurement(cpu, CPUClock.microseconds(from: start, to: CPUClock.thread))
    }
}
