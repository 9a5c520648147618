import Foundation

/// Simulated comments: the k-th appears on every image at start + (k + 1) × interval.
///
/// Derived from the elapsed time alone, so no timer runs and every image asked for has its
/// chatter; only the latest `window` are kept, so memory and response size stay bounded.
package struct ChatterSchedule: Sendable {
    private static let usernames = ["chatty.cat", "nora", "tomás", "ελένη", "haru", "björn"]
    private static let messages = [
        "Still thinking about this one.",
        "Just saw this, wow!",
        "Que foto incrível 📸",
        "Πολύ ωραίο!",
        "いいね！",
        "Anyone know the exact spot?",
        "Saved for my next trip ✈️",
    ]
    package let interval: TimeInterval
    package let window: Int

    package init(interval: TimeInterval, window: Int = 20) {
        self.interval = interval
        self.window = window
    }

    package func comments(on imageID: UUID, start: Date, now: Date) -> [SampleComment] {
        let elapsed = now.timeIntervalSince(start)
        guard elapsed >= interval else { return [] }
        let count = Int(min(elapsed / interval, Double(Int32.max)))
        return (max(0, count - window)..<count).map { comment($0, on: imageID, start: start) }
    }

    private func comment(_ index: Int, on imageID: UUID, start: Date) -> SampleComment {
        let seed = Int(imageID.uuid.0) + index
        return SampleComment(
            id: Self.id(index, on: imageID),
            message: Self.messages[seed % Self.messages.count],
            createdAt: start.addingTimeInterval(Double(index + 1) * interval),
            username: Self.usernames[seed % Self.usernames.count]
        )
    }

    private static func id(_ index: Int, on imageID: UUID) -> UUID {
        var bytes = imageID.uuid
        let value = UInt32(truncatingIfNeeded: index)
        bytes.8 = 0xC4
        bytes.9 = 0x4A
        (bytes.12, bytes.13, bytes.14, bytes.15) = (
            UInt8(value >> 24), UInt8(truncatingIfNeeded: value >> 16),
            UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)
        )
        return UUID(uuid: bytes)
    }
}
