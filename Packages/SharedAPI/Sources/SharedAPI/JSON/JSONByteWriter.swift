/// Appends bytes to a buffer whose capacity the caller has shown to be large enough.
struct JSONByteWriter {
    let buffer: UnsafeMutableBufferPointer<UInt8>
    private(set) var count = 0

    init(buffer: UnsafeMutableBufferPointer<UInt8>) {
        self.buffer = buffer
    }

    /// Appends `byte`; drops it rather than write past the end (which validated input never asks for).
    mutating func append(_ byte: UInt8) {
        guard count < buffer.count else { return }
        buffer[count] = byte
        count += 1
    }

    /// Appends the bytes of `source` from `index` up to the next `stop` byte or the end; returns where it stopped.
    mutating func appendRun(of source: UnsafeRawBufferPointer, from index: Int, upTo stop: UInt8) -> Int {
        var end = index
        while end < source.count, source[end] != stop { end += 1 }
        let length = min(end - index, buffer.count - count)
        guard length > 0, let target = buffer.baseAddress, let origin = source.baseAddress else { return end }
        (target + count).update(from: origin.assumingMemoryBound(to: UInt8.self) + index, count: length)
        count += length
        return end
    }
}
