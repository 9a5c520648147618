import Foundation

/// The one JSON object a `--json` command writes to stderr when it fails.
struct JSONErrorLine {
    let kind: String
    let message: String
    let cause: String
    let status: Int?

    /// `stderr` must be exactly one line holding `{"error":{"kind","message","cause","status"}}`.
    init(_ stderr: String) throws {
        guard stderr.hasSuffix("\n"), stderr.dropLast().split(separator: "\n").count == 1,
            let object = try JSONSerialization.jsonObject(with: Data(stderr.utf8)) as? [String: Any],
            let error = object["error"] as? [String: Any], object.count == 1,
            let kind = error["kind"] as? String, let message = error["message"] as? String,
            let cause = error["cause"] as? String, error.keys.contains("status")
        else { throw CocoaError(.coderReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: stderr]) }
        (self.kind, self.message, self.cause, self.status) = (kind, message, cause, error["status"] as? Int)
    }
}
