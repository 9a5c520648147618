#if os(Linux)
    import EssentialFeed
    import Foundation
    import Glibc
    import SharedAPITestSupport
    import Testing

    @testable import EssentialFeedCacheFolder

    /// Opening a cache whose folder is missing checks that the folder could be made. Another process opening the same
    /// cache at that moment must never see the folder (or a missing parent) appear and go: it would take the cache as
    /// made, then fail on a folder that is gone. The kernel's record of what was made in the root (inotify) says what
    /// the check made, with no timing involved.
    @Suite("FeedCache: checking that a missing folder could be made never makes it, nor a missing parent")
    struct FeedCacheProbeTests {
        @Test("opening a missing cache folder makes no folder of its name in the root, even for a moment")
        func missingFolderIsNotMadeToCheckIt() async throws {
            let root = try Self.makeRoot()
            defer { try? FileManager.default.removeItem(at: root) }
            let watch = try CreatedNames(in: root)

            let opened = await Self.open(root: root, key: "key")

            #expect(opened.problems.isEmpty)
            #expect(!watch.names().contains("key"))
            #expect(!FileManager.default.fileExists(atPath: root.appendingPathComponent("key").path))
        }

        @Test("opening a cache under a missing root makes none of the root's missing folders to check them")
        func missingParentsAreNotMadeToCheckThem() async throws {
            let root = try Self.makeRoot()
            defer { try? FileManager.default.removeItem(at: root) }
            let watch = try CreatedNames(in: root)

            let opened = await Self.open(root: root.appendingPathComponent("a/b"), key: "key")
            try await opened.cache.writer?.save([Self.image()])

            #expect(opened.problems.isEmpty)
            #expect(watch.names().filter { $0 == "a" }.count == 1, "made once, by the first write")
            #expect(await opened.cache.writer?.savedCount() == 1)
        }

        @Test("a root under a file cannot be made: the cache is left out with its cause, and nothing is made")
        func rootUnderAFileIsUnusable() async throws {
            let root = try Self.makeRoot()
            defer { try? FileManager.default.removeItem(at: root) }
            let file = root.appendingPathComponent("file")
            try Data("x".utf8).write(to: file)
            let watch = try CreatedNames(in: root)

            let opened = await Self.open(root: file.appendingPathComponent("caches"), key: "key")

            #expect(opened.cache.feed == nil)
            #expect(opened.problems.count == 1)
            #expect(watch.names().isEmpty)
        }

        private static func makeRoot() throws -> URL {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("feed-cache-probe-\(UUID())")
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            return root
        }

        private static func open(root: URL, key: String) async -> (cache: FeedCache, problems: [FeedCache.Problem]) {
            var problems: [FeedCache.Problem] = []
            let cache = await FeedCache.opened(
                root: root, key: key, currentDate: Date.init,
                deadline: CacheDeadline(limit: .seconds(HangGuard.seconds)),
                locking: FlockTestLock.locking
            ) { problems.append($0) }
            return (cache, problems)
        }

        private static func image() -> FeedImage {
            FeedImage(id: UUID(), description: nil, location: nil, url: URL(string: "https://a.example/1.png")!)
        }

        /// The names the kernel saw made in a folder since this was made (inotify's `IN_CREATE`), read without waiting.
        /// Removals are watched too, so that making the same name twice is two events (inotify merges a repeated one).
        private final class CreatedNames {
            private let descriptor: Int32

            init(in folder: URL) throws {
                descriptor = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
                guard descriptor >= 0, inotify_add_watch(descriptor, folder.path, UInt32(IN_CREATE | IN_DELETE)) >= 0
                else {
                    throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                }
            }

            deinit { close(descriptor) }

            func names() -> [String] {
                var names: [String] = []
                var buffer = [UInt8](repeating: 0, count: 64 * 1024)
                while true {
                    let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                    guard count > 0 else { return names }
                    var offset = 0
                    let header = MemoryLayout<inotify_event>.size
                    while offset + header <= count {
                        let length = buffer.withUnsafeBytes {
                            Int($0.loadUnaligned(fromByteOffset: offset + 12, as: UInt32.self))
                        }
                        let bytes = buffer[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
                        names.append(String(decoding: bytes, as: UTF8.self))
                        offset += header + length
                    }
                }
            }
        }
    }
#endif
