import Benchmark
import BenchmarkSupport
import Foundation
import NIOHTTPClient
import SharedAPI
import SharedAPITestSupport

/// The image loader of the CLI (its network half) against a loopback server that answers every image after 50 ms.
let benchmarks: @Sendable () -> Void = {
    let latency = 0.050
    let image = Data(repeating: 0xAB, count: 4096)
    let server: LoopbackHTTPServer
    do {
        server = try LoopbackHTTPServer { _ in
            .respond(status: 200, headers: ["Content-Type": "image/png"], body: image, delay: latency)
        }
    } catch {
        fatalError("the loopback image server could not start: \(error)")
    }
    // CPU time of the process (client, server and loader threads together). The ratio to the ideal stays on the
    // wall clock: the floor is the server's latency, which CPU time does not see.
    let cpu = BenchmarkMetric.custom("cpu_us", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, cpu], timeUnits: .milliseconds, warmupIterations: 1, maxDuration: .seconds(20),
        maxIterations: 10)

    // 100 distinct URLs at once through one loader: its concurrency limit sets the pace.
    Benchmark("images_100_distinct", configuration: configuration) { benchmark in
        let run = UUID().uuidString
        let service = ImageLoader(client: NIOHTTPClient(timeout: 30))
        let urls = (0..<100).map { server.url("/images/\(run)/\($0).png") }
        benchmark.startMeasurement()
        let start = CPUClock.process
        try await ImageRequests.load(urls, with: service)
        let end = CPUClock.process
        benchmark.stopMeasurement()
        benchmark.measurement(cpu, CPUClock.microseconds(from: start, to: end))
    }

    let fetches = BenchmarkMetric.custom("fetches", polarity: .prefersSmaller, useScalingFactor: false)
    // The same URL asked for 10 times at once: how many requests reach the server.
    Benchmark(
        "images_duplicate_fetches",
        configuration: .init(
            metrics: [.wallClock, fetches], timeUnits: .milliseconds, warmupIterations: 0, maxIterations: 10)
    ) { benchmark in
        let path = "/images/duplicate-\(UUID().uuidString).png"
        let service = ImageLoader(client: NIOHTTPClient(timeout: 30))
        try await ImageRequests.load(Array(repeating: server.url(path), count: 10), with: service)
        benchmark.measurement(fetches, server.requests.filter { $0.path == path }.count)
    }
}
