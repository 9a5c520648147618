import Foundation

/// A cache is valid while strictly younger than seven gregorian days.
enum FeedCachePolicy {
    private static let maxCacheAgeInDays = 7

    static func validate(_ timestamp: Date, against date: Date) -> Bool {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = .current
        guard let maxCacheAge = calendar.date(byAdding: .day, value: maxCacheAgeInDays, to: timestamp) else {
            return false
        }
        return date < maxCacheAge
    }
}
