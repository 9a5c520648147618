import Foundation
import SharedAPITestSupport

/// A random valid date-time written in one of the accepted shapes, with the instant Foundation computes for it.
struct RandomDateTime {
    let text: String
    let expectedDate: Date

    init(_ random: inout SplitMix64) {
        var components = DateComponents(
            year: Int.random(in: 1583...9998, using: &random), month: Int.random(in: 1...12, using: &random),
            hour: Int.random(in: 0...23, using: &random), minute: Int.random(in: 0...59, using: &random),
            second: Int.random(in: 0...59, using: &random))
        components.day = Int.random(in: 1...Self.days(in: components), using: &random)
        let offsetMinutes = Int.random(in: -(23 * 60 + 59)...(23 * 60 + 59), using: &random)
        let milliseconds = Int.random(in: 0...999, using: &random)
        text = Self.format(components, milliseconds: milliseconds, offsetMinutes: offsetMinutes, random: &random)
        expectedDate = Self.utcCalendar.date(from: components)!
            .addingTimeInterval(Double(milliseconds) / 1000 - Double(offsetMinutes * 60))
    }

    private static let utcCalendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }()

    private static func days(in components: DateComponents) -> Int {
        let firstOfMonth = utcCalendar.date(
            from: DateComponents(year: components.year, month: components.month, day: 1))!
        return utcCalendar.range(of: .day, in: .month, for: firstOfMonth)!.count
    }

    private static func format(
        _ c: DateComponents, milliseconds: Int, offsetMinutes: Int, random: inout SplitMix64
    ) -> String {
        let dateTime = String(
            format: "%04d-%02d-%02dT%02d:%02d:%02d", c.year!, c.month!, c.day!, c.hour!, c.minute!, c.second!)
        let fraction = milliseconds == 0 && Bool.random(using: &random) ? "" : String(format: ".%03d", milliseconds)
        let sign = offsetMinutes < 0 ? "-" : "+"
        let (hours, minutes) = (abs(offsetMinutes) / 60, abs(offsetMinutes) % 60)
        let zones = [
            sign + String(format: "%02d:%02d", hours, minutes), sign + String(format: "%02d%02d", hours, minutes),
        ]
        let zone =
            offsetMinutes == 0
            ? ["Z", "+00:00", "+0000"].randomElement(using: &random)! : zones.randomElement(using: &random)!
        return dateTime + fraction + zone
    }
}
