import BenchmarkSupport
import Dispatch
import EssentialFeed
import EssentialFeedSQLite
import Foundation

// `cache-append-probe [PAGES]` appends pages 1...PAGES (default 1000, 10 items each) to a fresh SQLite cache
// through `LocalFeedLoader`, as CacheBenchmarks' `cache_append_1000_pages` does, and calls `callgrindMark()`
// before the first page and after every hundredth. Under `valgrind --tool=callgrind
// --dump-before='*callgrindMark*'` each dump then holds the instructions of one hundred pages, every thread's
// (the store writes on GRDB's queue). Scripts/bench compares pages 901–1000 with pages 1–100.
//
// The main thread waits on a semaphore instead of running an async `main`: that one parks the main thread in
// libdispatch's `sigsuspend`, whose read-only signal mask valgrind 3.19 writes to and crashes on.
guard let pages = CommandLine.arguments.count > 1 ? Int(CommandLine.arguments[1]) : 1000, pages >= 0 else {
    FileHandle.standardError.write(Data("usage: cache-append-probe [PAGES]\n".utf8))
    exit(64)
}

appendPagesWaiting(pages)

/// Off the main actor, as the main thread only waits.
func appendPagesWaiting(_ pages: Int) {
    let done = DispatchSemaphore(value: 0)
    Task.detached {
        do {
            try await appendPages(pages)
        } catch {
            FileHandle.standardError.write(Data("cache-append-probe: \(error)\n".utf8))
            exit(1)
        }
        done.signal()
    }
    done.wait()
}

func appendPages(_ pages: Int) async throws {
    let file = TemporaryCacheFile(name: "probe")
    defer { file.remove() }
    let loader = LocalFeedLoader(store: SQLiteFeedStore(url: file.url), currentDate: Date.init)
    try await loader.save([])
    callgrindMark()
    for number in stride(from: 1, through: pages, by: 1) {
        try await loader.append(FeedPages.page(number))
        if number % 100 == 0 { callgrindMark() }
    }
}

/// Where callgrind dumps its counters: never inlined and never optimised away, so every call is a function entry.
@inline(never) @_optimize(none)
func callgrindMark() {}
