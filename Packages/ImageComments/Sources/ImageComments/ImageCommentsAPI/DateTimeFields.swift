import Foundation

/// The fields of one ISO 8601 date-time, as written, before validation.
struct DateTimeFields: Equatable {
    var year: Int
    var month: Int
    var day: Int
    var hour: Int
    var minute: Int
    var second: Int
    var nanosecond: Int
    var offsetSeconds: Int

    /// 2001-01-01T00:00:00Z, where `Date` counts from, in seconds since 1970.
    private static let referenceDateSince1970 = 978_307_200

    /// Reads `YYYY-MM-DDTHH:MM:SS[.fraction]<zone>`; nil at the first unexpected byte.
    static func scan(_ scanner: inout ByteScanner) -> DateTimeFields? {
        guard let year = scanner.digits(4), scanner.skip(.hyphen),
            let month = scanner.digits(2), scanner.skip(.hyphen),
            let day = scanner.digits(2), scanner.skip(where: { $0 == .upperT || $0 == .lowerT }),
            let hour = scanner.digits(2), scanner.skip(.colon),
            let minute = scanner.digits(2), scanner.skip(.colon),
            let second = scanner.digits(2),
            let nanosecond = scanFraction(&scanner),
            let offset = scanZone(&scanner)
        else { return nil }
        return DateTimeFields(
            year: year, month: month, day: day, hour: hour, minute: minute, second: second,
            nanosecond: nanosecond, offsetSeconds: offset)
    }

    var isValid: Bool {
        (1...12).contains(month) && day >= 1 && day <= CivilCalendar.daysIn(month: month, year: year)
            && (0...23).contains(hour) && (0...59).contains(minute) && (0...59).contains(second)
    }

    /// The instant these fields name; call only when `isValid`.
    var date: Date {
        let days = CivilCalendar.daysFromCivil(year: year, month: month, day: day)
        let seconds = days * 86_400 + hour * 3_600 + minute * 60 + second - offsetSeconds
        let sinceReferenceDate = seconds - Self.referenceDateSince1970
        return Date(timeIntervalSinceReferenceDate: Double(sinceReferenceDate) + Double(nanosecond) / 1_000_000_000)
    }

    private static func scanFraction(_ scanner: inout ByteScanner) -> Int? {
        guard scanner.skip(where: { $0 == .period || $0 == .comma }) else { return 0 }
        return scanner.fractionNanoseconds()
    }

    /// `Z`, `±HH:MM`, `±HHMM` or `±HH`, in seconds east of UTC.
    private static func scanZone(_ scanner: inout ByteScanner) -> Int? {
        if scanner.skip(where: { $0 == .upperZ || $0 == .lowerZ }) { return 0 }
        let sign: Int
        if scanner.skip(.plus) {
            sign = 1
        } else if scanner.skip(.hyphen) {
            sign = -1
        } else {
            return nil
        }
        guard let hours = scanner.digits(2), hours <= 23, let minutes = scanZoneMinutes(&scanner), minutes <= 59
        else { return nil }
        return sign * (hours * 3_600 + minutes * 60)
    }

    private static func scanZoneMinutes(_ scanner: inout ByteScanner) -> Int? {
        if scanner.skip(.colon) { return scanner.digits(2) }
        if scanner.isAtEnd { return 0 }
        return scanner.digits(2)
    }
}

extension UInt8 {
    fileprivate static let hyphen = UInt8(ascii: "-")
    fileprivate static let plus = UInt8(ascii: "+")
    fileprivate static let colon = UInt8(ascii: ":")
    fileprivate static let period = UInt8(ascii: ".")
    fileprivate static let comma = UInt8(ascii: ",")
    fileprivate static let upperT = UInt8(ascii: "T")
    fileprivate static let lowerT = UInt8(ascii: "t")
    fileprivate static let upperZ = UInt8(ascii: "Z")
    fileprivate static let lowerZ = UInt8(ascii: "z")
}
