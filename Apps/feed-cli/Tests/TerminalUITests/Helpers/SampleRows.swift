import Foundation
import TerminalUI

enum SampleRows {
    static let feed = [
        FeedItemRow(
            id: UUID(uuidString: "25e5c6e2-935a-5bee-a4c6-17fadedf8474")!,
            description: "A quiet morning over the harbour, with fishing boats coming back in.",
            location: "São Paulo, Brasil"),
        FeedItemRow(
            id: UUID(uuidString: "308eb4b9-adb4-527a-a5c0-3a30442be801")!,
            description: "Neon alleys after the rain 🌧️", location: "東京, 日本"),
        FeedItemRow(id: UUID(uuidString: "f3ea4c68-73d5-5c03-8cbd-0682f948dec5")!, description: nil, location: "Lisboa, Portugal"),
        FeedItemRow(
            id: UUID(uuidString: "97f85595-134a-55cb-8e27-cd44f642932d")!,
            description: "Hostile\u{1B}]0;pwned\u{07} title\u{1B}[2J with \u{202E}override", location: nil),
    ]

    static let comments = [
        CommentRow(username: "kostas", date: "47 minutes ago", message: "The colours are amazing."),
        CommentRow(username: "yuki", date: "6 days ago", message: "太美了、本当に素晴らしい写真です。また行きたいですね。"),
        CommentRow(username: "evil\u{1B}[31m", date: "1 hour ago", message: "line one\nline two\u{07}"),
    ]
}
