import Benchmark
import BenchmarkSupport
import EssentialFeed
import EssentialFeedSQLite
import Foundation

/// The SQLite cache through `LocalFeedLoader`, as the CLI uses it: appending 10-item pages as the
/// user pages on, and loading a large cache.
let benchmarks: @Sendable () -> Void = {
    let firstPages = BenchmarkMetric.custom("pages_1_100_us", polarity: .prefersSmaller, useScalingFactor: false)
    let lastPages = BenchmarkMetric.custom("pages_901_1000_us", polarity: .prefersSmaller, useScalingFactor: false)
    // CPU time of the process (the store writes on its own queue): the stable figure.
    let firstPagesCPU = BenchmarkMetric.custom(
        "pages_1_100_cpu_us", polarity: .prefersSmaller, useScalingFactor: false)
    let lastPagesCPU = BenchmarkMetric.custom(
        "pages_901_1000_cpu_us", polarity: .prefersSmaller, useScalingFactor: false)

    // One iteration appends pages 1...1000 to a fresh file, timing the first and the last hundred,
    // so the ratio compares the same file, in the same iteration.
    Benchmark(
        "cache_append_1000_pages",
        configuration: .init(
            metrics: [.wallClock, firstPages, lastPages, firstPagesCPU, lastPagesCPU], timeUnits: .milliseconds,
            warmupIterations: 1, maxDuration: .seconds(30), maxIterations: 5)
    ) { benchmark in
        let file = TemporaryCacheFile(name: "append")
        defer { file.remove() }
        let loader = LocalFeedLoader(store: SQLiteFeedStore(url: file.url), currentDate: Date.init)
        try await loader.save([])
        let clock = ContinuousClock()
        var first = Duration.zero
        var last = Duration.zero
        var firstCPU = Duration.zero
        var lastCPU = Duration.zero
        for number in 1...1000 {
            let page = FeedPages.page(number)
            let cpuStart = CPUClock.process
            let elapsed = try await clock.measure { try await loader.append(page) }
            let cpu = CPUClock.process - cpuStart
            if number <= 100 { (first, firstCPU) = (first + elapsed, firstCPU + cpu) }
            if number > 900 { (last, lastCPU) = (last + elapsed, lastCPU + cpu) }
        }
        benchmark.measurement(firstPages, Int(first / .microseconds(1)))
        benchmark.measurement(lastPages, Int(last / .microseconds(1)))
        benchmark.measurement(firstPagesCPU, Int(firstCPU / .microseconds(1)))
        benchmark.measurement(lastPagesCPU, Int(lastCPU / .microseconds(1)))
    }

    // The store stays open between iterations: reading and mapping 10,000 rows.
    let warmFile = TemporaryCacheFile(name: "load-warm")
    let warmLoader = LocalFeedLoader(store: SQLiteFeedStore(url: warmFile.url), currentDate: Date.init)
    Benchmark("cache_load_10k", configuration: loadConfiguration(warmFile)) { _ in
        try await loadAll(warmLoader)
    }

    // What a new process pays: open the file, check the schema, read and map.
    let coldFile = TemporaryCacheFile(name: "load-cold")
    Benchmark("cache_open_load_10k", configuration: loadConfiguration(coldFile)) { _ in
        try await loadAll(LocalFeedLoader(store: SQLiteFeedStore(url: coldFile.url), currentDate: Date.init))
    }
}

private let cachedCount = 10_000

private func loadConfiguration(_ file: TemporaryCacheFile) -> Benchmark.Configuration {
    .init(
        metrics: [.wallClock, .peakMemoryResident], timeUnits: .milliseconds,
        warmupIterations: 2, maxDuration: .seconds(8), maxIterations: 30,
        setup: {
            file.remove()
            let loader = LocalFeedLoader(store: SQLiteFeedStore(url: file.url), currentDate: Date.init)
            try await loader.save(FeedPages.images(count: cachedCount))
        },
        teardown: { file.remove() }
    )
}

private func loadAll(_ loader: LocalFeedLoader) async throws {
    let feed = try await loader.load()
    precondition(feed.count == cachedCount, "expected \(cachedCount) cached items, got \(feed.count)")
    blackHole(feed)
}
