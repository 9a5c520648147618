/// Bits packed as deflate wants them: values least significant bit first, Huffman codes most significant first.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var count = 0

    mutating func write(_ value: Int, count bits: Int) {
        for bit in 0..<bits { append(value >> bit & 1) }
    }

    mutating func writeCode(_ code: Int, length: Int) {
        for bit in (0..<length).reversed() { append(code >> bit & 1) }
    }

    mutating func skipZeroBits(_ bits: Int) {
        count += bits
        bytes += [UInt8](repeating: 0, count: (count + 7) / 8 - bytes.count)
    }

    private mutating func append(_ bit: Int) {
        if count % 8 == 0 { bytes.append(0) }
        bytes[count / 8] |= UInt8(bit) << (count % 8)
        count += 1
    }
}
