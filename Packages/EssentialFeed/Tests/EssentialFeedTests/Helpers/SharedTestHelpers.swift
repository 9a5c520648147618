import EssentialFeed
import Foundation
import HTTPTypes

func anyURL() -> URL {
    URL(string: "https://any-url.com")!
}

func anyData() -> Data {
    Data("any data".utf8)
}

func anyNSError() -> NSError {
    NSError(domain: "any error", code: 0)
}

func uniqueImage() -> FeedImage {
    FeedImage(id: UUID(), description: "any", location: "any", url: URL(string: "https://any-url.com/\(UUID())")!)
}

func uniqueImageFeed(count: Int = 2) -> (models: [FeedImage], local: [LocalFeedImage]) {
    let models = (0..<count).map { _ in uniqueImage() }
    let local = models.map {
        LocalFeedImage(id: $0.id, description: $0.description, location: $0.location, url: $0.url)
    }
    return (models, local)
}

func httpResponse(_ code: Int) -> HTTPResponse {
    HTTPResponse(status: .init(code: code))
}

extension Date {
    func adding(days: Int, calendar: Calendar = gregorian) -> Date {
        calendar.date(byAdding: .day, value: days, to: self)!
    }

    func adding(seconds: TimeInterval) -> Date {
        self + seconds
    }

    func minusFeedCacheMaxAge() -> Date {
        adding(days: -7)
    }

    private static var gregorian: Calendar {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        return calendar
    }
}
