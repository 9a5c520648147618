import Foundation
import ImageComments

// Fuzzes `ImageCommentDate.parse` with the input as UTF-8 text (invalid bytes become U+FFFD).
//
// Properties checked on every input:
// - it accepts exactly what a reference accepts: a regular expression for
//   `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM|±HH)` (T and Z in either case, '.' or ',') plus range checks
//   done by Foundation's `Calendar` (from 1583, where its Gregorian calendar is proleptic-free);
// - an accepted text names the same instant as the reference computes (within 0.1 ms, the precision of `Date`
//   at year 9999);
// - round trip: the instant formatted back as `YYYY-MM-DDTHH:MM:SS.fffffffffZ` by an independent inverse
//   (civil-from-days) parses to the same instant.

private let pattern = try! NSRegularExpression(
    pattern:
        #"\A([0-9]{4})-([0-9]{2})-([0-9]{2})[Tt]([0-9]{2}):([0-9]{2}):([0-9]{2})(?:[.,]([0-9]+))?(?:([Zz])|([+-])([0-9]{2})(?::?([0-9]{2}))?)\z"#
)

nonisolated(unsafe) private let utc: Calendar = {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    return calendar
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    let parsed = ImageCommentDate.parse(text)
    let expected = referenceDate(text)
    switch (parsed, expected) {
    case (nil, nil):
        return 0
    case let (parsed?, expected?):
        require(abs(parsed.timeIntervalSince(expected)) < 1e-4, "\(text.debugDescription): \(parsed) vs \(expected)")
        checkRoundTrip(parsed, text: text)
    default:
        require(
            false,
            "\(text.debugDescription): parse \(String(describing: parsed)), reference \(String(describing: expected))")
    }
    return 0
}

private func referenceDate(_ text: String) -> Date? {
    let range = NSRange(text.startIndex..., in: text)
    guard let match = pattern.firstMatch(in: text, range: range) else { return nil }
    func group(_ index: Int) -> String? {
        Range(match.range(at: index), in: text).map { String(text[$0]) }
    }
    func number(_ index: Int) -> Int { group(index).flatMap { Int($0) } ?? 0 }
    let (year, month, day) = (number(1), number(2), number(3))
    let (hour, minute, second) = (number(4), number(5), number(6))
    let fraction = group(7).map { String(($0 + "000000000").prefix(9)) }.flatMap { Int($0) } ?? 0
    let offsetHours = number(10)
    let offsetMinutes = number(11)
    guard offsetHours <= 23, offsetMinutes <= 59, hour <= 23, minute <= 59, second <= 59 else { return nil }
    let offset = (group(9) == "-" ? -1 : 1) * (offsetHours * 3_600 + offsetMinutes * 60)
    guard let days = validDaysSince1970(year: year, month: month, day: day) else { return nil }
    let seconds = Double(days * 86_400 + hour * 3_600 + minute * 60 + second - offset)
    return Date(timeIntervalSince1970: seconds + Double(fraction) / 1e9)
}

/// Days since 1970-01-01 of a valid date; from 1583 checked and counted by `Calendar`, before by plain rules.
private func validDaysSince1970(year: Int, month: Int, day: Int) -> Int? {
    if year >= 1583 {
        let components = DateComponents(year: year, month: month, day: day)
        guard let date = utc.date(from: components) else { return nil }
        let back = utc.dateComponents([.year, .month, .day], from: date)
        guard back.year == year, back.month == month, back.day == day else { return nil }
        return Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
    }
    let isLeap = year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
    let lengths = [31, isLeap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    guard (1...12).contains(month), (1...lengths[month - 1]).contains(day) else { return nil }
    // Count whole days back from 1583-01-01 (day -141_349 since 1970).
    var days = -141_349
    for earlier in stride(from: 1582, through: year, by: -1) {
        let leap = earlier % 4 == 0 && (earlier % 100 != 0 || earlier % 400 == 0)
        days -= leap ? 366 : 365
    }
    return days + lengths.prefix(month - 1).reduce(0, +) + day - 1
}

private func checkRoundTrip(_ date: Date, text: String) {
    let interval = date.timeIntervalSince1970
    let whole = Int(interval.rounded(.down))
    let nanoseconds = Int(((interval - Double(whole)) * 1e9).rounded(.down))
    let days = Int((Double(whole) / 86_400).rounded(.down))
    let (year, month, day) = civil(fromDays: days)
    guard (0...9999).contains(year) else { return }
    let secondOfDay = whole - days * 86_400
    let formatted = String(
        format: "%04d-%02d-%02dT%02d:%02d:%02d.%09dZ", year, month, day, secondOfDay / 3_600, secondOfDay / 60 % 60,
        secondOfDay % 60, min(nanoseconds, 999_999_999))
    guard let again = ImageCommentDate.parse(formatted) else {
        return require(false, "\(text.debugDescription) formats as \(formatted), which does not parse")
    }
    require(abs(again.timeIntervalSince(date)) < 1e-4, "\(text.debugDescription) → \(formatted) → \(again) ≠ \(date)")
}

/// Howard Hinnant's `civil_from_days`, the inverse of the parser's `days_from_civil`.
private func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
}
