import Foundation

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
        guard index < source.count, let origin = source.baseAddress, let target = buffer.baseAddress else {
            return index
        }
        let found = memchr(origin + index, Int32(stop), source.count - index)
        let end = found.map { UnsafeRawPointer($0) - origin } ?? source.count
        let length = min(end - index, buffer.count - count)
        guard length > 0 else { return end }
        UnsafeMutableRawPointer(target + count).copyMemory(from: origin + index, byteCount: length)
        count += length
        return end
    }
}
