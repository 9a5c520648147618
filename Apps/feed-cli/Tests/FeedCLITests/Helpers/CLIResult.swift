import Foundation
import Testing

/// What one run of feed-cli produced.
struct CLIResult {
    let exitCode: Int32
    let stdout: String
    let stderr: String

    /// stdout parsed as a JSON object.
    var json: [String: Any] {
        get throws {
            let object = try? JSONSerialization.jsonObject(with: Data(stdout.utf8))
            return try #require(
                object as? [String: Any], "not a JSON object; exit \(exitCode), stdout: \(stdout) stderr: \(stderr)")
        }
    }

    /// The `items` of the JSON output.
    var items: [[String: Any]] {
        get throws { try #require(try json["items"] as? [[String: Any]]) }
    }

    var itemIDs: [String] {
        get throws { try items.compactMap { $0["id"] as? String } }
    }
}
