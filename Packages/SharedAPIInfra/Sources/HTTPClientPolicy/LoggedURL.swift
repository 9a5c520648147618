import Foundation

/// A URL as a log line may show it: without its user and password, and with the value of every query parameter
/// whose name reads like a credential (`token`, `access_token`, `api_key`, `key`, `password`, `secret`, `sig`,
/// `X-Amz-Signature`, `auth`, `session`…) replaced by `REDACTED`. Every line that logs a URL writes it through here.
public enum LoggedURL {
    /// What replaces a secret's value.
    public static let redacted = "REDACTED"

    /// `url` without credentials, for a log line; the scheme and host alone when it does not parse.
    public static func text(of url: URL) -> String {
        guard var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else {
            return "\(url.scheme ?? "?")://\(url.host ?? "?")/…"
        }
        components.user = nil
        components.password = nil
        components.percentEncodedQueryItems = components.percentEncodedQueryItems?.map { item in
            guard item.value != nil, isSecret(name: item.name.removingPercentEncoding ?? item.name) else { return item }
            return URLQueryItem(name: item.name, value: redacted)
        }
        return components.string ?? "\(url.scheme ?? "?")://\(url.host ?? "?")/…"
    }

    /// Whether a query parameter named `name` carries a credential: a word of its name (split at punctuation and
    /// at lower-to-upper case changes) names a secret (token, key, secret, password, signature, auth, session…),
    /// or ends like one (`accesstoken`, `apikey`).
    public static func isSecret(name: String) -> Bool {
        words(of: name).contains { word in
            secretWords.contains(word) || secretEndings.contains { word.hasSuffix($0) }
        }
    }

    private static let secretWords: Set<String> = [
        "auth", "authorization", "credential", "credentials", "jwt", "key", "pass", "passwd", "password",
        "pwd", "secret", "session", "sessionid", "sid", "sig", "signature", "token",
    ]
    private static let secretEndings = ["token", "key", "secret", "password", "signature"]

    private static func words(of name: String) -> [String] {
        var words: [String] = []
        var current = ""
        var previousIsLower = false
        for character in name {
            let isBoundary = !(character.isLetter || character.isNumber)
            if isBoundary || (character.isUppercase && previousIsLower) {
                if !current.isEmpty { words.append(current) }
                current = ""
            }
            if !isBoundary { current.append(Character(character.lowercased())) }
            previousIsLower = character.isLowercase
        }
        if !current.isEmpty { words.append(current) }
        return words
    }
}
