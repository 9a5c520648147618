import EssentialFeed
import EssentialFeedCacheFolder
import Foundation
import SharedAPI
import TerminalUI
import TerminalViews

/// The small pictures `feed` shows beside each image on a terminal: the bytes cache first (`ImageDataService`, a
/// bounded number at once), decoded straight to a box of `columns`×`rows` cells. A picture that cannot be loaded
/// or decoded is left out, and the text shows ``MissingPicture``'s box (as large, "no picture" in it) beside it.
struct FeedThumbnails: Sendable {
    static let columns = 18
    static let rows = 6

    let renderer: PictureRenderer
    let pictures = LockedPictures()

    /// Loads the pictures of `items` (a bounded number of downloads at once) and decodes them one at a time before
    /// the page is shown: a progressive JPEG holds its whole coefficient array in libjpeg while it decodes, so ten at
    /// once would take ten times that memory.
    func load(_ items: [FeedImage], with images: ImageDataService) async {
        await withTaskGroup(of: (UUID, Data?).self) { group in
            for item in items {
                group.addTask { (item.id, try? await images.imageData(from: item.url)) }
            }
            for await (id, data) in group {
                guard let data, let picture = renderer.picture(of: data, columns: Self.columns, rows: Self.rows)
                else { continue }
                pictures.set(picture, for: id)
            }
        }
    }
}

/// Pictures by image id, written by the loading tasks and read when a page is written.
///
/// `@unchecked Sendable`: `pictures` is read and written only under `lock`.
final class LockedPictures: @unchecked Sendable {
    private let lock = NSLock()
    private var pictures: [UUID: TerminalPicture] = [:]

    func set(_ picture: TerminalPicture, for id: UUID) {
        lock.withLock { pictures[id] = picture }
    }

    /// The picture of `id`, forgotten once read: a page is written once.
    func take(_ id: UUID) -> TerminalPicture? {
        lock.withLock { pictures.removeValue(forKey: id) }
    }
}
