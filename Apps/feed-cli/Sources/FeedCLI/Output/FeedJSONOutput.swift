import EssentialFeed
import EssentialFeedCacheFolder
import SharedPresentation
import TerminalViews

/// Streams `{"source":…,"items":[…],"has_more":…}` (with `"stale_reason"` after `source` for a stale cache) page by page, so memory stays bounded for any feed size.
///
/// `@unchecked Sendable`: used from one task at a time (the feed command's loop).
final class FeedJSONOutput: CommandOutput, @unchecked Sendable {
    private let marks: NewImageMarks
    private var wroteItem = false

    init(marks: NewImageMarks) {
        self.marks = marks
    }

    func render(_ part: FeedPart) -> String {
        switch part {
        case let .begin(source, stale):
            let reason =
                stale.map { ",\"stale_reason\":" + JSONOutputEncoder.string(CommandFailure.staleReason($0.kind)) } ?? ""
            return "{\"source\":\(JSONOutputEncoder.string(source.rawValue))\(reason),\"items\":["
        case let .page(items):
            guard !items.isEmpty else { return "" }
            let new = marks.show(items)
            let array = JSONOutputEncoder.encode(items.map { FeedImageJSON(image: $0, new: new.contains($0.id)) })
            defer { wroteItem = true }
            return (wroteItem ? "," : "") + array.dropFirst().dropLast()
        case let .end(hasMore, _):
            return "],\"has_more\":\(hasMore)}\n"
        }
    }
}
