import Benchmark
import BenchmarkSupport
import Foundation
import TerminalUI

/// Wrapping one long word, as a hostile description or comment sends it: 10,000 and 100,000 × "é" at 80 columns.
/// Linear wrapping makes the second cost about ten times the first; the quadratic one took over a minute.
let benchmarks: @Sendable () -> Void = {
    let cpu = BenchmarkMetric.custom("cpu_us", polarity: .prefersSmaller, useScalingFactor: false)
    let configuration = Benchmark.Configuration(
        metrics: [.wallClock, cpu],
        timeUnits: .milliseconds,
        warmupIterations: 1,
        maxDuration: .seconds(5),
        maxIterations: 15
    )
    for count in [10_000, 100_000] {
        let word = String(repeating: "é", count: count)
        Benchmark("wrap_long_word_\(count / 1000)k", configuration: configuration) { benchmark in
            let start = CPUClock.thread
            blackHole(TerminalText.wrap(word, width: 80))
            benchmark.measurement(cpu, CPUClock.microseconds(from: start, to: CPUClock.thread))
        }
    }
}
