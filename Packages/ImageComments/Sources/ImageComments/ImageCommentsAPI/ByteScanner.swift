/// A forward-only cursor over UTF-8 bytes that never reads past the end.
struct ByteScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    var isAtEnd: Bool { index >= bytes.count }

    var next: UInt8? { isAtEnd ? nil : bytes[index] }

    /// Consumes `byte` when it is next.
    mutating func skip(_ byte: UInt8) -> Bool {
        skip { $0 == byte }
    }

    /// Consumes the next byte when it matches.
    mutating func skip(where matches: (UInt8) -> Bool) -> Bool {
        guard let next, matches(next) else { return false }
        index += 1
        return true
    }

    /// Consumes exactly `count` ASCII digits and returns their value.
    mutating func digits(_ count: Int) -> Int? {
        guard bytes.count - index >= count else { return nil }
        var value = 0
        for _ in 0..<count {
            guard let digit = Self.digit(bytes[index]) else { return nil }
            value = value * 10 + digit
            index += 1
        }
        return value
    }

    /// Consumes one or more digits of a decimal fraction and returns it in nanoseconds (truncated).
    mutating func fractionNanoseconds() -> Int? {
        var nanoseconds = 0
        var scale = 100_000_000
        var count = 0
        while let next, let digit = Self.digit(next) {
            nanoseconds += digit * scale
            scale /= 10
            count += 1
            index += 1
        }
        return count > 0 ? nanoseconds : nil
    }

    private static func digit(_ byte: UInt8) -> Int? {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) ? Int(byte &- UInt8(ascii: "0")) : nil
    }
}
