import Foundation

/// A cache is valid while strictly younger than seven gregorian days.
enum FeedCachePolicy {
    private static let maxCacheAgeInDays = 7
    private static let minimumDaysInMaxCacheAge: TimeInterval = 6

    static func validate(_ timestamp: Date, against date: Date) -> Bool {
        // Seven days of a calendar last at least six (a day skipped in a time zone's change is the shortest case):
        // a cache saved less than six days ago needs no calendar, whose first use cost 1.7M instructions of an
        // offline `feed-cli feed`.
        let age = date.timeIntervalSince(timestamp)
        if age >= 0, age < minimumDaysInMaxCacheAge * 86_400 { return true }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        guard let maxCacheAge = calendar.date(byAdding: .day, value: maxCacheAgeInDays, to: timestamp) else {
            return false
        }
        return date < maxCacheAge
    }
}
