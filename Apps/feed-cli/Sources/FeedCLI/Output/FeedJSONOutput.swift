import EssentialFeed
import EssentialFeedCacheFolder
import SharedPresentation
import TerminalUI
import TerminalViews

/// Streams `{"source":…,"items":[…],"has_more":…}` (with `"stale_reason"` after `source` for a stale cache) page by page, so memory stays bounded for any feed size.
///
/// `@unchecked Sendable`: used from one task at a time (the feed command's loop).
final class FeedJSONOutput: FeedOutput, @unchecked Sendable {
    private let output: any TextOutput
    private let marks: NewImageMarks
    private var wroteItem = false

    init(output: any TextOutput, marks: NewImageMarks) {
        self.output = output
        self.marks = marks
    }

    func begin(source: FeedSource, stale: LoadFailure?) {
        let reason =
            stale.map { ",\"stale_reason\":" + JSONOutputEncoder.string(CommandFailure.staleReason($0.kind)) } ?? ""
        output.write("{\"source\":\(JSONOutputEncoder.string(source.rawValue))\(reason),\"items\":[")
    }

    func page(_ items: [FeedImage]) {
        guard !items.isEmpty else { return }
        let new = marks.show(items)
        let array = JSONOutputEncoder.encode(items.map { FeedItemJSON(image: $0, new: new.contains($0.id)) })
        output.write((wroteItem ? "," : "") + array.dropFirst().dropLast())
        wroteItem = true
    }

    func end(hasMore: Bool, itemCount: Int) {
        output.write("],\"has_more\":\(hasMore)}\n")
    }
}
