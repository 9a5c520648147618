import Foundation

/// The folder name of one base URL's cache: readable, filesystem-safe, distinct per normalised base URL.
public enum CacheKey {
    /// The key of the built-in sample API, whose port changes every run.
    public static let sample = "sample"

    /// e.g. `api.example.com_v1-3f2a9c1e` for `https://api.example.com/v1` (`normalized`: the base URL with its
    /// scheme and host in lower case, no default port, no trailing slash, as the app spells it).
    public static func key(forNormalized normalized: String) -> String {
        let readable = normalized.split(separator: "/", omittingEmptySubsequences: true).dropFirst()
            .joined(separator: "_")
            .map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "-" ? $0 : "_" }
        return String(String(readable).prefix(64)) + "-" + fnv1a(normalized)
    }

    private static func fnv1a(_ text: String) -> String {
        var hash: UInt32 = 2_166_136_261
        for byte in text.utf8 {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        let hex = String(hash, radix: 16)
        return String(repeating: "0", count: 8 - hex.count) + hex
    }
}
