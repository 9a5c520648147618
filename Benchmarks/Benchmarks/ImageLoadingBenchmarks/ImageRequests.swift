import Foundation

/// Asks one loader for every URL at the same time and waits for all of them.
enum ImageRequests {
    struct WrongBytes: Error {}

    static func load(_ urls: [URL], with service: ImageLoader) async throws {
        try await withThrowingTaskGroup(of: Int.self) { group in
            for url in urls {
                group.addTask { try await service.imageData(from: url).count }
            }
            for try await count in group where count == 0 {
                throw WrongBytes()
            }
        }
    }
}
