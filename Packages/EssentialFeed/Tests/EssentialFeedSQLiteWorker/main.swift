import EssentialFeed
import EssentialFeedSQLite
import Foundation

// A separate process for the multi-process tests: `worker <store path> <name> <iterations>`.
// Each iteration replaces the feed with 5 images and appends 5 more, all described "<name>-<iteration>",
// then checks that the cache it reads is made of whole 5-image groups (a replace or append never mixes).
// Exits 0 when every operation succeeded, 1 with the error on stderr otherwise.

// `worker read <store path>` prints the ids of the saved feed, one a line, read by a store that only reads, which
// is gone (its connection closed) before the process ends, as a command's is; exits 1 with the error on stderr.

let arguments = CommandLine.arguments
if arguments.count == 3, arguments[1] == "read" {
    var reader: SQLiteFeedStore? = .readingOnly(url: URL(fileURLWithPath: arguments[2]))
    do {
        let ids = try await reader?.retrieve()?.feed.map(\.id.uuidString) ?? []
        reader = nil
        print(ids.joined(separator: "\n"))
        exit(0)
    } catch {
        FileHandle.standardError.write(Data("read: \(error)\n".utf8))
        exit(1)
    }
}
guard arguments.count == 4, let iterations = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: worker <store path> <name> <iterations>\n".utf8))
    exit(64)
}
let store = SQLiteFeedStore(url: URL(fileURLWithPath: arguments[1]))
let name = arguments[2]

func group(_ tag: String) -> [LocalFeedImage] {
    (0..<5).map { _ in
        LocalFeedImage(id: UUID(), description: tag, location: nil, url: URL(string: "https://a.com/\(UUID())")!)
    }
}

func isMadeOfWholeGroups(_ feed: [LocalFeedImage]) -> Bool {
    guard feed.count % 5 == 0 else { return false }
    return stride(from: 0, to: feed.count, by: 5).allSatisfy { start in
        Set(feed[start..<start + 5].map(\.description)).count == 1
    }
}

do {
    for iteration in 0..<iterations {
        let tag = "\(name)-\(iteration)"
        try await store.insert(group(tag), timestamp: Date())
        try await store.append(group(tag))
        try await store.insert(Data(tag.utf8), for: URL(string: "https://a.com/\(tag)")!)
        guard let cache = try await store.retrieve(), isMadeOfWholeGroups(cache.feed) else {
            throw NSError(domain: "mixed cache", code: 1)
        }
    }
} catch {
    FileHandle.standardError.write(Data("\(name): \(error)\n".utf8))
    exit(1)
}
