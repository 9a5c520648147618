import Foundation
import HummingbirdTesting
import Testing

@testable import SampleFeedAPI

@Suite("Chatter: simulated new comments over time")
struct ChatterTests {
    @Test("one new comment per interval appears on any image, after the older ones, without repeating")
    func addsCommentsOverTime() async throws {
        let sut = try SUT {
            $0.chatter = true; $0.chatterInterval = 5
        }
        let imageID = try #require(sut.state.catalog.page(after: nil, limit: 1)?.first?.id)

        let (atStart, later, muchLater) = try await sut.test { client in
            let atStart = try await client.comments(imageID)
            sut.clock.advance(by: 11)
            let later = try await client.comments(imageID)
            sut.clock.advance(by: 5)
            return (atStart, later, try await client.comments(imageID))
        }

        #expect(later.count == atStart.count + 2)
        #expect(Array(later.prefix(atStart.count)) == atStart)
        #expect(Array(muchLater.prefix(later.count)) == later)
        #expect(muchLater.count == later.count + 1)
        let dates = muchLater.compactMap(\.createdAt)
        #expect(dates == dates.sorted())
        #expect(dates.last == sut.clock.now.addingTimeInterval(-1))
    }

    @Test("without chatter, time passing adds no comments")
    func quietWithoutChatter() async throws {
        let sut = try SUT()
        let imageID = try #require(sut.state.catalog.page(after: nil, limit: 1)?.first?.id)

        let (before, after) = try await sut.test { client in
            let before = try await client.comments(imageID)
            sut.clock.advance(by: 3600)
            return (before, try await client.comments(imageID))
        }

        #expect(after == before)
    }

    @Test("only the latest window of simulated comments is kept, so responses stay bounded")
    func boundedWindow() {
        let schedule = ChatterSchedule(interval: 1, window: 20)
        let start = Date(timeIntervalSince1970: 0)

        let comments = schedule.comments(on: UUID(), start: start, now: start.addingTimeInterval(86_400))

        #expect(comments.count == 20)
        #expect(comments.last?.createdAt == start.addingTimeInterval(86_400))
    }

    @Test("simulated comments have stable ids that differ between images")
    func stableIDs() {
        let schedule = ChatterSchedule(interval: 5)
        let start = Date(timeIntervalSince1970: 0), now = start.addingTimeInterval(60)
        let image = UUID(), other = UUID()

        let first = schedule.comments(on: image, start: start, now: now)
        let again = schedule.comments(on: image, start: start, now: now)
        let elsewhere = schedule.comments(on: other, start: start, now: now)

        #expect(first == again)
        #expect(Set(first.map(\.id)).count == first.count)
        #expect(Set(first.map(\.id)).isDisjoint(with: elsewhere.map(\.id)))
    }
}
