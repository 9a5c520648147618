import Foundation
import SharedAPITestSupport

/// The text pieces a generated payload is made of: ASCII, accents, CJK, emoji and JSON escapes, as real feeds carry.
enum PayloadText {
    static let descriptions = [
        "A quiet morning by the lake, mist still on the water",
        "Café terrace at dusk — the lights just came on",
        "東京の夜景、雨上がり",
        "Snow on the ridge 🏔️ and a long way down",
        "He said \\\"wait for the light\\\" and we did",
        "Line one\\nline two\\ttabbed",
        "Ελληνικό νησί το καλοκαίρι",
        "Market stalls, spices, \\u00e9t\\u00e9 colours",
    ]
    static let locations = ["Lisbon, Portugal", "Kyoto", "Zürich", "São Paulo", "Αθήνα", "Reykjavík", "New York, NY"]
    static let messages = [
        "Love this one!",
        "Where was this taken? The light is incredible.",
        "素晴らしい写真ですね",
        "Ça me rappelle l'été dernier 🌞",
        "\\\"Best\\\" shot of the year, no contest",
        "Two lines\\nof comment",
    ]
    static let usernames = ["ana", "bruno_m", "chloé", "dmitri", "えみ", "frank.o", "giulia"]
    static let dates = [
        "2020-05-20T11:24:59+0000",
        "2021-01-02T03:04:05Z",
        "2022-12-31T23:59:59+00:00",
        "2023-07-14T08:30:00.123Z",
        "2024-02-29T12:00:00.5+01:00",
    ]

    /// A UUID string derived from `index`, lower- or upper-case as servers vary.
    static func uuid(_ index: Int, salt: UInt64, uppercase: Bool) -> String {
        var generator = SplitMix64(seed: UInt64(index) &+ salt)
        let high = generator.next()
        let low = generator.next()
        let hex = String(format: "%016llx%016llx", high, low)
        let chars = Array(hex)
        let groups: [String] = [
            String(chars[0..<8]), String(chars[8..<12]), "4" + String(chars[13..<16]),
            "a" + String(chars[17..<20]), String(chars[20..<32]),
        ]
        let text = groups.joined(separator: "-")
        return uppercase ? text.uppercased() : text
    }

    /// `{"items":[...]}` with `item(0)`, `item(1)`, ... until the text reaches `bytes` bytes.
    static func itemsPage(bytes: Int, item: (Int) -> String) -> Data {
        var text = #"{"items":["#
        text.reserveCapacity(bytes + 512)
        var index = 0
        while text.utf8.count < bytes {
            if index > 0 { text += "," }
            text += item(index)
            index += 1
        }
        text += "]}"
        return Data(text.utf8)
    }
}
