import Foundation

/// Parses the `created_at` date-times of the comments API without a `DateFormatter`.
///
/// Accepts `YYYY-MM-DDTHH:MM:SS[.fraction](Z|±HH:MM|±HHMM|±HH)`, any number of fraction digits,
/// and rejects everything else: out-of-range fields, a missing zone, trailing bytes.
public enum ImageCommentDate {
    /// The instant `text` names, or nil when it is not an ISO 8601 date-time with a zone.
    public static func parse(_ text: String) -> Date? {
        var text = text
        return text.withUTF8 { parse(utf8: $0) }
    }

    /// The instant the UTF-8 `bytes` name, or nil when they are not an ISO 8601 date-time with a zone.
    package static func parse(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Date? {
        var scanner = ByteScanner(bytes)
        guard let fields = DateTimeFields.scan(&scanner), scanner.isAtEnd, fields.isValid else { return nil }
        return fields.date
    }
}
