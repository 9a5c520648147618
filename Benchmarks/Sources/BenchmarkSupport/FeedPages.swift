import EssentialFeed
import Foundation

/// Generated feed images, `size` per page, ids unique across pages, as the CLI receives them.
public enum FeedPages {
    public static func page(_ number: Int, size: Int = 10) -> [FeedImage] {
        ((number - 1) * size..<number * size).map(image)
    }

    public static func images(count: Int) -> [FeedImage] {
        (0..<count).map(image)
    }

    private static func image(_ index: Int) -> FeedImage {
        let id = UUID(uuidString: PayloadText.uuid(index, salt: 0xCAC4E, uppercase: false))!
        return FeedImage(
            id: id,
            description: index % 5 == 0 ? nil : PayloadText.descriptions[index % PayloadText.descriptions.count],
            location: index % 4 == 0 ? nil : PayloadText.locations[index % PayloadText.locations.count],
            url: URL(string: "https://images.example.com/photos/\(index)/\(id.uuidString).jpg")!
        )
    }
}
