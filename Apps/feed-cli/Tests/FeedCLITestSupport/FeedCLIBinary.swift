import Foundation

/// The built `feed-cli` that end-to-end tests run: the one `FEED_CLI_BINARY` names (an installed release build, say),
/// else the one in the build products directory, next to the test bundle or a few folders above it.
package enum FeedCLIBinary {
    package static func url() throws -> URL {
        if let path = ProcessInfo.processInfo.environment["FEED_CLI_BINARY"], !path.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: path) else {
                throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "FEED_CLI_BINARY=\(path)"])
            }
            return URL(fileURLWithPath: path)
        }
        let candidates =
            [Bundle.main.bundleURL, URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()]
            + Bundle.allBundles.map(\.bundleURL)
        for start in candidates {
            var directory = start.deletingLastPathComponent()
            for _ in 0..<4 {
                let url = directory.appendingPathComponent("feed-cli")
                var isDirectory: ObjCBool = false
                if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
                    FileManager.default.isExecutableFile(atPath: url.path)
                {
                    return url
                }
                directory.deleteLastPathComponent()
            }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: "feed-cli next to \(candidates)"])
    }
}
