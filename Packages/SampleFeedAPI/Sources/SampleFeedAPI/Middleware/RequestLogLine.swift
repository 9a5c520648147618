/// One request as `serve` logs it, e.g. `GET /feed?limit=10 200 3 ms`.
///
/// The target is shown as printable ASCII (anything else percent-encoded) and cut at `maximumTargetLength`, so
/// a client can neither forge lines nor flood the log through its request.
struct RequestLogLine: Equatable {
    static let maximumTargetLength = 512
    let method: String
    let target: String
    let status: Int
    let elapsed: Duration

    var text: String {
        "\(Self.printable(method)) \(Self.printable(target)) \(status) \(milliseconds) ms"
    }

    private var milliseconds: Int64 {
        let (seconds, attoseconds) = elapsed.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }

    private static func printable(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            guard result.utf8.count < maximumTargetLength else { return result + "…" }
            result += (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : escaped(byte)
        }
        return result
    }

    private static func escaped(_ byte: UInt8) -> String {
        let hex = String(byte, radix: 16, uppercase: true)
        return "%" + (hex.count == 1 ? "0" + hex : hex)
    }
}
