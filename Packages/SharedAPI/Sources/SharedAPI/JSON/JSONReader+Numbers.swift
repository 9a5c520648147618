extension JSONReader {
    /// Reads a number without fraction or exponent that fits in `Int`.
    public mutating func readInt() throws -> Int {
        let span = try scanNumber()
        guard span.isInteger else { throw error(.expected(.integer), at: span.range.lowerBound) }
        let isNegative = bytes[span.range.lowerBound] == JSONByte.minus
        var value = 0
        for index in (isNegative ? span.range.lowerBound + 1 : span.range.lowerBound)..<span.range.upperBound {
            let digit = Int(bytes[index] &- JSONByte.zero)
            let (shifted, overflow) = value.multipliedReportingOverflow(by: 10)
            let (next, carry) =
                isNegative ? shifted.subtractingReportingOverflow(digit) : shifted.addingReportingOverflow(digit)
            guard !overflow, !carry else { throw error(.integerOutOfRange, at: span.range.lowerBound) }
            value = next
        }
        return value
    }

    /// Reads a number as the nearest `Double`; throws if it is too large to be finite.
    public mutating func readDouble() throws -> Double {
        let span = try scanNumber()
        let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[span.range]), as: UTF8.self)
        guard let value = Double(text), value.isFinite else {
            throw error(.numberOutOfRange, at: span.range.lowerBound)
        }
        return value
    }

    /// Validates the next number (RFC 8259 grammar) and moves past it.
    mutating func scanNumber() throws -> (range: Range<Int>, isInteger: Bool) {
        let first = try nextValueByte(expected: .number)
        guard first == JSONByte.minus || JSONByte.isDigit(first) else { throw error(.expected(.number)) }
        let start = offset
        var index = first == JSONByte.minus ? start + 1 : start
        let integerStart = index
        index = try endOfDigits(from: index)
        if bytes[integerStart] == JSONByte.zero, index - integerStart > 1 {
            throw error(.leadingZero, at: start)
        }
        var isInteger = true
        if index < bytes.count, bytes[index] == JSONByte.dot {
            index = try endOfDigits(from: index + 1)
            isInteger = false
        }
        if index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == JSONByte.plus || bytes[index] == JSONByte.minus { index += 1 }
            index = try endOfDigits(from: index)
            isInteger = false
        }
        offset = index
        return (start..<index, isInteger)
    }

    /// Returns the index after the run of one or more digits at `index`.
    private func endOfDigits(from index: Int) throws -> Int {
        var end = index
        while end < bytes.count, JSONByte.isDigit(bytes[end]) { end += 1 }
        guard end > index else { throw error(.expected(.digit), at: index) }
        return end
    }
}
