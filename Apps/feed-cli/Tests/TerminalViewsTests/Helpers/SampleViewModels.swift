import EssentialFeed
import Foundation
import ImageComments

enum SampleViewModels {
    static let feed: [(id: UUID, viewModel: FeedImageViewModel)] = [
        (
            UUID(uuidString: "25e5c6e2-935a-5bee-a4c6-17fadedf8474")!,
            FeedImageViewModel(
                description: "A quiet morning over the harbour, with fishing boats coming back in.",
                location: "São Paulo, Brasil")
        ),
        (
            UUID(uuidString: "308eb4b9-adb4-527a-a5c0-3a30442be801")!,
            FeedImageViewModel(description: "Neon alleys after the rain 🌧️", location: "東京, 日本")
        ),
        (
            UUID(uuidString: "f3ea4c68-73d5-5c03-8cbd-0682f948dec5")!,
            FeedImageViewModel(description: nil, location: "Lisboa, Portugal")
        ),
        (
            UUID(uuidString: "97f85595-134a-55cb-8e27-cd44f642932d")!,
            FeedImageViewModel(
                description: "Hostile\u{1B}]0;pwned\u{07} title\u{1B}[2J with \u{202E}override", location: nil)
        ),
    ]

    static let comments = [
        ImageCommentViewModel(message: "The colours are amazing.", date: "47 minutes ago", username: "kostas"),
        ImageCommentViewModel(message: "太美了、本当に素晴らしい写真です。また行きたいですね。", date: "6 days ago", username: "yuki"),
        ImageCommentViewModel(message: "line one\nline two\u{07}", date: "1 hour ago", username: "evil\u{1B}[31m"),
    ]
}
