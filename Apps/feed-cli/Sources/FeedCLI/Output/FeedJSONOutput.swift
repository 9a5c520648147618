import EssentialFeed
import TerminalUI

/// Streams `{"source":…,"items":[…],"has_more":…}` page by page, so memory stays bounded for any feed size.
///
/// `@unchecked Sendable`: used from one task at a time (the feed command's loop).
final class FeedJSONOutput: FeedOutput, @unchecked Sendable {
    private let output: any TextOutput
    private var wroteItem = false

    init(output: any TextOutput) {
        self.output = output
    }

    func begin(source: FeedSource) {
        output.write("{\"source\":\(JSONOutputEncoder.string(source.rawValue)),\"items\":[")
    }

    func page(_ items: [FeedImage]) {
        guard !items.isEmpty else { return }
        let array = JSONOutputEncoder.encode(items.map(FeedItemJSON.init))
        output.write((wroteItem ? "," : "") + array.dropFirst().dropLast())
        wroteItem = true
    }

    func end(hasMore: Bool, itemCount: Int) {
        output.write("],\"has_more\":\(hasMore)}\n")
    }
}
