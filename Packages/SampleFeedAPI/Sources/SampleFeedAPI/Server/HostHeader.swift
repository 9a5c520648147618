import NIOHTTP1

/// The Host rule of RFC 9112, section 3.2: an HTTP/1.1 request has exactly one Host header, and any request's Host
/// is a host and an optional port (RFC 3986 `uri-host [ ":" port ]`); HTTP/1.0 may leave it out.
enum HostHeader {
    /// Whether `head` names its host as the RFC asks; the server answers 400 otherwise.
    static func isAcceptable(_ head: HTTPRequestHead) -> Bool {
        let values = head.headers["Host"]
        switch values.count {
        case 0: return head.version.major == 1 && head.version.minor == 0
        case 1: return isValid(values[0])
        default: return false
        }
    }

    /// `uri-host [ ":" port ]`: an IP literal in brackets or a registered name (letters, digits, `-._~`,
    /// sub-delimiters and percent escapes), then digits after one colon.
    static func isValid(_ value: String) -> Bool {
        let bytes = Array(value.utf8)
        let (host, port) = split(bytes)
        guard let host, port.allSatisfy(isDigit) else { return false }
        if host.first == UInt8(ascii: "[") { return isIPLiteral(host) }
        return isRegisteredName(host)
    }

    /// The host and the port's digits; host nil when more than one colon follows it.
    private static func split(_ bytes: [UInt8]) -> (host: ArraySlice<UInt8>?, port: ArraySlice<UInt8>) {
        let hostEnd: Int
        if bytes.first == UInt8(ascii: "[") {
            guard let close = bytes.firstIndex(of: UInt8(ascii: "]")) else { return (nil, []) }
            hostEnd = close + 1
        } else {
            hostEnd = bytes.firstIndex(of: UInt8(ascii: ":")) ?? bytes.count
        }
        let rest = bytes[hostEnd...]
        guard let colon = rest.first else { return (bytes[..<hostEnd], []) }
        guard colon == UInt8(ascii: ":") else { return (nil, []) }
        return (bytes[..<hostEnd], rest.dropFirst())
    }

    private static func isIPLiteral(_ host: ArraySlice<UInt8>) -> Bool {
        let inside = host.dropFirst().dropLast()
        guard host.last == UInt8(ascii: "]"), !inside.isEmpty else { return false }
        return inside.allSatisfy { isHexDigit($0) || $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ".") }
    }

    private static func isRegisteredName(_ host: ArraySlice<UInt8>) -> Bool {
        var index = host.startIndex
        while index < host.endIndex {
            let byte = host[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < host.endIndex, isHexDigit(host[index + 1]), isHexDigit(host[index + 2]) else {
                    return false
                }
                index += 3
                continue
            }
            guard isUnreserved(byte) || subDelimiters.contains(byte) else { return false }
            index += 1
        }
        return true
    }

    private static let subDelimiters = Set("!$&'()*+,;=".utf8)

    private static func isUnreserved(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
            || "-._~".utf8.contains(byte)
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    private static func isHexDigit(_ byte: UInt8) -> Bool {
        isDigit(byte) || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte | 0x20)
    }
}
